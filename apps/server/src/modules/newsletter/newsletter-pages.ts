import {
  NEWSLETTER_LINK_PAGES,
  type NewsletterConfirmOutcome,
  type NewsletterUnsubscribeOutcome,
} from '@guildsmith/core';

/**
 * Where an e-mailed link sends the browser once the server acted on it: the
 * app's own page, which says what happened in the visitor's language and
 * theme. Only the outcome travels in the URL, never the token, so the token
 * stays out of the app's history and analytics.
 */
export function linkOutcomeUrl(
  publicUrl: string,
  page: keyof typeof NEWSLETTER_LINK_PAGES,
  outcome: NewsletterConfirmOutcome | NewsletterUnsubscribeOutcome,
): string {
  return `${publicUrl}${NEWSLETTER_LINK_PAGES[page]}?outcome=${outcome}`;
}
