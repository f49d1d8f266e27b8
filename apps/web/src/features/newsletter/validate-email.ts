import { newsletterSubscribeBody, VALIDATION_MESSAGES } from '@guildsmith/core';

export type EmailProblem = 'emailRequired' | 'emailInvalid';

export type EmailCheck =
  | { ok: true; body: { email: string } }
  | { ok: false; problem: EmailProblem };

/**
 * The shared zod schema's verdict. The schema's messages are in English; the
 * form shows them in the visitor's language, so this names which.
 */
export function validateEmail(email: string): EmailCheck {
  const parsed = newsletterSubscribeBody.safeParse({ email });
  if (parsed.success) return { ok: true, body: parsed.data };
  const required = parsed.error.issues[0]?.message === VALIDATION_MESSAGES.emailRequired;
  return { ok: false, problem: required ? 'emailRequired' : 'emailInvalid' };
}
