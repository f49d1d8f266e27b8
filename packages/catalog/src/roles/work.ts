import { defineRoleSet } from './tiers.ts';

export const codingRoles = defineRoleSet({
  staff: [
    { key: 'maintainer', name: 'Lead Maintainer', color: '#2ecc71', tier: 'owner', core: true },
    { key: 'core-team', name: 'Core Team', color: '#27ae60', tier: 'admin', core: true },
    { key: 'release-manager', name: 'Release Manager', color: '#f39c12', tier: 'content' },
    { key: 'reviewer', name: 'Code Reviewer', color: '#3498db', tier: 'dev', core: true },
    { key: 'mod', name: 'Moderator', color: '#2980b9', tier: 'mod', core: true },
    { key: 'docs-lead', name: 'Docs Lead', color: '#8e44ad', tier: 'content' },
    { key: 'triager', name: 'Issue Triager', color: '#1abc9c', tier: 'support' },
    { key: 'helper', name: 'Helper', color: '#58d68d', tier: 'helper', core: true },
  ],
  extras: ['triager', 'release-manager', 'docs-lead'],
  members: [
    { key: 'contributor', name: 'Contributor', color: '#a9dfbf', tier: 'member', default: true },
    { key: 'sponsor', name: 'Sponsor', color: '#f7dc6f', tier: 'member' },
    { key: 'developer', name: 'Developer', color: '#aab7b8', tier: 'member', default: true },
    {
      key: 'release-ping',
      name: 'Release Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const businessRoles = defineRoleSet({
  staff: [
    { key: 'founder', name: 'Founder', color: '#2c3e50', tier: 'owner', core: true },
    { key: 'operations', name: 'Operations Lead', color: '#e67e22', tier: 'admin', core: true },
    { key: 'community-lead', name: 'Community Lead', color: '#8e44ad', tier: 'events' },
    { key: 'mod', name: 'Moderator', color: '#2980b9', tier: 'mod', core: true },
    {
      key: 'account-manager',
      name: 'Account Manager',
      color: '#16a085',
      tier: 'support',
      core: true,
    },
    { key: 'marketing', name: 'Marketing', color: '#f1c40f', tier: 'content' },
    { key: 'mentor', name: 'Mentor', color: '#27ae60', tier: 'helper', core: true },
    { key: 'analyst', name: 'Analyst', color: '#5dade2', tier: 'helper' },
  ],
  extras: ['community-lead', 'marketing', 'analyst'],
  members: [
    { key: 'client', name: 'Client', color: '#f5b041', tier: 'member' },
    { key: 'partner', name: 'Partner', color: '#af7ac5', tier: 'member' },
    { key: 'member', name: 'Member', color: '#aab7b8', tier: 'member', default: true },
    { key: 'founder-member', name: 'Founder Member', color: '#85c1e9', tier: 'member' },
  ],
});

export const supportRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Owner', color: '#c0392b', tier: 'owner', core: true },
    {
      key: 'support-manager',
      name: 'Support Manager',
      color: '#e67e22',
      tier: 'admin',
      core: true,
    },
    { key: 'tier-2', name: 'Tier 2 Support', color: '#16a085', tier: 'support', core: true },
    { key: 'agent', name: 'Support Agent', color: '#1abc9c', tier: 'support', core: true },
    { key: 'engineer', name: 'Engineer', color: '#7f8c8d', tier: 'dev' },
    {
      key: 'community-mod',
      name: 'Community Moderator',
      color: '#3498db',
      tier: 'mod',
      core: true,
    },
    { key: 'qa', name: 'QA Tester', color: '#9b59b6', tier: 'helper' },
    { key: 'docs-writer', name: 'Docs Writer', color: '#f1c40f', tier: 'content' },
  ],
  extras: ['engineer', 'docs-writer', 'qa'],
  members: [
    { key: 'customer', name: 'Customer', color: '#aab7b8', tier: 'member', default: true },
    { key: 'premium-customer', name: 'Premium Customer', color: '#f7dc6f', tier: 'member' },
    { key: 'beta-tester', name: 'Beta Tester', color: '#bb8fce', tier: 'member' },
    {
      key: 'status-ping',
      name: 'Status Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});

export const studyRoles = defineRoleSet({
  staff: [
    { key: 'owner', name: 'Dean', color: '#2874a6', tier: 'owner', core: true },
    { key: 'admin', name: 'Admin', color: '#e67e22', tier: 'admin', core: true },
    { key: 'mod', name: 'Moderator', color: '#5dade2', tier: 'mod', core: true },
    { key: 'tutor', name: 'Tutor', color: '#28b463', tier: 'support', core: true },
    { key: 'study-host', name: 'Study Session Host', color: '#af7ac5', tier: 'events', core: true },
    { key: 'subject-lead', name: 'Subject Lead', color: '#17a589', tier: 'helper' },
    { key: 'resource-curator', name: 'Resource Curator', color: '#d4ac0d', tier: 'content' },
    { key: 'peer-mentor', name: 'Peer Mentor', color: '#82e0aa', tier: 'helper' },
  ],
  extras: ['subject-lead', 'peer-mentor', 'resource-curator'],
  members: [
    { key: 'student', name: 'Student', color: '#aab7b8', tier: 'member', default: true },
    { key: 'graduate', name: 'Graduate', color: '#f9e79f', tier: 'member' },
    {
      key: 'focus-ping',
      name: 'Focus Session Ping',
      color: '#7f8c8d',
      tier: 'member',
      mentionable: true,
    },
  ],
});
