import type { DiscordEndpoints } from '../config.ts';

/** Administrator (8) plus the scopes our bot needs to create and answer commands. */
export function botInviteUrl(endpoints: DiscordEndpoints, clientId: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    permissions: '8',
    scope: 'bot applications.commands',
  });
  return `${endpoints.webBaseUrl}/oauth2/authorize?${query.toString()}`;
}
