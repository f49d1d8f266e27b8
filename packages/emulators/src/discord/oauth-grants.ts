import { randomInt } from 'node:crypto';

/** Discord's lifetimes: codes last 10 minutes, access tokens a week. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_LIFETIME_S = 604_800;

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 30 alphanumeric characters, the length and alphabet of Discord's codes and tokens. */
function randomToken(): string {
  let token = '';
  for (let index = 0; index < 30; index += 1) {
    token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  }
  return token;
}

export interface AuthorizationCode {
  code: string;
  clientId: string;
  userId: string;
  scopes: readonly string[];
  redirectUri: string;
  /** The S256 challenge sent to /oauth2/authorize, when the client used PKCE. */
  codeChallenge: string | null;
  expiresAt: number;
  redeemed: boolean;
  /** What the redemption issued; a replay of the code revokes it. */
  grantId: string | null;
}

/** One authorization: a live access token and the refresh token that replaces it. */
export interface Grant {
  id: string;
  clientId: string;
  userId: string;
  scopes: readonly string[];
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
}

export class OAuthGrants {
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly byAccessToken = new Map<string, Grant>();
  private readonly byRefreshToken = new Map<string, Grant>();
  private nextGrantId = 1;

  constructor(private readonly now: () => number) {}

  issueCode(input: Omit<AuthorizationCode, 'code' | 'expiresAt' | 'redeemed' | 'grantId'>): string {
    this.forgetExpiredCodes();
    const code = randomToken();
    this.codes.set(code, {
      ...input,
      code,
      expiresAt: this.now() + CODE_LIFETIME_MS,
      redeemed: false,
      grantId: null,
    });
    return code;
  }

  /**
   * Takes a code for redemption by `clientId`: null if it is unknown, expired or
   * another client's. Codes are single use: the first call spends it whatever
   * the outcome, and a replay also revokes the tokens the first redemption
   * issued (RFC 6749 section 4.1.2), since the code has evidently leaked.
   */
  redeemCode(code: string, clientId: string): AuthorizationCode | null {
    const found = this.codes.get(code);
    if (!found || found.clientId !== clientId || found.expiresAt <= this.now()) return null;
    if (found.redeemed) {
      if (found.grantId !== null) this.revokeGrant(found.grantId);
      this.codes.delete(code);
      return null;
    }
    found.redeemed = true;
    return found;
  }

  issueGrant(code: AuthorizationCode): Grant {
    const grant: Grant = {
      id: String(this.nextGrantId),
      clientId: code.clientId,
      userId: code.userId,
      scopes: code.scopes,
      accessToken: randomToken(),
      accessTokenExpiresAt: this.now() + ACCESS_TOKEN_LIFETIME_S * 1000,
      refreshToken: randomToken(),
    };
    this.nextGrantId += 1;
    code.grantId = grant.id;
    this.index(grant);
    return grant;
  }

  /** Rotates both tokens of the grant behind `refreshToken`; the old pair stops working. */
  refresh(refreshToken: string, clientId: string): Grant | null {
    const grant = this.byRefreshToken.get(refreshToken);
    if (!grant || grant.clientId !== clientId) return null;
    this.unindex(grant);
    grant.accessToken = randomToken();
    grant.accessTokenExpiresAt = this.now() + ACCESS_TOKEN_LIFETIME_S * 1000;
    grant.refreshToken = randomToken();
    this.index(grant);
    return grant;
  }

  /** Revoking either token ends the whole grant, as on Discord. Unknown tokens are ignored. */
  revoke(token: string, clientId: string): void {
    const grant = this.byAccessToken.get(token) ?? this.byRefreshToken.get(token);
    if (grant && grant.clientId === clientId) this.unindex(grant);
  }

  findByAccessToken(accessToken: string): Grant | null {
    const grant = this.byAccessToken.get(accessToken);
    return grant && grant.accessTokenExpiresAt > this.now() ? grant : null;
  }

  clear(): void {
    this.codes.clear();
    this.byAccessToken.clear();
    this.byRefreshToken.clear();
    this.nextGrantId = 1;
  }

  private revokeGrant(grantId: string): void {
    for (const grant of this.byAccessToken.values()) {
      if (grant.id === grantId) this.unindex(grant);
    }
  }

  private index(grant: Grant): void {
    this.byAccessToken.set(grant.accessToken, grant);
    this.byRefreshToken.set(grant.refreshToken, grant);
  }

  private unindex(grant: Grant): void {
    this.byAccessToken.delete(grant.accessToken);
    this.byRefreshToken.delete(grant.refreshToken);
  }

  private forgetExpiredCodes(): void {
    const now = this.now();
    for (const [code, entry] of this.codes) {
      if (entry.expiresAt <= now) this.codes.delete(code);
    }
  }
}
