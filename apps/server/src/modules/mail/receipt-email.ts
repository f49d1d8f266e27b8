import { getPlan, type Receipt, type ReceiptPaymentMethod } from '@guildsmith/core';
import { escapeHtml } from '../../lib/html.ts';

const PAYMENT_METHODS: Record<ReceiptPaymentMethod, string> = {
  stripe: 'Card or pay later, through Stripe',
  paypal: 'PayPal',
};

/** The receipt's lines, in the order a tax office reads them. */
export function receiptLines(receipt: Receipt): Array<[label: string, value: string]> {
  const money = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: receipt.currency }).format(
      amount,
    );
  const paidOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(receipt.paidAt),
  );
  const plan = getPlan(receipt.plan);
  return [
    ['Order number', receipt.orderNumber],
    ['Plan', `Guildsmith ${plan.name} (one-time purchase)`],
    ['Amount paid', `${money(receipt.amount)} ${receipt.currency}`],
    ['Payment method', PAYMENT_METHODS[receipt.paymentMethod]],
    ['Date', paidOn],
    ['Seller', `${receipt.seller.name}, ${receipt.seller.address}`],
  ];
}

/** The receipt e-mail of one paid purchase (HTML and text); the key comes in its own e-mail. */
export function renderReceiptEmail(
  receipt: Receipt,
  input: { recipientName: string; receiptUrl: string },
) {
  const lines = receiptLines(receipt);
  const subject = `Your Guildsmith receipt ${receipt.orderNumber}`;
  const intro = 'Thank you for your purchase. This is your receipt; keep it for your records.';
  const keyNote = 'Your license key comes in a separate e-mail.';
  const text = [
    `Hi ${input.recipientName},`,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    keyNote,
    `View or print this receipt: ${input.receiptUrl}`,
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#4e5058;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1f22">
<p>Hi ${escapeHtml(input.recipientName)},</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
<p>${escapeHtml(keyNote)}</p>
<p><a href="${escapeHtml(input.receiptUrl)}">View or print this receipt</a></p>
</body></html>`;
  return { subject, text, html };
}
