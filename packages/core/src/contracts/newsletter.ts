import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';

/** The same answer whatever the address's state, so the form cannot probe the list. */
export const newsletterSubscribedResponse = z.object({ message: contractText() });

export type NewsletterSubscribedResponse = z.infer<typeof newsletterSubscribedResponse>;

/** What following a confirm link did; the server redirects to the app's page with it. */
export const NEWSLETTER_CONFIRM_OUTCOMES = [
  'confirmed',
  'already-confirmed',
  'expired',
  'invalid',
  'malformed',
] as const;
/** What following an unsubscribe link did. */
export const NEWSLETTER_UNSUBSCRIBE_OUTCOMES = [
  'unsubscribed',
  'already-unsubscribed',
  'invalid',
  'malformed',
] as const;
/** The app's pages that say what an e-mailed link did, in the visitor's language and theme. */
export const NEWSLETTER_LINK_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

export type NewsletterConfirmOutcome = (typeof NEWSLETTER_CONFIRM_OUTCOMES)[number];
export type NewsletterUnsubscribeOutcome = (typeof NEWSLETTER_UNSUBSCRIBE_OUTCOMES)[number];
