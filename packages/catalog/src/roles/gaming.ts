import { defineRoleSet } from './tiers.ts';

export const gamingRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Server Owner', color: '#e74c3c', tier: 'owner', core: true },
    { key: 'co-owner', name: 'Co-Owner', color: '#e0593f', tier: 'admin' },
    { key: 'admin', name: 'Admin', color: '#e67e22', tier: 'admin', core: true },
    { key: 'head-mod', name: 'Head Moderator', color: '#2980b9', tier: 'mod' },
    { key: 'mod', name: 'Moderator', color: '#3498db', tier: 'mod', core: true },
    { key: 'event-host', name: 'Event Host', color: '#9b59b6', tier: 'events', core: true },
    { key: 'trial-mod', name: 'Trial Moderator', color: '#5dade2', tier: 'helper' },
    { key: 'helper', name: 'Helper', color: '#2ecc71', tier: 'helper', core: true },
  ],
  extras: ['head-mod', 'trial-mod', 'co-owner'],
  members: [
    { key: 'vip', name: 'VIP', color: '#f1c40f', tier: 'member' },
    { key: 'veteran', name: 'Veteran', color: '#d4ac0d', tier: 'member' },
    { key: 'member', name: 'Member', color: '#95a5a6', tier: 'member', default: true },
    { key: 'lfg-ping', name: 'LFG Ping', color: '#7f8c8d', tier: 'member', mentionable: true },
    {
      key: 'events-ping',
      name: 'Events Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const esportsRoles = defineRoleSet({
  staff: [
    { key: 'org-owner', name: 'Org Owner', color: '#c0392b', tier: 'owner', core: true },
    {
      key: 'general-manager',
      name: 'General Manager',
      color: '#d35400',
      tier: 'admin',
      core: true,
    },
    { key: 'head-coach', name: 'Head Coach', color: '#8e44ad', tier: 'events', core: true },
    { key: 'tournament-admin', name: 'Tournament Admin', color: '#9b59b6', tier: 'events' },
    { key: 'content-lead', name: 'Content Lead', color: '#f39c12', tier: 'content' },
    { key: 'mod', name: 'Moderator', color: '#2980b9', tier: 'mod', core: true },
    { key: 'analyst', name: 'Analyst', color: '#16a085', tier: 'helper' },
    {
      key: 'community-helper',
      name: 'Community Helper',
      color: '#27ae60',
      tier: 'helper',
      core: true,
    },
  ],
  extras: ['tournament-admin', 'content-lead', 'analyst'],
  members: [
    {
      key: 'player',
      name: 'Rostered Player',
      color: '#e74c3c',
      tier: 'member',
      permissions: ['PrioritySpeaker'],
    },
    { key: 'substitute', name: 'Substitute', color: '#ec7063', tier: 'member' },
    { key: 'trialist', name: 'Trialist', color: '#f5b7b1', tier: 'member' },
    { key: 'fan', name: 'Fan', color: '#95a5a6', tier: 'member', default: true },
    { key: 'scrim-ping', name: 'Scrim Ping', color: '#7f8c8d', tier: 'member', mentionable: true },
  ],
});

export const minecraftRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Server Owner', color: '#27ae60', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#e67e22', tier: 'admin', core: true },
    { key: 'developer', name: 'Plugin Developer', color: '#7f8c8d', tier: 'dev' },
    { key: 'mod', name: 'Moderator', color: '#3498db', tier: 'mod', core: true },
    { key: 'builder', name: 'Builder', color: '#a0522d', tier: 'events', core: true },
    { key: 'event-team', name: 'Event Team', color: '#9b59b6', tier: 'events' },
    { key: 'helper', name: 'Helper', color: '#2ecc71', tier: 'helper', core: true },
    { key: 'support', name: 'Support', color: '#1abc9c', tier: 'support' },
  ],
  extras: ['support', 'developer', 'event-team'],
  members: [
    { key: 'whitelisted', name: 'Whitelisted', color: '#58d68d', tier: 'member' },
    { key: 'donator', name: 'Donator', color: '#f4d03f', tier: 'member' },
    { key: 'player', name: 'Player', color: '#95a5a6', tier: 'member', default: true },
    {
      key: 'server-ping',
      name: 'Server Updates Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});
