/** Discord's own invite links, unless the deployment names another base (DISCORD_INVITE_BASE_URL). */
const DISCORD_INVITE_BASE_URL = 'https://discord.gg';

/** The link that opens a server invite: `<base>/<code>`, as discord.gg/<code> does. */
export function inviteUrl(code: string, baseUrl = DISCORD_INVITE_BASE_URL): string {
  return `${baseUrl.replace(/\/$/, '')}/${code}`;
}
