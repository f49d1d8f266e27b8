import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

/** Stored (and relayed to the team later); the message is for clients without translations. */
export const feedbackAcceptedResponse = z.object({ id: contractText(), message: contractText() });

export type FeedbackAcceptedResponse = z.infer<typeof feedbackAcceptedResponse>;

/** Praise a buyer sent and an admin approved, as the landing page quotes it. */
export const testimonialSchema = z.object({
  id: contractText(),
  /** The sender's first name (or username): never a surname, an e-mail or a plan. */
  name: contractText(),
  message: contractText(),
});

/** Approved testimonials, newest approval first; empty hides the landing section. */
export const testimonialsResponse = z.object({ testimonials: z.array(testimonialSchema) });

/** Praise as the admin portal lists it, to approve for the landing page or withdraw. */
export const adminPraiseSchema = z.object({
  id: contractText(),
  name: contractText(),
  message: contractText(),
  createdAt: timestamp(),
  /** Null until approved; set while the landing page may quote it. */
  approvedAt: z.nullable(timestamp()),
  /** Only praise from a signed-in sender can be quoted: anonymous praise has nobody to name. */
  approvable: z.boolean(),
});

export const adminPraiseResponse = z.object({ praise: z.array(adminPraiseSchema) });

export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialsResponse = z.infer<typeof testimonialsResponse>;
export type AdminPraise = z.infer<typeof adminPraiseSchema>;
export type AdminPraiseResponse = z.infer<typeof adminPraiseResponse>;
