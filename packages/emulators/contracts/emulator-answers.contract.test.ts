import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestProblems } from './check-exchanges.ts';
import { type ContractHarness, startContractHarness } from './contract-harness.ts';
import { DiscordContract } from './discord-contract.ts';
import { playEveryRoute } from './every-route-scenario.ts';

/**
 * The emulator against Discord's published OpenAPI description: every route
 * it serves is in the table below, mapped to the document's operations or
 * with the reason it has none, and every success it answers fits the
 * document's response schema for that operation and status.
 */

const OURS_PAGE = 'the sandbox page and its files: ours, a web page, not Discord API';
const CONSENT = "Discord's OAuth2 consent screen: a web page on discord.com, outside the HTTP API";
const TOKEN =
  "OAuth2's token endpoints (RFC 6749, RFC 7009): Discord documents them with OAuth2, and its description of the HTTP API leaves them out";
const CDN =
  "Discord's CDN (cdn.discordapp.com), where attachment and avatar URLs lead: files, outside the HTTP API";
const CONTROL = "the emulator's control API, for tests and the sandbox page: ours, not Discord's";

type Entry = { operations: string[] } | { outside: string };

/** Every route the emulator registers (below its prefix), and what it is in Discord's terms. */
const ROUTES: Record<string, Entry> = {
  'GET /': { outside: OURS_PAGE },
  'GET /assets/discord.css': { outside: OURS_PAGE },
  'GET /assets/sandbox/:name': { outside: OURS_PAGE },
  'GET /attachments/:channelId/:attachmentId/:filename': { outside: CDN },
  'GET /avatars/:userId/:file': { outside: CDN },
  'GET /embed/avatars/:file': { outside: CDN },
  'GET /invite/:code': { outside: OURS_PAGE },
  'GET /oauth2/authorize': { outside: CONSENT },
  'POST /oauth2/authorize': { outside: CONSENT },
  'POST /api/oauth2/token': { outside: TOKEN },
  'POST /api/v10/oauth2/token': { outside: TOKEN },
  'POST /api/oauth2/token/revoke': { outside: TOKEN },
  'POST /api/v10/oauth2/token/revoke': { outside: TOKEN },
  'GET /api/v10/oauth2/applications/@me': { operations: ['GET /oauth2/applications/@me'] },
  'GET /api/v10/applications/@me': { operations: ['GET /applications/@me'] },
  'GET /api/v10/users/:userId': { operations: ['GET /users/@me', 'GET /users/{user_id}'] },
  'GET /api/v10/users/:userId/guilds': { operations: ['GET /users/@me/guilds'] },
  'GET /api/v10/guilds/:guildId': { operations: ['GET /guilds/{guild_id}'] },
  'PATCH /api/v10/guilds/:guildId': { operations: ['PATCH /guilds/{guild_id}'] },
  'GET /api/v10/guilds/:guildId/welcome-screen': {
    operations: ['GET /guilds/{guild_id}/welcome-screen'],
  },
  'PATCH /api/v10/guilds/:guildId/welcome-screen': {
    operations: ['PATCH /guilds/{guild_id}/welcome-screen'],
  },
  'GET /api/v10/guilds/:guildId/onboarding': { operations: ['GET /guilds/{guild_id}/onboarding'] },
  'PUT /api/v10/guilds/:guildId/onboarding': { operations: ['PUT /guilds/{guild_id}/onboarding'] },
  'GET /api/v10/guilds/:guildId/auto-moderation/rules': {
    operations: ['GET /guilds/{guild_id}/auto-moderation/rules'],
  },
  'POST /api/v10/guilds/:guildId/auto-moderation/rules': {
    operations: ['POST /guilds/{guild_id}/auto-moderation/rules'],
  },
  'GET /api/v10/guilds/:guildId/auto-moderation/rules/:ruleId': {
    operations: ['GET /guilds/{guild_id}/auto-moderation/rules/{rule_id}'],
  },
  'PATCH /api/v10/guilds/:guildId/auto-moderation/rules/:ruleId': {
    operations: ['PATCH /guilds/{guild_id}/auto-moderation/rules/{rule_id}'],
  },
  'DELETE /api/v10/guilds/:guildId/auto-moderation/rules/:ruleId': {
    operations: ['DELETE /guilds/{guild_id}/auto-moderation/rules/{rule_id}'],
  },
  'GET /api/v10/guilds/:guildId/roles': { operations: ['GET /guilds/{guild_id}/roles'] },
  'POST /api/v10/guilds/:guildId/roles': { operations: ['POST /guilds/{guild_id}/roles'] },
  'PATCH /api/v10/guilds/:guildId/roles': { operations: ['PATCH /guilds/{guild_id}/roles'] },
  'PATCH /api/v10/guilds/:guildId/roles/:roleId': {
    operations: ['PATCH /guilds/{guild_id}/roles/{role_id}'],
  },
  'DELETE /api/v10/guilds/:guildId/roles/:roleId': {
    operations: ['DELETE /guilds/{guild_id}/roles/{role_id}'],
  },
  'GET /api/v10/guilds/:guildId/members/:userId': {
    operations: ['GET /guilds/{guild_id}/members/{user_id}'],
  },
  'PUT /api/v10/guilds/:guildId/members/:userId/roles/:roleId': {
    operations: ['PUT /guilds/{guild_id}/members/{user_id}/roles/{role_id}'],
  },
  'DELETE /api/v10/guilds/:guildId/members/:userId/roles/:roleId': {
    operations: ['DELETE /guilds/{guild_id}/members/{user_id}/roles/{role_id}'],
  },
  'GET /api/v10/guilds/:guildId/channels': { operations: ['GET /guilds/{guild_id}/channels'] },
  'POST /api/v10/guilds/:guildId/channels': { operations: ['POST /guilds/{guild_id}/channels'] },
  'PATCH /api/v10/guilds/:guildId/channels': { operations: ['PATCH /guilds/{guild_id}/channels'] },
  'GET /api/v10/channels/:channelId': { operations: ['GET /channels/{channel_id}'] },
  'PATCH /api/v10/channels/:channelId': { operations: ['PATCH /channels/{channel_id}'] },
  'DELETE /api/v10/channels/:channelId': { operations: ['DELETE /channels/{channel_id}'] },
  'POST /api/v10/channels/:channelId/messages': {
    operations: ['POST /channels/{channel_id}/messages'],
  },
  'GET /api/v10/channels/:channelId/messages': {
    operations: ['GET /channels/{channel_id}/messages'],
  },
  'GET /api/v10/channels/:channelId/messages/:messageId': {
    operations: ['GET /channels/{channel_id}/messages/{message_id}'],
  },
  'PATCH /api/v10/channels/:channelId/messages/:messageId': {
    operations: ['PATCH /channels/{channel_id}/messages/{message_id}'],
  },
  'DELETE /api/v10/channels/:channelId/messages/:messageId': {
    operations: ['DELETE /channels/{channel_id}/messages/{message_id}'],
  },
  'POST /api/v10/channels/:channelId/invites': {
    operations: ['POST /channels/{channel_id}/invites'],
  },
  'GET /api/v10/channels/:channelId/invites': {
    operations: ['GET /channels/{channel_id}/invites'],
  },
  'GET /api/v10/applications/:applicationId/commands': {
    operations: ['GET /applications/{application_id}/commands'],
  },
  'PUT /api/v10/applications/:applicationId/commands': {
    operations: ['PUT /applications/{application_id}/commands'],
  },
  'GET /api/v10/applications/:applicationId/guilds/:guildId/commands': {
    operations: ['GET /applications/{application_id}/guilds/{guild_id}/commands'],
  },
  'PUT /api/v10/applications/:applicationId/guilds/:guildId/commands': {
    operations: ['PUT /applications/{application_id}/guilds/{guild_id}/commands'],
  },
  'POST /api/v10/interactions/:interactionId/:token/callback': {
    operations: ['POST /interactions/{interaction_id}/{interaction_token}/callback'],
  },
  'POST /api/v10/webhooks/:webhookId/:token': {
    operations: ['POST /webhooks/{webhook_id}/{webhook_token}'],
  },
  'GET /api/v10/webhooks/:webhookId/:token/messages/:messageId': {
    operations: [
      'GET /webhooks/{webhook_id}/{webhook_token}/messages/@original',
      'GET /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
    ],
  },
  'PATCH /api/v10/webhooks/:webhookId/:token/messages/:messageId': {
    operations: [
      'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
      'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
    ],
  },
  'DELETE /api/v10/webhooks/:webhookId/:token/messages/:messageId': {
    operations: ['DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'],
  },
  // Incoming webhook URLs carry no version; Discord answers them as the v10 routes.
  'POST /api/webhooks/:webhookId/:token': {
    operations: ['POST /webhooks/{webhook_id}/{webhook_token}'],
  },
  'GET /api/webhooks/:webhookId/:token/messages/:messageId': {
    operations: ['GET /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'],
  },
  'PATCH /api/webhooks/:webhookId/:token/messages/:messageId': {
    operations: ['PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'],
  },
  'DELETE /api/webhooks/:webhookId/:token/messages/:messageId': {
    operations: ['DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'],
  },
  'GET /control/guilds': { outside: CONTROL },
  'POST /control/guilds': { outside: CONTROL },
  'GET /control/guilds/:guildId': { outside: CONTROL },
  'GET /control/guilds/:guildId/commands': { outside: CONTROL },
  'GET /control/activity': { outside: CONTROL },
  'POST /control/guilds/:guildId/members': { outside: CONTROL },
  'POST /control/guilds/:guildId/join': { outside: CONTROL },
  'GET /control/guilds/:guildId/members/:userId/channels': { outside: CONTROL },
  'POST /control/channels/:channelId/messages': { outside: CONTROL },
  'PUT /control/guilds/:guildId/bot-permissions': { outside: CONTROL },
  'POST /control/command': { outside: CONTROL },
  'POST /control/autocomplete': { outside: CONTROL },
  'POST /control/component': { outside: CONTROL },
  'POST /control/modal': { outside: CONTROL },
  'GET /control/interactions/:interactionId/messages': { outside: CONTROL },
  'GET /control/interactions-url': { outside: CONTROL },
  'PUT /control/interactions-url': { outside: CONTROL },
  'POST /control/ping': { outside: CONTROL },
  'GET /control/webhooks': { outside: CONTROL },
  'POST /control/webhooks': { outside: CONTROL },
  'GET /control/webhooks/:webhookId/messages': { outside: CONTROL },
  'GET /control/rate-limits': { outside: CONTROL },
  'PUT /control/rate-limits': { outside: CONTROL },
  'POST /control/rate-limits/storms': { outside: CONTROL },
  'DELETE /control/rate-limits/storms': { outside: CONTROL },
  'GET /control/users': { outside: CONTROL },
  'PUT /control/message-content-intent': { outside: CONTROL },
  'POST /control/reset': { outside: CONTROL },
};

