import { getPlan, type PlanId } from '@guildsmith/core';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface LicenseKeyEmailInput {
  key: string;
  plan: PlanId;
  recipientName: string;
  botInviteUrl: string;
  dashboardUrl: string;
}

/** The license e-mail (HTML and text): the key, the plan, and the activation steps of the success page. */
export function renderLicenseKeyEmail(input: LicenseKeyEmailInput) {
  const plan = getPlan(input.plan);
  const subject = `Your Guildsmith ${plan.name} license key`;
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
    `Thank you for choosing Guildsmith ${plan.name}. Your license key:`,
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
<p>Thank you for choosing Guildsmith <strong>${escapeHtml(plan.name)}</strong>. Your license key:</p>
<p style="font-family:monospace;font-size:18px;background:#f5f6fa;padding:12px;border-radius:8px">${escapeHtml(input.key)}</p>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(input.botInviteUrl)}">Invite the bot</a> · <a href="${escapeHtml(input.dashboardUrl)}">Open your dashboard</a></p>
<p style="color:#4e5058;font-size:13px">${escapeHtml(notes)}</p>
</body></html>`;
  return { subject, text, html };
}
