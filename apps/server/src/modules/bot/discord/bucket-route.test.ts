import { describe, expect, it } from 'vitest';
import { apiPath, bucketRouteOf, isInteractionEndpoint } from './bucket-route.ts';

const GUILD = '1310000000000000201';
const CHANNEL = '1310000000000000401';
const BASE = 'https://discord.com/api/v10';

describe('bucketRouteOf', () => {
  it("keys a request by its route's shape and its major parameter", () => {
    expect(bucketRouteOf('post', `${BASE}/guilds/${GUILD}/channels`)).toEqual({
      route: 'POST /guilds/:id/channels',
      major: GUILD,
    });
    expect(bucketRouteOf('POST', `${BASE}/channels/${CHANNEL}/messages?x=1`)).toEqual({
      route: 'POST /channels/:id/messages',
      major: CHANNEL,
    });
    expect(bucketRouteOf('PATCH', `${BASE}/webhooks/${GUILD}/a.b-c/messages/%40original`)).toEqual({
      route: 'PATCH /webhooks/:id/:token/messages/%40original',
      major: `${GUILD}/a.b-c`,
    });
    expect(bucketRouteOf('GET', `${BASE}/oauth2/applications/@me`)).toEqual({
      route: 'GET /oauth2/applications/@me',
      major: '',
    });
  });

  it('counts a channel delete in its server once the caller names it', () => {
    const guildOf = (id: string) => (id === CHANNEL ? GUILD : undefined);

    expect(bucketRouteOf('DELETE', `${BASE}/channels/${CHANNEL}`, guildOf).major).toBe(
      `guild:${GUILD}`,
    );
    expect(bucketRouteOf('GET', `${BASE}/channels/${CHANNEL}`, guildOf).major).toBe(CHANNEL);
    expect(bucketRouteOf('DELETE', `${BASE}/channels/${GUILD}`, guildOf).major).toBe(GUILD);
  });

  it('reads the path below the API version, on Discord or the emulator', () => {
    expect(apiPath(`http://127.0.0.1:3000/sandbox/discord/api/v10/guilds/${GUILD}`)).toBe(
      `/guilds/${GUILD}`,
    );
    expect(apiPath('https://discord.com/api/webhooks/1/t')).toBe('/webhooks/1/t');
  });
});

describe('interaction endpoints', () => {
  it("are an interaction's callback and the application's own token webhook, nothing else", () => {
    const api = 'https://discord.com/api/v10';
    expect(isInteractionEndpoint(`${api}/interactions/123456789012345678/tok/callback`, '42')).toBe(
      true,
    );
    expect(isInteractionEndpoint(`${api}/webhooks/42/tok/messages/@original`, '42')).toBe(true);
    expect(isInteractionEndpoint(`${api}/webhooks/43/tok/messages/@original`, '42')).toBe(false);
    expect(isInteractionEndpoint(`${api}/channels/42/messages`, '42')).toBe(false);
  });
});
