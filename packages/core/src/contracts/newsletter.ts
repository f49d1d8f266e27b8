import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';

/** The same answer whatever the address's state, so the form cannot probe the list. */
export const newsletterSubscribedResponse = z.object({ message: contractText() });

export type NewsletterSubscribedResponse = z.infer<typeof newsletterSubscribedResponse>;
