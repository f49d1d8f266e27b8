/**
 * Which page a question is asked on (ADR 0023). A plan still asks its first
 * N questions by priority; the wizard shows them in topic pages, so a large
 * plan answers about a dozen pages instead of one page per setting.
 */

export const QUESTION_GROUPS = [
  'basics',
  'messages',
  'verification',
  'tickets',
  'look',
  'sections',
  'chat',
  'roles',
  'voice-rooms',
  'category-names',
  'staff-display',
  'channel-types',
  'invite',
  'channel-names',
] as const;
export type QuestionGroupId = (typeof QUESTION_GROUPS)[number];

/**
 * Groups of one question per object (or two, for a role's name and colour):
 * their page lists the objects in a menu and a modal edits the one picked.
 */
export const ITEM_GROUPS = ['roles', 'category-names', 'channel-names'] as const;
export type ItemGroupId = (typeof ITEM_GROUPS)[number];

export const isItemGroup = (group: QuestionGroupId): group is ItemGroupId =>
  (ITEM_GROUPS as readonly string[]).includes(group);

/** The page of each question about the server as a whole, by question id. */
const GROUP_OF: Readonly<Record<string, QuestionGroupId>> = {
  language: 'basics',
  moderation: 'basics',
  'welcome-message': 'messages',
  'rules-text': 'messages',
  'welcome-format': 'messages',
  'rules-format': 'messages',
  'verification-type': 'verification',
  'verification-message': 'verification',
  'ticket-types': 'tickets',
  'ticket-staff-role': 'tickets',
  'ticket-panel-message': 'tickets',
  'channel-decoration': 'look',
  'category-style': 'look',
  'name-prefix': 'look',
  'embed-colour': 'look',
  blocks: 'sections',
  slowmode: 'chat',
  'voice-user-limit': 'chat',
  topics: 'chat',
  'staff-hoist': 'staff-display',
  'staff-mentionable': 'staff-display',
  'forum-channels': 'channel-types',
  'announcement-channels': 'channel-types',
  'stage-channels': 'channel-types',
  'invite-channel': 'invite',
  'invite-max-age': 'invite',
  'invite-max-uses': 'invite',
  'invite-temporary': 'invite',
};

export function groupOf(id: string): QuestionGroupId {
  const group = GROUP_OF[id];
  if (!group) throw new Error(`No page for question ${id}`);
  return group;
}
