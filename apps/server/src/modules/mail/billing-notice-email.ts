import { formatUsd, getPlan, type PlanId } from '@guildsmith/core';
import { escapeHtml } from '../../lib/html.ts';

export const BILLING_NOTICE_KINDS = ['refunded', 'disputed'] as const;
export type BillingNoticeKind = (typeof BILLING_NOTICE_KINDS)[number];

export interface BillingNoticeInput {
  kind: BillingNoticeKind;
  plan: PlanId;
  amount: number;
  recipientName: string;
  dashboardUrl: string;
}

function wording(kind: BillingNoticeKind, planName: string, amount: string) {
  if (kind === 'refunded') {
    return {
      subject: `Your Guildsmith ${planName} purchase was refunded`,
      lines: [
        `We refunded your Guildsmith ${planName} purchase (${amount}). Depending on your bank, the money shows up on your statement within 5 to 10 days.`,
        'The license key of this purchase no longer works, and your account no longer has the plan it paid for. Servers the bot already built keep everything it created.',
      ],
    };
  }
  return {
    subject: `Your Guildsmith ${planName} payment is disputed`,
    lines: [
      `Your bank told us that the payment for your Guildsmith ${planName} purchase (${amount}) is disputed.`,
      'While the payment is disputed, the license key of this purchase does not work and your account does not have the plan it paid for. Servers the bot already built keep everything it created.',
      'If you did not mean to dispute this payment, reply to this e-mail and we will sort it out with you.',
    ],
  };
}

/** Tells a buyer that a refund or a dispute took their key and plan away. */
export function renderBillingNoticeEmail(input: BillingNoticeInput) {
  const plan = getPlan(input.plan);
  const { subject, lines } = wording(input.kind, plan.name, formatUsd(input.amount));
  const text = [
    `Hi ${input.recipientName},`,
    '',
    ...lines.flatMap((line) => [line, '']),
    `Your purchases: ${input.dashboardUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1f22">
<p>Hi ${escapeHtml(input.recipientName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.dashboardUrl)}">Your purchases</a></p>
</body></html>`;
  return { subject, text, html };
}
