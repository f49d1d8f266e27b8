/**
 * One pass over every REST route the emulator serves, each answered with
 * success at least once: what the contract test holds against the document.
 * The calls are the kinds the product makes (sign-in, the build, undo,
 * command registration, interaction replies, the feedback webhook) plus the
 * emulator's other routes.
 */

import { SEED_GUILD_IDS, SEED_USER_IDS } from '../src/discord/seed.ts';
import { bearer, CLIENT_ID, signIn } from '../src/discord/test-support.ts';
import { DEMO_FEEDBACK_WEBHOOK } from '../src/discord/webhooks.ts';
import type { ContractHarness } from './contract-harness.ts';
import { playLiveSystemRoutes } from './live-systems-scenario.ts';

type Id = { id: string };

const WELCOME = {
  content: 'Welcome <@1310000000000000101>, read <#1310000000000000201>.',
  embeds: [{ title: 'Welcome', description: 'Glad you are here', color: 0x5865f2 }],
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'Verify', custom_id: 'verify' },
        { type: 2, style: 5, label: 'Docs', url: 'https://example.test/docs' },
      ],
    },
  ],
  allowed_mentions: { parse: [] },
};

const COMMANDS = [
  {
    name: 'activate',
    description: 'Activate a license key',
    default_member_permissions: '8',
    contexts: [0],
    options: [{ type: 3, name: 'key', description: 'Your key', required: true }],
  },
  { name: 'help', description: 'How it works', contexts: [0] },
];

async function signInRoutes(h: ContractHarness) {
  const tokens = await signIn(h.app, SEED_USER_IDS.ava);
  await h.call('GET', '/users/@me', { headers: bearer(tokens.access_token) });
  await h.call('GET', '/users/@me/guilds?with_counts=true', {
    headers: bearer(tokens.access_token),
  });
  await h.call('GET', '/users/@me');
  await h.call('GET', `/users/${SEED_USER_IDS.lars}`);
}

async function guildRoutes(h: ContractHarness, guildId: string) {
  await h.call('GET', `/guilds/${guildId}?with_counts=true`);
  await h.call('GET', `/guilds/${guildId}`);
  await h.call('GET', '/oauth2/applications/@me');
  await h.call('GET', `/guilds/${guildId}/members/${SEED_USER_IDS.ava}`);
  await h.call('GET', `/guilds/${guildId}/roles`);
  const role = (await h.call('POST', `/guilds/${guildId}/roles`, {
    body: { name: 'Moderator', permissions: '8192', color: 0x3498db, hoist: true },
  })) as { body: Id };
  const spare = (await h.call('POST', `/guilds/${guildId}/roles`, { body: { name: 'Spare' } })) as {
    body: Id;
  };
  await h.call('PATCH', `/guilds/${guildId}/roles`, {
    body: [{ id: role.body.id, position: 2 }],
  });
  await h.call('PATCH', `/guilds/${guildId}/roles/${role.body.id}`, {
    body: { mentionable: true },
  });
  await h.call('DELETE', `/guilds/${guildId}/roles/${spare.body.id}`);
  return role.body.id;
}

async function channelRoutes(h: ContractHarness, guildId: string, roleId: string) {
  const category = (await h.call('POST', `/guilds/${guildId}/channels`, {
    body: { name: 'Information', type: 4, position: 0 },
  })) as { body: Id };
  const overwrites = [{ id: roleId, type: 0, allow: '1024', deny: '0' }];
  const created: Id[] = [];
  for (const body of [
    { name: 'rules', type: 0, topic: 'Read first', rate_limit_per_user: 5 },
    { name: 'news', type: 5 },
    { name: 'Lounge', type: 2, user_limit: 10 },
    { name: 'Town Hall', type: 13 },
    { name: 'help', type: 15, topic: 'Ask here' },
  ]) {
    const channel = await h.call('POST', `/guilds/${guildId}/channels`, {
      body: { ...body, parent_id: category.body.id, permission_overwrites: overwrites },
    });
    created.push(channel.body as Id);
  }
  const [text, news] = created as [Id, Id];
  await h.call('GET', `/guilds/${guildId}/channels`);
  await h.call('PATCH', `/guilds/${guildId}/channels`, { body: [{ id: news.id, position: 3 }] });
  await h.call('GET', `/channels/${text.id}`);
  await h.call('PATCH', `/channels/${news.id}`, { body: { topic: 'Announcements' } });
  await h.call('DELETE', `/channels/${created[4]?.id}`);
  return text.id;
}

