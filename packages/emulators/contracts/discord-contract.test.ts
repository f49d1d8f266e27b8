import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiscordContract } from './discord-contract.ts';

const contract = DiscordContract.load();
const GUILD = '1310000000000000201';
const ROLE = '1310000000000000301';

describe('the document', () => {
  it('is the copy taken from Discord, unedited', () => {
    const bytes = readFileSync(new URL('./discord-openapi.json', import.meta.url));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      '8c1d0707ccdf8e380a86dfba04058820a66435c1b69d5ed82e04dd8c0520dd73',
    );
  });
});

describe('finding operations', () => {
  it('prefers literal segments, also percent-encoded as @discordjs/rest sends them', () => {
    expect(contract.find('GET', '/users/@me')?.template).toBe('/users/@me');
    expect(contract.find('GET', `/users/${GUILD}`)?.template).toBe('/users/{user_id}');
    expect(contract.find('PATCH', `/webhooks/${GUILD}/abc/messages/%40original`)?.template).toBe(
      '/webhooks/{webhook_id}/{webhook_token}/messages/@original',
    );
  });

  it('reports requests and answers for operations the document lacks', () => {
    expect(contract.checkRequest({ method: 'POST', path: '/oauth2/token' })).toEqual([
      'POST /oauth2/token: no such operation in the document',
    ]);
    expect(
      contract.checkResponse({ method: 'DELETE', path: `/guilds/${GUILD}`, status: 204 }),
    ).toEqual([`DELETE /guilds/${GUILD}: no such operation in the document`]);
  });
});

describe('requests', () => {
  const createRole = (body: unknown, auth: 'bot' | 'none' = 'bot') =>
    contract.checkRequest({ method: 'POST', path: `/guilds/${GUILD}/roles`, body, auth });

  it('takes integers as int-parseable strings too, within their bounds', () => {
    expect(createRole({ name: 'Mod', permissions: '8192', color: 3447003 })).toEqual([]);
    expect(createRole({ name: 'Mod', permissions: 8192 })).toEqual([]);
    expect(createRole({ name: 'Mod', permissions: 'all' })).not.toEqual([]);
    expect(createRole({ name: 'Mod', color: '16777216' })).not.toEqual([]);
  });

  it('refuses properties the document does not name, however deep', () => {
    expect(createRole({ name: 'Mod', colour: 5 })).toEqual([
      'POST /guilds/{guild_id}/roles body (root) must NOT have unevaluated properties (unevaluatedProperty="colour")',
    ]);
    const overwrite = { id: ROLE, type: 0, allow: '1024', deny: '0', inherit: true };
    const channel = contract.checkRequest({
      method: 'POST',
      path: `/guilds/${GUILD}/channels`,
      body: { name: 'rules', permission_overwrites: [overwrite] },
    });
    expect(channel.join('\n')).toContain('/permission_overwrites/0');
    expect(channel.join('\n')).toContain('unevaluatedProperty="inherit"');
  });

  it('checks path parameters, query parameters and authorization', () => {
    expect(contract.checkRequest({ method: 'GET', path: '/guilds/general' }).join()).toContain(
      'path guild_id',
    );
    const messages = (query: Record<string, string>) =>
      contract.checkRequest({ method: 'GET', path: `/channels/${GUILD}/messages`, query });
    expect(messages({ limit: '50', before: ROLE })).toEqual([]);
    expect(messages({ limit: '500' }).join()).toContain('query limit');
    expect(messages({ page: '2' })).toEqual([
      'GET /channels/{channel_id}/messages query page: the document names no such parameter',
    ]);
    expect(createRole({ name: 'Mod' }, 'none')).toEqual([
      'POST /guilds/{guild_id}/roles: sent with none authorization; the document allows bot',
    ]);
  });

  it('names the form of a union that came closest', () => {
    const problems = contract.checkRequest({
      method: 'POST',
      path: `/interactions/${GUILD}/token/callback`,
      body: { type: 4, data: { content: 'hi', emphemeral: true } },
    });
    expect(problems).toEqual([
      'POST /interactions/{interaction_id}/{interaction_token}/callback body (as CreateMessageInteractionCallbackRequest)/data (as IncomingWebhookInteractionRequest) must NOT have unevaluated properties (unevaluatedProperty="emphemeral")',
    ]);
  });
});

describe('answers', () => {
  it('checks the body of the status answered, and bodies composed with allOf as a whole', () => {
    const refusal = {
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        name: { _errors: [{ code: 50035, message: 'Must be between 1 and 100 in length.' }] },
      },
    };
    const check = (status: number, body: unknown) =>
      contract.checkResponse({ method: 'GET', path: `/guilds/${GUILD}/roles`, status, body });
    expect(check(400, refusal)).toEqual([]);
    expect(check(400, { ...refusal, hint: 'x' }).join()).toContain('unevaluatedProperty="hint"');
    expect(check(200, [{ id: ROLE }]).join()).toContain("required property 'name'");
    expect(check(429, { message: 'slow down', code: 0, retry_after: 1.5, global: false })).toEqual(
      [],
    );
  });

  it('wants no body where the document declares none', () => {
    const path = `/guilds/${GUILD}/roles/${ROLE}`;
    expect(contract.checkResponse({ method: 'DELETE', path, status: 204 })).toEqual([]);
    expect(contract.checkResponse({ method: 'DELETE', path, status: 204, body: {} })).toEqual([
      'DELETE /guilds/{guild_id}/roles/{role_id} → 204: the document declares no body',
    ]);
  });

  it('checks snowflakes by the document’s own definition', () => {
    const role = (id: string) =>
      contract.checkComponent('GuildRoleResponse', {
        id,
        name: 'Mod',
        permissions: '0',
        position: 1,
        color: 0,
        colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
        hoist: false,
        managed: false,
        mentionable: false,
        icon: null,
        unicode_emoji: null,
        flags: 0,
      });
    expect(role(ROLE)).toEqual([]);
    expect(role('0')).toEqual([]);
    expect(role('0123').join()).toContain('format "snowflake"');
    expect(role('12a').join()).toContain('format "snowflake"');
  });
});
