import { z } from 'zod';
import { text } from '../text.ts';

/** The same answer whatever the address's state, so the form cannot probe the list. */
export const newsletterSubscribedResponse = z.object({ message: text() });

export type NewsletterSubscribedResponse = z.infer<typeof newsletterSubscribedResponse>;
