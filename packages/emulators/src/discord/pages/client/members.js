import { el } from './dom.js';

/** How the picker and the member list name a person: display name, then the handle. */
export function memberLabel(user, userId) {
  if (!user) return userId;
  return user.global_name ? `${user.global_name} (${user.username})` : user.username;
}

/** The bots of a guild, known by the managed role Discord gives each one. */
export function botIds(roles) {
  return new Set(roles.map((role) => role.tags?.bot_id).filter(Boolean));
}

/**
 * The people the sandbox can act as in a guild: every member, the owner
 * included, bots left out (known by their flag, or by their managed role).
 */
export function actingChoices(guild, users) {
  if (!guild) return [];
  const bots = botIds(guild.roles);
  return guild.members
    .filter((member) => !member.bot && !bots.has(member.userId))
    .map((member) => ({
      id: member.userId,
      label: memberLabel(users.get(member.userId), member.userId),
    }));
}

/**
 * Who acts after the guild or its members changed: the same person while
 * they are a member, else the owner (who can run the bot's commands), else
 * anyone.
 */
export function actingMemberId(choices, currentId, ownerId) {
  const ids = choices.map((choice) => choice.id);
  if (ids.includes(currentId)) return currentId;
  if (ids.includes(ownerId)) return ownerId;
  return ids[0] ?? null;
}

/**
 * Fills the picker only when its choices changed, so a redraw every second
 * neither closes an open list nor moves the keyboard's place in it.
 */
export function renderMemberPicker(select, choices, selectedId) {
  const signature = JSON.stringify(choices);
  if (select.dataset.choices !== signature) {
    select.dataset.choices = signature;
    select.replaceChildren(
      ...choices.map((choice) => el('option', { value: choice.id }, choice.label)),
    );
  }
  select.disabled = choices.length === 0;
  if (selectedId && select.value !== selectedId) select.value = selectedId;
}
