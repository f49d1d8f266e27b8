import { defineRoleSet } from './tiers.ts';

export const creatorRoles = defineRoleSet({
  staff: [
    { key: 'creator', name: 'Creator', color: '#9146ff', tier: 'owner', core: true },
    { key: 'manager', name: 'Community Manager', color: '#e67e22', tier: 'admin', core: true },
    { key: 'editor', name: 'Editor', color: '#f39c12', tier: 'content' },
    { key: 'stream-mod', name: 'Stream Moderator', color: '#3498db', tier: 'mod', core: true },
    { key: 'discord-mod', name: 'Discord Moderator', color: '#2e86c1', tier: 'mod' },
    { key: 'clipper', name: 'Clipper', color: '#f4d03f', tier: 'content', core: true },
    { key: 'event-host', name: 'Event Host', color: '#a569bd', tier: 'events' },
    { key: 'helper', name: 'Helper', color: '#2ecc71', tier: 'helper', core: true },
  ],
  extras: ['discord-mod', 'editor', 'event-host'],
  members: [
    { key: 'subscriber', name: 'Subscriber', color: '#b9a3ff', tier: 'member' },
    { key: 'supporter', name: 'Supporter', color: '#f1948a', tier: 'member' },
    { key: 'follower', name: 'Follower', color: '#95a5a6', tier: 'member', default: true },
    {
      key: 'live-ping',
      name: 'Live Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
      default: true,
    },
  ],
});

