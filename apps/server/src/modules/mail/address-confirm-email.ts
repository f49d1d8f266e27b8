import { escapeHtml } from '../../lib/html.ts';

export const ADDRESS_CONFIRM_SUBJECT = 'Confirm your e-mail address for Guildsmith';

export interface AddressConfirmEmailInput {
  recipientName: string;
  confirmUrl: string;
  validHours: number;
}

/** Proves the buyer reads this mailbox before any license key is sent to it. */
export function renderAddressConfirmEmail(input: AddressConfirmEmailInput) {
  const intro =
    'You asked us to send your Guildsmith license keys to this address. Confirm it is yours, and we will send your keys here.';
  const validity = `The link works for ${input.validHours} hours.`;
  const ignore = "If that wasn't you, ignore this e-mail: nothing will be sent to this address.";
  const text = [
    `Hi ${input.recipientName},`,
    '',
    intro,
    '',
    'Confirm your address:',
    input.confirmUrl,
    '',
    `${validity} ${ignore}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1f22">
<p>Hi ${escapeHtml(input.recipientName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#5865f2;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Confirm my address</a></p>
<p style="color:#4e5058;font-size:13px">${escapeHtml(validity)} ${escapeHtml(ignore)}</p>
</body></html>`;
  return { subject: ADDRESS_CONFIRM_SUBJECT, text, html };
}
