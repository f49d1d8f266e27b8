import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { LinkOutcome } from '@/features/newsletter/components/link-outcome.tsx';

/** /newsletter/confirm and /newsletter/unsubscribe: where the e-mailed links land. */
function NewsletterLinkPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return (
    <section className="px-4 py-16">
      <LinkOutcome
        link={pathname === paths.newsletterUnsubscribe ? 'unsubscribe' : 'confirm'}
        outcome={search.get('outcome')}
      />
    </section>
  );
}

export { NewsletterLinkPage as Component };
