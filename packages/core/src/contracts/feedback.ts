import { z } from 'zod';
import { text } from '../text.ts';

/** Stored (and relayed to the team later); the message is for clients without translations. */
export const feedbackAcceptedResponse = z.object({ id: text(), message: text() });

export type FeedbackAcceptedResponse = z.infer<typeof feedbackAcceptedResponse>;
