import { OAuth2Scopes } from 'discord-api-types/v10';

/**
 * The scopes the emulator grants, each with the plain words Discord's consent
 * screen uses for it. Others are refused with invalid_scope rather than
 * granted without the endpoints behind them.
 */
export const SCOPE_DESCRIPTIONS = {
  [OAuth2Scopes.Identify]: 'Access your username, avatar and banner',
  [OAuth2Scopes.Email]: 'Access your email address',
  [OAuth2Scopes.Guilds]: "Know what servers you're in",
  [OAuth2Scopes.Bot]: 'Add a bot to a server',
  [OAuth2Scopes.ApplicationsCommands]: 'Create commands in a server',
} as const;

export type SupportedScope = keyof typeof SCOPE_DESCRIPTIONS;

function isSupportedScope(scope: string): scope is SupportedScope {
  return Object.hasOwn(SCOPE_DESCRIPTIONS, scope);
}

/** Splits a space-separated scope list; null when it is empty or names a scope we do not grant. */
export function parseScopes(raw: string): SupportedScope[] | null {
  const scopes = [...new Set(raw.split(' ').filter((scope) => scope !== ''))];
  if (scopes.length === 0 || !scopes.every(isSupportedScope)) return null;
  return scopes;
}