export const artRoles = defineRoleSet({
  staff: [
    { key: 'curator', name: 'Head Curator', color: '#e84393', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#fd79a8', tier: 'admin', core: true },
    { key: 'mod', name: 'Moderator', color: '#6c5ce7', tier: 'mod', core: true },
    { key: 'critique-lead', name: 'Critique Lead', color: '#a29bfe', tier: 'helper' },
    { key: 'prompt-master', name: 'Prompt Master', color: '#fdcb6e', tier: 'events', core: true },
    { key: 'gallery-curator', name: 'Gallery Curator', color: '#e17055', tier: 'content' },
    { key: 'commission-mod', name: 'Commissions Moderator', color: '#00b894', tier: 'support' },
    { key: 'mentor', name: 'Mentor', color: '#55efc4', tier: 'helper', core: true },
  ],
  extras: ['critique-lead', 'gallery-curator', 'commission-mod'],
  members: [
    { key: 'featured-artist', name: 'Featured Artist', color: '#ffeaa7', tier: 'member' },
    {
      key: 'commissions-open',
      name: 'Commissions Open',
      color: '#81ecec',
      tier: 'member',
      mentionable: true,
    },
    { key: 'artist', name: 'Artist', color: '#b2bec3', tier: 'member', default: true },
    {
      key: 'prompt-ping',
      name: 'Prompt Ping',
      color: '#636e72',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const musicRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Label Head', color: '#1db954', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#e67e22', tier: 'admin', core: true },
    { key: 'a-and-r', name: 'A&R', color: '#f1c40f', tier: 'content' },
    { key: 'mod', name: 'Moderator', color: '#3498db', tier: 'mod', core: true },
    { key: 'sound-engineer', name: 'Sound Engineer', color: '#16a085', tier: 'helper' },
    { key: 'event-dj', name: 'Event DJ', color: '#9b59b6', tier: 'events', core: true },
    { key: 'feedback-lead', name: 'Feedback Lead', color: '#48c9b0', tier: 'helper', core: true },
    { key: 'support', name: 'Support', color: '#1abc9c', tier: 'support' },
  ],
  extras: ['sound-engineer', 'a-and-r', 'support'],
  members: [
    { key: 'signed-artist', name: 'Signed Artist', color: '#f7dc6f', tier: 'member' },
    { key: 'producer', name: 'Producer', color: '#82e0aa', tier: 'member', default: true },
    { key: 'listener', name: 'Listener', color: '#95a5a6', tier: 'member', default: true },
    {
      key: 'release-ping',
      name: 'Release Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const animeRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Sensei', color: '#ff6b81', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#ff9f43', tier: 'admin', core: true },
    { key: 'senior-mod', name: 'Senior Moderator', color: '#5352ed', tier: 'mod' },
    { key: 'mod', name: 'Moderator', color: '#70a1ff', tier: 'mod', core: true },
    {
      key: 'watch-party-host',
      name: 'Watch Party Host',
      color: '#a55eea',
      tier: 'events',
      core: true,
    },
    { key: 'news-writer', name: 'News Writer', color: '#eccc68', tier: 'content' },
    { key: 'art-curator', name: 'Art Curator', color: '#ff7f50', tier: 'content' },
    { key: 'helper', name: 'Helper', color: '#7bed9f', tier: 'helper', core: true },
  ],
  extras: ['senior-mod', 'news-writer', 'art-curator'],
  members: [
    { key: 'otaku', name: 'Otaku', color: '#eccc68', tier: 'member' },
    { key: 'weeb', name: 'Member', color: '#a4b0be', tier: 'member', default: true },
    {
      key: 'episode-ping',
      name: 'Episode Ping',
      color: '#747d8c',
      tier: 'member',
      mentionable: true,
    },
    {
      key: 'watch-party-ping',
      name: 'Watch Party Ping',
      color: '#747d8c',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const roleplayRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'World Owner', color: '#8e44ad', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#d35400', tier: 'admin', core: true },
    { key: 'lore-keeper', name: 'Lore Keeper', color: '#b9770e', tier: 'content' },
    { key: 'game-master', name: 'Game Master', color: '#6c3483', tier: 'events', core: true },
    { key: 'mod', name: 'Moderator', color: '#2874a6', tier: 'mod', core: true },
    { key: 'character-reviewer', name: 'Character Reviewer', color: '#1e8449', tier: 'support' },
    { key: 'narrator', name: 'Narrator', color: '#a569bd', tier: 'events' },
    { key: 'helper', name: 'Helper', color: '#52be80', tier: 'helper', core: true },
  ],
  extras: ['character-reviewer', 'lore-keeper', 'narrator'],
  members: [
    { key: 'approved', name: 'Approved Character', color: '#d7bde2', tier: 'member' },
    { key: 'roleplayer', name: 'Roleplayer', color: '#aab7b8', tier: 'member', default: true },
    { key: 'newcomer', name: 'Newcomer', color: '#d5dbdb', tier: 'member' },
    {
      key: 'session-ping',
      name: 'Session Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const photoRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Editor in Chief', color: '#2d3436', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#e17055', tier: 'admin', core: true },
    { key: 'mod', name: 'Moderator', color: '#0984e3', tier: 'mod', core: true },
    { key: 'photo-editor', name: 'Photo Editor', color: '#fdcb6e', tier: 'content', core: true },
    { key: 'contest-judge', name: 'Contest Judge', color: '#6c5ce7', tier: 'events' },
    { key: 'gear-expert', name: 'Gear Expert', color: '#00cec9', tier: 'support' },
    { key: 'walk-leader', name: 'Photo Walk Leader', color: '#a29bfe', tier: 'events' },
    { key: 'mentor', name: 'Mentor', color: '#00b894', tier: 'helper', core: true },
  ],
  extras: ['contest-judge', 'gear-expert', 'walk-leader'],
  members: [
    { key: 'pro', name: 'Working Pro', color: '#ffeaa7', tier: 'member' },
    { key: 'photographer', name: 'Photographer', color: '#b2bec3', tier: 'member', default: true },
    {
      key: 'challenge-ping',
      name: 'Challenge Ping',
      color: '#636e72',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const bookRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Head Librarian', color: '#8d6e63', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#d35400', tier: 'admin', core: true },
    { key: 'mod', name: 'Moderator', color: '#5d6d7e', tier: 'mod', core: true },
    {
      key: 'discussion-lead',
      name: 'Discussion Lead',
      color: '#7d3c98',
      tier: 'events',
      core: true,
    },
    { key: 'workshop-lead', name: 'Workshop Lead', color: '#117a65', tier: 'helper' },
    { key: 'newsletter-editor', name: 'Newsletter Editor', color: '#b7950b', tier: 'content' },
    { key: 'beta-coordinator', name: 'Beta Reader Coordinator', color: '#1f618d', tier: 'support' },
    { key: 'helper', name: 'Helper', color: '#52be80', tier: 'helper', core: true },
  ],
  extras: ['workshop-lead', 'newsletter-editor', 'beta-coordinator'],
  members: [
    { key: 'author', name: 'Published Author', color: '#f5cba7', tier: 'member' },
    { key: 'reader', name: 'Reader', color: '#aab7b8', tier: 'member', default: true },
    { key: 'writer', name: 'Writer', color: '#a9cce3', tier: 'member' },
    {
      key: 'meeting-ping',
      name: 'Meeting Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});
