import { ADMIN_AUDIT_TARGET_TYPES, type AdminAuditEntry } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminAbuseReportPath, adminPurchasePath, adminUserPath } from '@/config/paths.ts';

const pageOf: Partial<Record<string, (id: string) => string>> = {
  purchase: adminPurchasePath,
  user: adminUserPath,
  abuse_report: adminAbuseReportPath,
};

const isKnownType = (type: string): type is (typeof ADMIN_AUDIT_TARGET_TYPES)[number] =>
  (ADMIN_AUDIT_TARGET_TYPES as readonly string[]).includes(type);

/**
 * What an entry acted on: its kind and id, linked to its admin page where there
 * is one. A kind this build does not know is shown as the server wrote it.
 */
export function AuditTarget({
  entry,
}: {
  entry: Pick<AdminAuditEntry, 'targetType' | 'targetId'>;
}) {
  const { t } = useTranslation();
  const { targetType, targetId } = entry;
  const kind = isKnownType(targetType) ? t(`admin.audit.targets.${targetType}`) : targetType;
  const page = pageOf[targetType];
  return (
    <>
      <span className="block">{kind}</span>
      {page ? (
        <Link
          to={page(targetId)}
          className="font-mono text-xs break-all text-accent-text underline-offset-2 hover:underline"
        >
          {targetId}
        </Link>
      ) : (
        <span className="font-mono text-xs break-all">{targetId}</span>
      )}
    </>
  );
}
