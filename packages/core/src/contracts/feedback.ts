import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';

/** Stored (and relayed to the team later); the message is for clients without translations. */
export const feedbackAcceptedResponse = z.object({ id: contractText(), message: contractText() });

export type FeedbackAcceptedResponse = z.infer<typeof feedbackAcceptedResponse>;
