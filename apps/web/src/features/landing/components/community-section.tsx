import { ExternalLink, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';

/** The community invite; shown only when the deployment has an invite link. */
export function CommunitySection({ inviteUrl }: { inviteUrl: string | null }) {
  const { t } = useTranslation();
  if (!inviteUrl) return null;
  return (
    <section aria-labelledby="community-title" className="bg-accent text-accent-fg">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center">
        <Users aria-hidden="true" className="size-10 shrink-0" />
        <div className="flex-1">
          <h2 id="community-title" className="text-2xl font-bold">
            {t('home.community.title')}
          </h2>
          <p className="mt-2 max-w-2xl">{t('home.community.body')}</p>
        </div>
        <a
          href={inviteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'secondary', size: 'lg' }, 'text-fg')}
        >
          {t('home.community.join')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {t('footer.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
