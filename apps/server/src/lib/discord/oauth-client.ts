import { createHash, randomBytes } from 'node:crypto';
import { REST } from '@discordjs/rest';
import {
  type APIUser,
  type RESTGetAPICurrentUserGuildsResult,
  type RESTPostOAuth2AccessTokenResult,
  Routes,
} from 'discord-api-types/v10';
import type { DiscordEndpoints } from '../../config.ts';

/** Exactly what the sign-in page says we read (ADR 0004). */
const SIGN_IN_SCOPES = ['identify', 'email', 'guilds'] as const;

export interface DiscordOAuthSettings {
  endpoints: DiscordEndpoints;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export function createPkcePair(): PkcePair {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Discord's OAuth2 authorization-code flow with PKCE, through @discordjs/rest
 * so that errors arrive as its typed DiscordAPIError (status, code, method, url).
 */
export class DiscordOAuthClient {
  constructor(private readonly settings: DiscordOAuthSettings) {}

  authorizeUrl(state: string, codeChallenge: string): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      scope: SIGN_IN_SCOPES.join(' '),
      redirect_uri: this.settings.redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    return `${this.settings.endpoints.webBaseUrl}/oauth2/authorize?${query.toString()}`;
  }

  async exchangeCode(code: string, codeVerifier: string): Promise<RESTPostOAuth2AccessTokenResult> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString(
      'base64',
    );
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      code_verifier: codeVerifier,
    });
    return (await this.rest().post('/oauth2/token', {
      auth: false,
      body,
      passThroughBody: true,
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    })) as RESTPostOAuth2AccessTokenResult;
  }

  async currentUser(accessToken: string): Promise<APIUser> {
    return (await this.rest(accessToken).get('/users/@me')) as APIUser;
  }

  async guilds(accessToken: string): Promise<RESTGetAPICurrentUserGuildsResult> {
    return (await this.rest(accessToken).get(
      Routes.userGuilds(),
    )) as RESTGetAPICurrentUserGuildsResult;
  }

  private rest(accessToken?: string): REST {
    const rest = new REST({
      api: this.settings.endpoints.apiBaseUrl,
      cdn: this.settings.endpoints.cdnBaseUrl,
      authPrefix: 'Bearer',
      retries: 1,
      timeout: 10_000,
    });
    return accessToken ? rest.setToken(accessToken) : rest;
  }
}
