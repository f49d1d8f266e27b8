import { getPlan, type PlanId } from '@guildsmith/core';
import { escapeHtml } from '../../lib/html.ts';

/** Why the key is being e-mailed: a purchase, the buyer asking for it again, or a replacement. */
export const LICENSE_EMAIL_KINDS = ['issued', 'resent', 'replacement'] as const;
export type LicenseEmailKind = (typeof LICENSE_EMAIL_KINDS)[number];

export interface LicenseKeyEmailInput {
  kind: LicenseEmailKind;
  key: string;
  plan: PlanId;
  recipientName: string;
  botInviteUrl: string;
  dashboardUrl: string;
}

function wording(kind: LicenseEmailKind, planName: string) {
  switch (kind) {
    case 'issued':
      return {
        subject: `Your Guildsmith ${planName} license key`,
        intro: `Thank you for choosing Guildsmith ${planName}. Your license key:`,
      };
    case 'resent':
      return {
        subject: `Your Guildsmith ${planName} license key (sent again)`,
        intro: `Here is your Guildsmith ${planName} license key again. It is the same key as before and it still works; nothing was charged:`,
      };
    case 'replacement':
      return {
        subject: `Your new Guildsmith ${planName} license key`,
        intro: `You replaced your Guildsmith ${planName} license key. Your previous key no longer works; this is your new one:`,
      };
  }
}

/** The subject the ledger records before the job renders the e-mail (the plan is read then). */
export const LICENSE_EMAIL_LEDGER_SUBJECTS: Record<LicenseEmailKind, string> = {
  issued: 'Your Guildsmith license key',
  resent: 'Your Guildsmith license key (sent again)',
  replacement: 'Your new Guildsmith license key',
};

/** The license e-mail (HTML and text): the key, the plan, and the activation steps of the success page. */
export function renderLicenseKeyEmail(input: LicenseKeyEmailInput) {
  const plan = getPlan(input.plan);
  const { subject, intro } = wording(input.kind, plan.name);
  const steps = [
    'Add the Guildsmith bot to your server (it needs the Administrator permission).',
    'Keep this e-mail at hand: it holds your license key.',
    `In your server, type /activate key:${input.key}`,
    'Answer the setup questions; the bot shows a dry run, then builds your server.',
  ];
  const notes =
    'The key works once, is bound to the server you activate it in, cannot be transferred, and only server administrators can activate it.';
  const text = [
    `Hi ${input.recipientName},`,
    '',
    intro,
    '',
    `    ${input.key}`,
    '',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Invite the bot: ${input.botInviteUrl}`,
    `Your dashboard: ${input.dashboardUrl}`,
    '',
    notes,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1f22">
<p>Hi ${escapeHtml(input.recipientName)},</p>
<p>${escapeHtml(intro)}</p>
<p style="font-family:monospace;font-size:18px;background:#f5f6fa;padding:12px;border-radius:8px">${escapeHtml(input.key)}</p>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(input.botInviteUrl)}">Invite the bot</a> · <a href="${escapeHtml(input.dashboardUrl)}">Open your dashboard</a></p>
<p style="color:#4e5058;font-size:13px">${escapeHtml(notes)}</p>
</body></html>`;
  return { subject, text, html };
}
