import { useTranslation } from 'react-i18next';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { useActiveUsers } from '../api/get-active-users.ts';
import { AdminCard } from './admin-card.tsx';

const SHOWN = 5;

/** The five buyers who signed in most recently. */
export function ActiveUsersCard() {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AdminCard title={t('admin.activeUsers')} query={useActiveUsers()}>
      {({ users }) =>
        users.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('admin.noActiveUsers')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {users.slice(0, SHOWN).map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 truncate font-medium">{user.username}</span>
                <PlanBadge plan={user.plan} />
                <time dateTime={user.lastActiveAt} className="text-xs text-fg-muted">
                  {when.format(new Date(user.lastActiveAt))}
                </time>
              </li>
            ))}
          </ul>
        )
      }
    </AdminCard>
  );
}
