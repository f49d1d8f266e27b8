import { html } from '../../shared/html.ts';
import type { InviteRecord } from '../invites.ts';
import type { EmulatedGuild } from '../model.ts';
import { type PageContext, pageDocument } from './layout.ts';

/**
 * What discord.gg/<code> shows, for the sandbox: the server the invite is
 * for, and a link that opens it (at the invite's channel) in the sandbox.
 */
export function invitePage(
  context: PageContext,
  invite: InviteRecord,
  guild: EmulatedGuild,
): string {
  const channel = guild.channels.get(invite.channelId);
  const open = `${context.basePath}/?${new URLSearchParams({ guild: guild.id, channel: invite.channelId })}`;
  return pageDocument(
    context,
    `Invite to ${guild.name}`,
    html`<p class="subtitle">You've been invited to join</p>
<h1>${guild.name}</h1>
<p class="subtitle">${channel ? `#${channel.name} · ` : ''}${guild.members.size} members</p>
<div class="actions"><a class="button primary" href="${open}">Open ${guild.name} in the sandbox</a></div>`,
  );
}

/** Discord's answer to an unknown or expired invite code. */
export function invalidInvitePage(context: PageContext): string {
  return pageDocument(
    context,
    'Invite invalid',
    html`<h1>Invite invalid</h1>
<p class="subtitle">This invite may be expired, or you might not have permission to join.</p>
<div class="actions"><a class="button primary" href="${context.basePath}/">Open the sandbox</a></div>`,
  );
}
