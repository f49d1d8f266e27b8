import { OAuth2Scopes } from 'discord-api-types/v10';
import { z } from 'zod';
import { parsePermissions } from './permissions.ts';
import { parseScopes, type SupportedScope } from './scopes.ts';
import { isSnowflake } from './snowflake.ts';
import type { DiscordApplication } from './state.ts';

interface AuthorizeRequestBase {
  clientId: string;
  scopes: SupportedScope[];
  /** 'code' when the client wants an authorization code back on its redirect. */
  responseType: 'code' | null;
  state: string | null;
  codeChallenge: string | null;
}

/** A sign-in: an authorization code goes back to the client's redirect. */
export interface SignInRequest extends AuthorizeRequestBase {
  flow: 'sign-in';
  redirectUri: string;
}

/** A `bot` scope request: someone adds the bot to a server they manage. */
export interface BotInviteRequest extends AuthorizeRequestBase {
  flow: 'bot-invite';
  /** Null for a plain invite link, which ends on our own success page. */
  redirectUri: string | null;
  permissions: bigint;
  /** The guild the invite preselects, then the one chosen. */
  guildId: string | null;
}

/** A validated /oauth2/authorize request, as the consent page and its form submission share it. */
export type AuthorizeRequest = SignInRequest | BotInviteRequest;

export type AuthorizeValidation =
  | { outcome: 'valid'; request: AuthorizeRequest }
  /** The client or redirect is not trustworthy: show an error page, never redirect. */
  | { outcome: 'error-page'; message: string }
  /** The redirect is registered: report the error to the client there (RFC 6749 4.1.2.1). */
  | {
      outcome: 'error-redirect';
      location: string;
    };

const optionalParam = z.string().optional();

/** Duplicate parameters arrive as arrays and fail here: ambiguous requests are refused. */
const authorizeParams = z.looseObject({
  client_id: optionalParam,
  response_type: optionalParam,
  scope: optionalParam,
  redirect_uri: optionalParam,
  state: optionalParam,
  code_challenge: optionalParam,
  code_challenge_method: optionalParam,
  permissions: optionalParam,
  guild_id: optionalParam,
});

type AuthorizeParams = z.infer<typeof authorizeParams>;

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** `uri` with `params` added to its query, keeping what the client already put there. */
export function withQuery(uri: string, params: Record<string, string | null>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}

interface AuthorizeProblem {
  error: string;
  description: string;
}

const INVALID_SCOPE: AuthorizeProblem = {
  error: 'invalid_scope',
  description: 'The requested scope is invalid, unknown, or malformed.',
};

function requestProblem(
  params: AuthorizeParams,
  isBotInvite: boolean,
  hasRedirect: boolean,
): AuthorizeProblem | null {
  const codeRequired = hasRedirect && !isBotInvite;
  if (
    (params.response_type !== undefined && params.response_type !== 'code') ||
    (codeRequired && params.response_type === undefined)
  ) {
    return {
      error: 'unsupported_response_type',
      description:
        'The authorization server does not support obtaining an authorization code using this method.',
    };
  }
  const challenge = params.code_challenge;
  const method = params.code_challenge_method;
  const usesPkce = challenge !== undefined || method !== undefined;
  if (usesPkce && (method !== 'S256' || !challenge || !PKCE_CHALLENGE.test(challenge))) {
    return {
      error: 'invalid_request',
      description:
        'PKCE needs a code_challenge (43-128 characters) with code_challenge_method S256.',
    };
  }
  if (params.permissions !== undefined && parsePermissions(params.permissions) === null) {
    return { error: 'invalid_request', description: 'Invalid "permissions" in request.' };
  }
  if (params.guild_id !== undefined && !isSnowflake(params.guild_id)) {
    return { error: 'invalid_request', description: 'Invalid "guild_id" in request.' };
  }
  return null;
}

/**
 * Checks an authorize request in the order that keeps redirects safe: first
 * the client and the redirect URI (errors there are shown, never redirected),
 * then everything else (reported to the now trusted redirect URI).
 */
export function validateAuthorizeRequest(
  application: DiscordApplication,
  input: unknown,
): AuthorizeValidation {
  const parsed = authorizeParams.safeParse(input);
  if (!parsed.success) return { outcome: 'error-page', message: 'Invalid OAuth2 request' };
  const params = parsed.data;

  if (params.client_id !== application.id) {
    return { outcome: 'error-page', message: 'Invalid OAuth2 client_id' };
  }
  const redirectUri = params.redirect_uri ?? null;
  const isBotInvite = (params.scope ?? '').split(' ').includes(OAuth2Scopes.Bot);
  if (redirectUri === null ? !isBotInvite : !application.redirectUris.includes(redirectUri)) {
    return { outcome: 'error-page', message: 'Invalid OAuth2 redirect_uri' };
  }

  const report = (problem: AuthorizeProblem): AuthorizeValidation =>
    redirectUri === null
      ? { outcome: 'error-page', message: problem.description }
      : {
          outcome: 'error-redirect',
          location: withQuery(redirectUri, {
            error: problem.error,
            error_description: problem.description,
            state: params.state ?? null,
          }),
        };
  const scopes = parseScopes(params.scope ?? '');
  if (scopes === null) return report(INVALID_SCOPE);
  const problem = requestProblem(params, isBotInvite, redirectUri !== null);
  if (problem) return report(problem);

  const base: AuthorizeRequestBase = {
    clientId: application.id,
    scopes,
    responseType: params.response_type === 'code' ? 'code' : null,
    state: params.state ?? null,
    codeChallenge: params.code_challenge ?? null,
  };
  if (!isBotInvite && redirectUri !== null) {
    return { outcome: 'valid', request: { ...base, flow: 'sign-in', redirectUri } };
  }
  return {
    outcome: 'valid',
    request: {
      ...base,
      flow: 'bot-invite',
      redirectUri,
      permissions: parsePermissions(params.permissions ?? '0') ?? 0n,
      guildId: params.guild_id ?? null,
    },
  };
}

/** The request as form fields, so the consent form can submit it back for re-validation. */
export function authorizeFields(request: AuthorizeRequest): Array<[string, string]> {
  const fields: Array<[string, string | null]> = [
    ['client_id', request.clientId],
    ['scope', request.scopes.join(' ')],
    ['response_type', request.responseType],
    ['redirect_uri', request.redirectUri],
    ['state', request.state],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', request.codeChallenge === null ? null : 'S256'],
  ];
  if (request.flow === 'bot-invite') {
    fields.push(['permissions', request.permissions.toString()], ['guild_id', request.guildId]);
  }
  return fields.filter((field): field is [string, string] => field[1] !== null);
}

/** The query string of the consent page itself, for links that return to it. */
export function authorizeQuery(request: AuthorizeRequest): string {
  return new URLSearchParams(authorizeFields(request)).toString();
}

/**
 * The RFC 6749 redirect a Cancel produces. Null for a bot invite without a
 * redirect, which has nowhere to go and ends on a page instead.
 */
export function accessDeniedLocation(request: AuthorizeRequest): string | null {
  if (request.redirectUri === null) return null;
  return withQuery(request.redirectUri, {
    error: 'access_denied',
    error_description: 'The resource owner or authorization server denied the request',
    state: request.state,
  });
}
