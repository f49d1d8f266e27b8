import type { Config } from '../config.ts';

/**
 * The only place that decides where Discord lives: the real discord.com, or the
 * emulator mounted on our own origin in demo mode. Everything else builds on it.
 */
export interface DiscordEndpoints {
  /** Base for the browser-facing authorize page. */
  webBaseUrl: string;
  /** Base for REST calls (`${apiBaseUrl}/v10/...`, `${apiBaseUrl}/oauth2/token`). */
  apiBaseUrl: string;
  /** Discord's image CDN; the web app builds avatar URLs on it. */
  cdnBaseUrl: string;
}

export const DEMO_DISCORD_PREFIX = '/sandbox/discord';

export function discordEndpoints(config: Pick<Config, 'demoMode' | 'publicUrl'>): DiscordEndpoints {
  if (config.demoMode) {
    const base = `${config.publicUrl}${DEMO_DISCORD_PREFIX}`;
    return {
      webBaseUrl: base,
      apiBaseUrl: `${base}/api`,
      cdnBaseUrl: 'https://cdn.discordapp.com',
    };
  }
  return {
    webBaseUrl: 'https://discord.com',
    apiBaseUrl: 'https://discord.com/api',
    cdnBaseUrl: 'https://cdn.discordapp.com',
  };
}

/** Administrator (8) plus the scopes our bot needs to create and answer commands. */
export function botInviteUrl(endpoints: DiscordEndpoints, clientId: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    permissions: '8',
    scope: 'bot applications.commands',
  });
  return `${endpoints.webBaseUrl}/oauth2/authorize?${query.toString()}`;
}
