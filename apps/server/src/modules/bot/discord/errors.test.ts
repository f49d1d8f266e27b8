import { DiscordAPIError, HTTPError } from '@discordjs/rest';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-config.ts';
import { DiscordApiError, routeOf, toDiscordApiError } from './errors.ts';
import { createDiscordBot } from './from-config.ts';

const body = { body: undefined, files: undefined };

describe('toDiscordApiError', () => {
  it('keeps status, Discord code, method and route of an API error', () => {
    const error = toDiscordApiError(
      new DiscordAPIError(
        { code: 50_013, message: 'Missing Permissions' },
        50_013,
        403,
        'POST',
        'https://discord.com/api/v10/guilds/1/channels',
        body,
      ),
      'POST',
      '/guilds/1/channels',
    );
    expect(error).toBeInstanceOf(DiscordApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 50_013,
      method: 'POST',
      route: '/guilds/1/channels',
      message: 'Missing Permissions',
      retryable: false,
      gone: false,
    });
  });

  it('treats 5xx, 429 and lost answers as retryable and unknown objects as gone', () => {
    const http = toDiscordApiError(
      new HTTPError(502, 'Bad Gateway', 'GET', 'https://discord.com/api/v10/guilds/1', body),
      'GET',
      '/guilds/1',
    );
    expect(http).toMatchObject({ status: 502, code: 0, retryable: true });
    expect(toDiscordApiError(new Error('socket hang up'), 'GET', '/guilds/1')).toMatchObject({
      status: 0,
      retryable: true,
    });
    const gone = new DiscordApiError('Unknown Channel', 404, 10_003, 'DELETE', '/channels/1');
    expect(gone.gone).toBe(true);
    expect(new DiscordApiError('Unknown Role', 404, 10_011, 'DELETE', '/x').gone).toBe(true);
    expect(new DiscordApiError('Unknown Message', 404, 10_008, 'DELETE', '/x').gone).toBe(true);
  });

  it('never keeps an interaction token in the route', () => {
    expect(
      routeOf('https://discord.com/api/v10/webhooks/123/aW50ZXJhY3Rpb24.secret/messages/@original'),
    ).toBe('/webhooks/123/:token/messages/@original');
    expect(routeOf('/interactions/99/tok-en/callback')).toBe('/interactions/99/:token/callback');
  });
});

describe('createDiscordBot', () => {
  it('points at the emulator in demo mode', () => {
    const config = testConfig();
    const bot = createDiscordBot(config);
    expect(config.demoMode).toBe(true);
    expect(bot.applicationId).toBe(config.discordClientId);
  });
});
