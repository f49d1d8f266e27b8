import { Ban, Check, ExternalLink, Terminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { useStyleRange } from '../api/get-style-range.ts';

/** The bot's slash commands, in the order a server owner meets them. */
const commands = [
  { name: '/activate', usage: 'key:<KEY> [style:<id>]', key: 'activate' },
  { name: '/setup', usage: '', key: 'setup' },
  { name: '/status', usage: '', key: 'status' },
  { name: '/undo', usage: '', key: 'undo' },
  { name: '/help', usage: '', key: 'help' },
] as const;

const adminReasons = ['overwrites', 'oneStep', 'control'] as const;
const neverDoes = ['read', 'delete', 'moderate', 'dm'] as const;

function BuildClaim() {
  const { t } = useTranslation();
  const { data: range } = useStyleRange();
  if (!range) return <>{t('permissionsPage.claims.buildsLoading')}</>;
  return (
    <>
      {t('permissionsPage.claims.builds', {
        minChannels: range.channels.min,
        maxChannels: range.channels.max,
        minRoles: range.staffRoles.min,
        maxRoles: range.staffRoles.max,
      })}
    </>
  );
}

/** The bot permissions explainer, with the catalogue's real build range. */
export function PermissionsExplainer() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const claims = [
    t('permissionsPage.claims.slashOnly'),
    t('permissionsPage.claims.undo'),
    <BuildClaim key="builds" />,
    t('permissionsPage.claims.administrator'),
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('permissionsPage.title')}
      </h1>
      <p className="mt-4 text-lg text-fg-muted">{t('permissionsPage.intro')}</p>

      <section aria-labelledby="claims-title" className="mt-10">
        <h2 id="claims-title" className="text-2xl font-bold">
          {t('permissionsPage.claimsTitle')}
        </h2>
        <ul className="mt-4 space-y-3">
          {claims.map((claim, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={index} className="flex gap-3">
              <Check
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-green-700 dark:text-green-400"
              />
              <span>{claim}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="commands-title" className="mt-12">
        <h2 id="commands-title" className="text-2xl font-bold">
          {t('permissionsPage.commandsTitle')}
        </h2>
        <dl className="mt-4 divide-y divide-border rounded-xl border border-border">
          {commands.map((command) => (
            <div key={command.key} className="flex flex-col gap-1 p-4 sm:flex-row sm:gap-6">
              <dt className="flex shrink-0 items-center gap-2 font-mono text-sm font-semibold sm:w-64">
                <Terminal aria-hidden="true" className="size-4 text-accent-text" />
                <span>
                  {command.name}
                  {command.usage ? (
                    <span className="font-normal text-fg-muted"> {command.usage}</span>
                  ) : null}
                </span>
              </dt>
              <dd className="text-fg-muted">{t(`permissionsPage.commands.${command.key}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-fg-muted">{t('permissionsPage.commandsNote')}</p>
      </section>

      <section aria-labelledby="admin-title" className="mt-12">
        <h2 id="admin-title" className="text-2xl font-bold">
          {t('permissionsPage.adminTitle')}
        </h2>
        <div className="mt-4 space-y-4">
          {adminReasons.map((reason) => (
            <p key={reason}>{t(`permissionsPage.admin.${reason}`)}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="never-title" className="mt-12">
        <h2 id="never-title" className="text-2xl font-bold">
          {t('permissionsPage.neverTitle')}
        </h2>
        <ul className="mt-4 space-y-3">
          {neverDoes.map((item) => (
            <li key={item} className="flex gap-3">
              <Ban aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
              <span>{t(`permissionsPage.never.${item}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        {config?.botInviteUrl ? (
          <a
            href={config.botInviteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ size: 'lg' })}
          >
            {t('permissionsPage.invite')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
        ) : null}
        <Link to={paths.styles} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('permissionsPage.browseStyles')}
        </Link>
      </div>
    </div>
  );
}