const contract = DiscordContract.load();
let harness: ContractHarness;

beforeAll(async () => {
  harness = await startContractHarness();
  await playEveryRoute(harness);
});

afterAll(async () => {
  await harness?.close();
});

describe('the route table', () => {
  it('lists every route the emulator serves, and nothing it does not', () => {
    expect([...harness.routes].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('maps every Discord route to operations the document has', () => {
    const known = new Set(contract.operations().map((op) => `${op.method} ${op.template}`));
    const missing = Object.entries(ROUTES).flatMap(([route, entry]) =>
      'operations' in entry
        ? entry.operations
            .filter((operation) => !known.has(operation))
            .map((op) => `${route}: ${op}`)
        : [],
    );
    expect(missing).toEqual([]);
  });
});

describe('successful answers', () => {
  it('reach every listed operation, each through the route the table names', () => {
    const reached = new Map<string, Set<string>>();
    for (const exchange of harness.exchanges) {
      if (exchange.status >= 300 || !exchange.route) continue;
      const found = contract.find(exchange.method, exchange.path);
      if (!found) continue;
      const route = `${exchange.method} /api${exchange.route}`;
      const operations = reached.get(route) ?? new Set<string>();
      operations.add(`${exchange.method} ${found.template}`);
      reached.set(route, operations);
    }
    const expected = Object.fromEntries(
      Object.entries(ROUTES).flatMap(([route, entry]) =>
        'operations' in entry ? [[route, [...entry.operations].sort()]] : [],
      ),
    );
    const actual = Object.fromEntries(
      [...reached].map(([route, operations]) => [route, [...operations].sort()]),
    );
    expect(actual).toEqual(expected);
  });

  it('come from requests Discord would take', () => {
    const inDocument = harness.exchanges.filter((exchange) =>
      contract.find(exchange.method, exchange.path),
    );
    expect(requestProblems(contract, inDocument)).toEqual([]);
  });

  it("fit the document's response schema for their operation and status", () => {
    const problems = harness.exchanges
      .filter((exchange) => exchange.status < 300 && contract.find(exchange.method, exchange.path))
      .flatMap((exchange) =>
        contract.checkResponse({
          method: exchange.method,
          path: exchange.path,
          status: exchange.status,
          body: exchange.responseBody,
        }),
      );
    expect(problems).toEqual([]);
  });
});
