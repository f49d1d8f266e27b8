import {
  NEWSLETTER_CONFIRM_OUTCOMES,
  NEWSLETTER_UNSUBSCRIBE_OUTCOMES,
  type NewsletterConfirmOutcome,
  type NewsletterUnsubscribeOutcome,
} from '@guildsmith/core';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** How long a confirmation link works (the server's CONFIRM_TOKEN_TTL_DAYS). */
const CONFIRM_LINK_DAYS = 7;

const CONFIRM_KEYS = {
  confirmed: 'confirmed',
  'already-confirmed': 'alreadyConfirmed',
  expired: 'expired',
  invalid: 'invalid',
  malformed: 'malformed',
} as const satisfies Record<NewsletterConfirmOutcome, string>;
const UNSUBSCRIBE_KEYS = {
  unsubscribed: 'unsubscribed',
  'already-unsubscribed': 'alreadyUnsubscribed',
  invalid: 'notFound',
  malformed: 'malformed',
} as const satisfies Record<NewsletterUnsubscribeOutcome, string>;
const SUCCESSES = new Set<string>([
  'confirmed',
  'alreadyConfirmed',
  'unsubscribed',
  'alreadyUnsubscribed',
]);

/** What the e-mailed link did, as its title and text; an unknown outcome reads as incomplete. */
function useOutcomeText(link: 'confirm' | 'unsubscribe', outcome: string | null) {
  const { t } = useTranslation();
  // Only the expired link's text names the days; the others ignore the count.
  const options = { count: CONFIRM_LINK_DAYS, again: t('newsletterLink.again') };
  if (link === 'confirm') {
    const known = NEWSLETTER_CONFIRM_OUTCOMES.find((value) => value === outcome) ?? 'malformed';
    const key = CONFIRM_KEYS[known];
    return {
      ok: SUCCESSES.has(key),
      title: t(`newsletterLink.confirm.${key}.title`),
      text: t(`newsletterLink.confirm.${key}.text`, options),
    };
  }
  const known = NEWSLETTER_UNSUBSCRIBE_OUTCOMES.find((value) => value === outcome) ?? 'malformed';
  const key = UNSUBSCRIBE_KEYS[known];
  return {
    ok: SUCCESSES.has(key),
    title: t(`newsletterLink.unsubscribe.${key}.title`),
    text: t(`newsletterLink.unsubscribe.${key}.text`, options),
  };
}

/**
 * What following a newsletter link did, in the visitor's language and theme.
 * The server acted on the link and redirected here with the outcome only.
 */
export function LinkOutcome({
  link,
  outcome,
}: {
  link: 'confirm' | 'unsubscribe';
  outcome: string | null;
}) {
  const { t } = useTranslation();
  const { ok, title, text } = useOutcomeText(link, outcome);
  useDocumentTitle(`${title} · ${t('newsletterLink.documentTitle')}`);
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-8 text-center">
      <Icon
        aria-hidden="true"
        className={ok ? 'mx-auto size-10 text-green-600' : 'mx-auto size-10 text-accent-text'}
      />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-fg-muted">{text}</p>
      <Link to={paths.home} className={buttonClass({}, 'mt-6')}>
        {t('newsletterLink.home')}
      </Link>
    </div>
  );
}
