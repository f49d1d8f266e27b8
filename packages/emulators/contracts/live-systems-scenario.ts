/**
 * The routes the bot's live systems (verification, tickets, welcome, AutoMod)
 * call, each answered with success at least once, for the contract test.
 */

import { SEED_USER_IDS } from '../src/discord/seed.ts';
import type { ContractHarness } from './contract-harness.ts';

type Id = { id: string };
type LiveIds = { guildId: string; roleId: string; channelId: string };

async function memberRoleRoutes(h: ContractHarness, guildId: string, roleId: string) {
  const path = `/guilds/${guildId}/members/${SEED_USER_IDS.lars}/roles/${roleId}`;
  await h.call('PUT', path);
  await h.call('DELETE', path);
}

/** The welcome system: a system channel announcing joins, and members talking there. */
async function serverSettingsRoutes(h: ContractHarness, guildId: string, channelId: string) {
  await h.call('PATCH', `/guilds/${guildId}`, {
    body: { system_channel_id: channelId, system_channel_flags: 8 },
  });
  const joined = (await h.control('POST', `/guilds/${guildId}/join`, {})) as { user: Id };
  await h.control('POST', `/channels/${channelId}/messages`, {
    userId: joined.user.id,
    content: 'Hello, I am new here',
  });
  await h.call('GET', `/channels/${channelId}/messages?limit=5`);
}

/** What a newcomer meets: the welcome screen and onboarding prompts. */
async function communityRoutes(h: ContractHarness, ids: LiveIds) {
  const screen = `/guilds/${ids.guildId}/welcome-screen`;
  await h.call('PATCH', screen, {
    body: {
      enabled: true,
      description: 'Glad you are here',
      welcome_channels: [
        { channel_id: ids.channelId, description: 'Read first', emoji_name: '📜' },
      ],
    },
  });
  await h.call('GET', screen);
  const onboarding = `/guilds/${ids.guildId}/onboarding`;
  await h.call('PUT', onboarding, {
    body: {
      prompts: [
        {
          id: '1310000000000055501',
          title: 'What brings you here?',
          options: [
            { title: 'Staff', description: 'Moderators', role_ids: [ids.roleId], emoji_name: '🛡️' },
            { title: 'Rules', channel_ids: [ids.channelId] },
          ],
          single_select: false,
          required: false,
          in_onboarding: true,
          type: 0,
        },
      ],
      default_channel_ids: [ids.channelId],
      enabled: false,
      mode: 0,
    },
  });
  await h.call('GET', onboarding);
}

/** The AutoMod rules a build sets up, one of each trigger type the bot uses, edited and removed. */
async function autoModRoutes(h: ContractHarness, ids: LiveIds) {
  const rules = `/guilds/${ids.guildId}/auto-moderation/rules`;
  const keyword = (await h.call('POST', rules, {
    body: {
      name: 'Blocked words',
      event_type: 1,
      trigger_type: 1,
      trigger_metadata: { keyword_filter: ['badword'], regex_patterns: ['b[a4]d'], allow_list: [] },
      actions: [
        { type: 1, metadata: { custom_message: 'Keep it friendly' } },
        { type: 2, metadata: { channel_id: ids.channelId } },
        { type: 3, metadata: { duration_seconds: 60 } },
      ],
      enabled: true,
      exempt_roles: [ids.roleId],
      exempt_channels: [],
    },
  })) as { body: Id };
  const others = [
    { name: 'Spam', event_type: 1, trigger_type: 3, actions: [{ type: 1 }] },
    {
      name: 'Presets',
      event_type: 1,
      trigger_type: 4,
      trigger_metadata: { presets: [1, 3], allow_list: [] },
      actions: [{ type: 1 }],
    },
    {
      name: 'Mentions',
      event_type: 1,
      trigger_type: 5,
      trigger_metadata: { mention_total_limit: 5, mention_raid_protection_enabled: true },
      actions: [{ type: 1 }],
    },
    {
      name: 'Profiles',
      event_type: 2,
      trigger_type: 6,
      trigger_metadata: { keyword_filter: ['spam'] },
      actions: [{ type: 4 }],
    },
  ];
  const created: Id[] = [];
  for (const body of others)
    created.push(((await h.call('POST', rules, { body })) as { body: Id }).body);
  await h.call('GET', rules);
  await h.call('GET', `${rules}/${keyword.body.id}`);
  await h.call('PATCH', `${rules}/${keyword.body.id}`, { body: { name: 'Words', enabled: false } });
  await h.call('DELETE', `${rules}/${created[0]?.id}`);
}

/** A closed ticket's transcript: a message with a file, then the file itself from the CDN. */
async function attachmentRoutes(h: ContractHarness, ids: LiveIds) {
  const form = new FormData();
  form.append(
    'payload_json',
    JSON.stringify({
      content: 'Transcript of ticket 42',
      attachments: [{ id: '0', filename: 'ticket-42.txt', description: 'Transcript' }],
      allowed_mentions: { parse: [] },
    }),
  );
  form.append(
    'files[0]',
    new Blob(['[12:00] ava: hello'], { type: 'text/plain' }),
    'ticket-42.txt',
  );
  const sent = (await h.call('POST', `/channels/${ids.channelId}/messages`, { form })) as {
    body: { attachments: { url: string }[] };
  };
  const url = new URL(sent.body.attachments[0]?.url ?? '');
  const served = await h.app.inject({ method: 'GET', url: url.pathname });
  if (served.statusCode !== 200) throw new Error(`the attachment answered ${served.statusCode}`);
}

/** The application's intents, and what the bot reads of members' messages without Message Content. */
async function messageContentRoutes(h: ContractHarness, ids: LiveIds) {
  await h.call('GET', '/applications/@me');
  await h.control('PUT', '/message-content-intent', { enabled: false });
  await h.call('GET', '/applications/@me');
  await h.call('GET', `/channels/${ids.channelId}/messages?limit=10`);
  await h.control('PUT', '/message-content-intent', { enabled: true });
}

export async function playLiveSystemRoutes(h: ContractHarness, ids: LiveIds): Promise<void> {
  await memberRoleRoutes(h, ids.guildId, ids.roleId);
  await serverSettingsRoutes(h, ids.guildId, ids.channelId);
  await communityRoutes(h, ids);
  await autoModRoutes(h, ids);
  await attachmentRoutes(h, ids);
  await messageContentRoutes(h, ids);
}
