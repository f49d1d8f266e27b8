import { escapeHtml } from '../../lib/html.ts';

export const ADDRESS_CHANGED_SUBJECT = 'Your Guildsmith license keys now go to another address';

export interface AddressChangedEmailInput {
  recipientName: string;
  /** The new address, masked: this mailbox may no longer be its owner's. */
  maskedNewAddress: string;
  profileUrl: string;
}

/** `ava.keys@example.test` as `a•••••••@example.test`: enough to recognise, not to reuse. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}${'•'.repeat(Math.min(at - 1, 8) || 1)}${address.slice(at)}`;
}

/**
 * Tells the address that received keys until now that a confirmed change moved
 * them elsewhere, so a change its owner did not make does not go unnoticed.
 */
export function renderAddressChangedEmail(input: AddressChangedEmailInput) {
  const intro = `License keys, receipts and billing notices for your Guildsmith account now go to ${input.maskedNewAddress}. The change was confirmed from that mailbox.`;
  const check = `If you did not make this change, sign in with Discord, open your profile and set this address again, then write to us: ${input.profileUrl}`;
  const text = [`Hi ${input.recipientName},`, '', intro, '', check].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1f22">
<p>Hi ${escapeHtml(input.recipientName)},</p>
<p>${escapeHtml(intro)}</p>
<p>If you did not make this change, sign in with Discord, open <a href="${escapeHtml(input.profileUrl)}">your profile</a> and set this address again, then write to us.</p>
</body></html>`;
  return { subject: ADDRESS_CHANGED_SUBJECT, text, html };
}