async function messageRoutes(h: ContractHarness, channelId: string) {
  const message = (await h.call('POST', `/channels/${channelId}/messages`, {
    body: { ...WELCOME, nonce: 'welcome-1', enforce_nonce: true },
  })) as { body: Id };
  await h.call('GET', `/channels/${channelId}/messages?limit=10`);
  await h.call('GET', `/channels/${channelId}/messages/${message.body.id}`);
  await h.call('PATCH', `/channels/${channelId}/messages/${message.body.id}`, {
    body: { content: 'Updated', allowed_mentions: { parse: [] } },
  });
  const spare = (await h.call('POST', `/channels/${channelId}/messages`, {
    body: { content: 'Temporary' },
  })) as { body: Id };
  await h.call('DELETE', `/channels/${channelId}/messages/${spare.body.id}`);
  await h.call('POST', `/channels/${channelId}/invites`, {
    body: { max_age: 0, max_uses: 0, unique: false },
  });
  await h.call('GET', `/channels/${channelId}/invites`);
}

async function commandRoutes(h: ContractHarness, guildId: string) {
  await h.call('PUT', `/applications/${CLIENT_ID}/commands`, { body: COMMANDS });
  await h.call('GET', `/applications/${CLIENT_ID}/commands`);
  await h.call('PUT', `/applications/${CLIENT_ID}/guilds/${guildId}/commands`, { body: COMMANDS });
  await h.call('GET', `/applications/${CLIENT_ID}/guilds/${guildId}/commands`);
}

/** The feedback relay's webhook, on both of Discord's URL forms. */
async function incomingWebhookRoutes(h: ContractHarness) {
  const { id, token } = DEMO_FEEDBACK_WEBHOOK;
  for (const unversioned of [true, false]) {
    const post = { headers: {}, unversioned };
    const sent = (await h.call('POST', `/webhooks/${id}/${token}?wait=true`, {
      ...post,
      body: {
        embeds: [{ title: 'Feedback', description: 'Nice' }],
        allowed_mentions: { parse: [] },
      },
    })) as { body: Id };
    await h.call('POST', `/webhooks/${id}/${token}`, { ...post, body: { content: 'No wait' } });
    const path = `/webhooks/${id}/${token}/messages/${sent.body.id}`;
    await h.call('GET', path, post);
    await h.call('PATCH', path, { ...post, body: { content: 'Edited' } });
    await h.call('DELETE', path, post);
  }
}

/** A deferred reply edited and followed up through the interaction's webhook, and the callback route. */
async function interactionRoutes(h: ContractHarness, guildId: string) {
  const play = () =>
    h.control('POST', '/command', { guildId, userId: SEED_USER_IDS.ava, command: 'help' });
  h.interactions.handler = () => ({ body: { type: 5, data: { flags: 64 } } });
  await play();
  const token = h.interactions.received.at(-1)?.payload.token;
  const hook = `/webhooks/${CLIENT_ID}/${token}`;
  const none = { headers: {} };
  await h.call('PATCH', `${hook}/messages/@original`, {
    ...none,
    body: { content: 'Built.', allowed_mentions: { parse: [] } },
  });
  await h.call('GET', `${hook}/messages/@original`, none);
  const followUp = (await h.call('POST', `${hook}?wait=true`, {
    ...none,
    body: { content: 'Next: /undo', flags: 64 },
  })) as { body: Id };
  await h.call('PATCH', `${hook}/messages/${followUp.body.id}`, {
    ...none,
    body: { content: 'Later' },
  });
  await h.call('DELETE', `${hook}/messages/${followUp.body.id}`, none);

  for (const query of ['?with_response=true', '']) {
    h.interactions.handler = async ({ payload }) => {
      const callback = `/interactions/${payload.id}/${payload.token}/callback${query}`;
      await h.call('POST', callback, {
        ...none,
        body: { type: 4, data: { content: 'Hi', flags: 64 } },
      });
      return { status: 202 };
    };
    await play();
  }
}

export async function playEveryRoute(h: ContractHarness): Promise<void> {
  const guildId = SEED_GUILD_IDS.avasWorkshop;
  await signInRoutes(h);
  const roleId = await guildRoutes(h, guildId);
  const channelId = await channelRoutes(h, guildId, roleId);
  await messageRoutes(h, channelId);
  await commandRoutes(h, guildId);
  await incomingWebhookRoutes(h);
  await interactionRoutes(h, guildId);
  await playLiveSystemRoutes(h, { guildId, roleId, channelId });
}
