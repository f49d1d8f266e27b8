import { escapeHtml } from '../../lib/html.ts';

export interface NewsletterConfirmEmailInput {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** Days the confirm link stays valid. */
  validDays: number;
}

export const NEWSLETTER_CONFIRM_SUBJECT = 'Confirm your Guildsmith newsletter subscription';

/** Double opt-in: nothing is sent to the address until this link is followed. */
export function renderNewsletterConfirmEmail(input: NewsletterConfirmEmailInput) {
  const intro =
    'Someone (hopefully you) asked to receive the Guildsmith newsletter at this address: new server styles, bot features and the occasional deal.';
  const ignore =
    "If that wasn't you, ignore this e-mail: without a click on the link you will not hear from us again.";
  const validity = `The link works for ${input.validDays} days.`;
  const text = [
    'Hi,',
    '',
    intro,
    '',
    'Confirm your subscription:',
    input.confirmUrl,
    '',
    `${validity} ${ignore}`,
    '',
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1f22">
<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#5865f2;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Confirm my subscription</a></p>
<p style="color:#4e5058;font-size:13px">${escapeHtml(validity)} ${escapeHtml(ignore)}</p>
<p style="color:#4e5058;font-size:12px"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#4e5058">Unsubscribe</a></p>
</body></html>`;
  return { subject: NEWSLETTER_CONFIRM_SUBJECT, text, html };
}
