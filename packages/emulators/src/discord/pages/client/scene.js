import { actingChoices, actingMemberId, botIds } from './members.js';

/** The channels a member sees, or the reason the emulator gave for not saying. */
function channelsOf(api, guildId, userId) {
  if (!guildId || !userId) return Promise.resolve({ visible: [], error: null });
  return api.get(`/guilds/${guildId}/members/${userId}/channels`).then(
    (visible) => ({ visible, error: null }),
    (error) => ({ visible: null, error: error.message }),
  );
}

/** Member ids /users has not named; the bots are never among the users. */
function unnamedMembers(guild, users) {
  const bots = botIds(guild?.roles ?? []);
  return (guild?.members ?? [])
    .filter((member) => !member.bot)
    .map((member) => member.userId)
    .filter((userId) => !users.has(userId) && !bots.has(userId))
    .join();
}

/**
 * Everything the page draws, read from the control API for the server and
 * member the person picked (`asked`). The server falls back to the first one
 * once it is gone, the member to the owner once they are not in it; /users is
 * read again only when members appear that it had not named (`unnamed` is
 * what it was last read for).
 */
export async function loadScene(api, asked, users, unnamed) {
  const [guilds, webhooks, activity] = await Promise.all([
    api.get('/guilds'),
    api.get('/webhooks'),
    api.get('/activity'),
  ]);
  const guildId = guilds.some((guild) => guild.id === asked.guildId)
    ? asked.guildId
    : (guilds[0]?.id ?? null);
  const [guild, commands, access, ...received] = await Promise.all([
    guildId ? api.get(`/guilds/${guildId}`) : null,
    guildId ? api.get(`/guilds/${guildId}/commands`) : [],
    channelsOf(api, guildId, asked.userId),
    ...webhooks.map((webhook) => api.get(`/webhooks/${webhook.id}/messages`)),
  ]);
  const missing = unnamedMembers(guild, users);
  const named =
    missing === '' || missing === unnamed
      ? users
      : new Map((await api.get('/users')).map((user) => [user.id, user]));
  const choices = actingChoices(guild, named);
  const userId = actingMemberId(choices, asked.userId, guild?.ownerId ?? null);
  const { visible, error } =
    userId === asked.userId && guildId === asked.guildId
      ? access
      : await channelsOf(api, guildId, userId);
  return {
    guilds,
    activity,
    guildId,
    guild,
    commands,
    users: named,
    unnamed: missing,
    choices,
    userId,
    visible,
    visibilityError: error,
    webhookMessages: received.flat().slice(-20),
  };
}
