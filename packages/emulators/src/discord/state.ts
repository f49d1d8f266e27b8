import type { EmulatedGuild, EmulatedUser } from './model.ts';
import { OAuthGrants } from './oauth-grants.ts';
import { RateLimiter } from './rate-limit.ts';
import { seedDiscordState } from './seed.ts';
import { SnowflakeGenerator } from './snowflake.ts';

/**
 * The emulated application's credentials in demo mode. They protect nothing:
 * the emulator only exists locally. apps/server's config uses the same values.
 */
export const DEMO_DISCORD_CREDENTIALS = {
  applicationId: '1310000000000000001',
  clientSecret: 'demo-client-secret',
  botToken: 'demo-bot-token',
  applicationName: 'Guildsmith',
} as const;

export interface DiscordStateOptions {
  applicationId?: string;
  clientSecret?: string;
  botToken?: string;
  applicationName?: string;
  /** The OAuth2 redirect URIs registered for the application; others are refused. */
  redirectUris: readonly string[];
  /** The origin browsers reach the host app on (no trailing slash), for absolute links. */
  publicBaseUrl: string;
  /** Milliseconds since the epoch; tests pass their own clock to expire codes and windows. */
  now?: () => number;
}

export interface DiscordApplication {
  id: string;
  name: string;
  clientSecret: string;
  botToken: string;
  redirectUris: readonly string[];
  publicBaseUrl: string;
}

/**
 * Everything one emulated Discord knows, in memory. The maps are the stores
 * routes read and write; reset() refills them in place with the seed data, so
 * references held elsewhere stay valid.
 */
export class DiscordState {
  readonly application: DiscordApplication;
  /** The bot user; Discord gives it the application's id. */
  readonly botUser: EmulatedUser;
  readonly users = new Map<string, EmulatedUser>();
  readonly guilds = new Map<string, EmulatedGuild>();
  readonly grants: OAuthGrants;
  /** Tests set `rateLimits.mode` to 'strict' or 'off'. */
  readonly rateLimits: RateLimiter;
  readonly snowflakes: SnowflakeGenerator;
  readonly now: () => number;

  constructor(options: DiscordStateOptions) {
    // Fail at start-up, not at the first redirect, on a misconfigured URI.
    for (const uri of options.redirectUris) new URL(uri);
    this.now = options.now ?? Date.now;
    this.application = {
      id: options.applicationId ?? DEMO_DISCORD_CREDENTIALS.applicationId,
      name: options.applicationName ?? DEMO_DISCORD_CREDENTIALS.applicationName,
      clientSecret: options.clientSecret ?? DEMO_DISCORD_CREDENTIALS.clientSecret,
      botToken: options.botToken ?? DEMO_DISCORD_CREDENTIALS.botToken,
      redirectUris: [...options.redirectUris],
      publicBaseUrl: options.publicBaseUrl.replace(/\/+$/, ''),
    };
    this.botUser = {
      id: this.application.id,
      username: this.application.name,
      discriminator: '0871',
      globalName: null,
      avatar: null,
      email: null,
      verified: true,
      bot: true,
    };
    this.grants = new OAuthGrants(this.now);
    this.rateLimits = new RateLimiter(this.now);
    this.snowflakes = new SnowflakeGenerator(this.now);
    seedDiscordState(this);
  }

  /** Back to the seed data: users, guilds, no grants, default rate limits. */
  reset(): void {
    this.users.clear();
    this.guilds.clear();
    this.grants.clear();
    this.rateLimits.reset();
    this.snowflakes.reset();
    seedDiscordState(this);
  }
}

export function createDiscordState(options: DiscordStateOptions): DiscordState {
  return new DiscordState(options);
}
