import { defineRoleSet } from './tiers.ts';

export const communityRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Owner', color: '#e74c3c', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#e67e22', tier: 'admin', core: true },
    { key: 'head-mod', name: 'Head Moderator', color: '#2471a3', tier: 'mod' },
    { key: 'mod', name: 'Moderator', color: '#3498db', tier: 'mod', core: true },
    { key: 'event-host', name: 'Event Host', color: '#9b59b6', tier: 'events', core: true },
    { key: 'welcomer', name: 'Welcomer', color: '#f5b041', tier: 'helper' },
    { key: 'partner-manager', name: 'Partnership Manager', color: '#f1c40f', tier: 'content' },
    { key: 'helper', name: 'Helper', color: '#2ecc71', tier: 'helper', core: true },
  ],
  extras: ['welcomer', 'head-mod', 'partner-manager'],
  members: [
    { key: 'regular', name: 'Regular', color: '#f0b27a', tier: 'member' },
    { key: 'member', name: 'Member', color: '#aab7b8', tier: 'member', default: true },
    {
      key: 'events-ping',
      name: 'Events Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
    { key: 'qotd-ping', name: 'QOTD Ping', color: '#7f8c8d', tier: 'member', mentionable: true },
  ],
});

export const fitnessRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Head Coach', color: '#e74c3c', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#e67e22', tier: 'admin', core: true },
    { key: 'coach', name: 'Coach', color: '#27ae60', tier: 'support', core: true },
    { key: 'mod', name: 'Moderator', color: '#3498db', tier: 'mod', core: true },
    { key: 'nutritionist', name: 'Nutrition Guide', color: '#f39c12', tier: 'helper' },
    { key: 'challenge-host', name: 'Challenge Host', color: '#9b59b6', tier: 'events', core: true },
    { key: 'form-checker', name: 'Form Checker', color: '#16a085', tier: 'helper' },
    { key: 'content-creator', name: 'Content Creator', color: '#f1c40f', tier: 'content' },
  ],
  extras: ['form-checker', 'nutritionist', 'content-creator'],
  members: [
    { key: 'athlete', name: 'Athlete', color: '#aab7b8', tier: 'member', default: true },
    { key: 'client', name: 'Coaching Client', color: '#f5b041', tier: 'member' },
    {
      key: 'challenge-ping',
      name: 'Challenge Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});
