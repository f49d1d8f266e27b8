import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { feedbackBoard, knowledgeBase } from '../blocks/work.ts';
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { supportRoles } from '../roles/work.ts';
import { RULES } from '../rules.ts';

const support = forCategory('support', RULES.support);
const webinars = {
  name: 'Webinars',
  stage: 'Webinar Stage',
  schedule: 'webinar-schedule',
  questions: 'webinar-questions',
};
const escalations = [
  'tier-2-queue',
  'engineering-handoff',
  'incident-room',
  voice('Incident Bridge'),
];

export const supportStyles = [
  support({
    id: 'product-help-center',
    name: 'Product Help Center',
    description:
      'Community support for a product: status, release notes, known issues, guides, feature requests and office hours.',
    plan: 'starter',
    tags: ['help-center', 'product', 'community-support'],
    roles: supportRoles({ members: ['customer', 'status-ping'] }),
    welcome: 'Welcome to {server}, {user}! Check how-to-guides first, then ask in general.',
    blocks: [
      info(),
      knowledgeBase(),
      feedbackBoard(),
      section('Community', 'general tips-and-tricks'),
      voiceLounges({ rooms: [['Office Hours', 0]] }),
      staffArea(),
    ],
  }),
  support({
    id: 'bot-support-server',
    name: 'Bot Support Server',
    description:
      'The support server for a Discord bot: changelog, setup and permission help, command list, ideas and a bot playground.',
    plan: 'starter',
    tags: ['discord-bot', 'support', 'changelog'],
    roles: supportRoles({ names: { owner: 'Bot Developer', 'tier-2': 'Senior Supporter' } }),
    welcome: 'Welcome to {server}, {user}! Stuck setting up? Ask in setup-help with a screenshot.',
    blocks: [
      info({ announcements: 'changelog' }),
      section('Help', 'setup-help commands-help permissions-help !command-list'),
      feedbackBoard({ name: 'Ideas & Bugs' }),
      section('Community', 'general bot-playground'),
      voiceLounges({ rooms: [['Support Voice', 0]] }),
      staffArea(),
    ],
  }),
  support({
    id: 'saas-customer-support',
    name: 'SaaS Customer Support',
    description:
      'Customer support for a SaaS product: knowledge base, tickets by topic, feature and bug boards, API questions and office hours.',
    plan: 'premium',
    tags: ['saas', 'customers', 'tickets'],
    roles: supportRoles({ size: 6, members: ['customer', 'premium-customer', 'status-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Open a ticket for account issues; ask the community for how-tos.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      knowledgeBase(),
      tickets({
        types: ['Technical Issue', 'Billing', 'Account Access', 'Feature Question'],
        faq: 'support-faq',
      }),
      feedbackBoard(),
      section('Community', 'general integrations api-questions'),
      voiceLounges({
        rooms: [
          ['Office Hours', 0],
          ['Onboarding Call', 4],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  support({
    id: 'game-support-desk',
    name: 'Game Support Desk',
    description:
      'Player support for an online game: account, payment, bug and cheating tickets with transcripts, status and maintenance boards.',
    plan: 'premium',
    tags: ['game-support', 'players', 'tickets'],
    roles: supportRoles({ size: 7, names: { owner: 'Head of Player Support' } }),
    welcome: 'Welcome to {server}, {user}! Check status before opening a ticket.',
    blocks: [
      tickets({
        types: ['Account Recovery', 'Payment Problem', 'Bug Report', 'Report a Cheater'],
        faq: 'support-faq',
        transcripts: true,
      }),
      info({ announcementType: 'announcement' }),
      knowledgeBase('Service Status', '!maintenance-schedule'),
      section('Players', 'general troubleshooting-tips'),
      voiceLounges({ rooms: [['Community Voice', 0]] }),
      staffArea({ level: 2 }),
    ],
  }),
  support({
    id: 'tech-repair-help-desk',
    name: 'Tech Repair Help Desk',
    description:
      'Community tech support for PCs, laptops, phones and networks, with screen-share help rooms and remote session tickets.',
    plan: 'premium',
    tags: ['tech-support', 'repair', 'pc'],
    roles: supportRoles({ size: 6, names: { agent: 'Technician', 'tier-2': 'Senior Technician' } }),
    welcome:
      'Welcome to {server}, {user}! Describe your device and the problem in the right channel.',
    blocks: [
      verification({ type: 'captcha' }),
      info(),
      section(
        'Tech Help',
        'pc-hardware laptops phones-and-tablets networking software-issues data-recovery',
      ),
      section('Community', 'general build-logs deals'),
      tickets({ types: ['Remote Help Session', 'Report a Scam', 'Other'] }),
      voiceLounges({
        rooms: [
          ['Screen Share Help 1', 2],
          ['Screen Share Help 2', 2],
          ['Tech Talk', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  support({
    id: 'enterprise-support-portal',
    name: 'Enterprise Support Portal',
    description:
      'Enterprise-grade support: status feed, knowledge base, Q&A forums, a premium lounge, webinars on stage, escalation rooms and raid protection.',
    plan: 'ultimate',
    tags: ['enterprise', 'escalations', 'webinars'],
    roles: supportRoles({ size: 7, members: ['customer', 'premium-customer', 'status-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Verify as a customer to reach the knowledge base and tickets.',
    blocks: [
      verification({ roleName: 'Verified Customer' }),
      info({ announcementType: 'announcement', extra: [news('status-updates')] }),
      knowledgeBase(),
      helpDesk({
        name: 'Community Q&A',
        forum: 'questions',
        guide: 'how-to-ask',
        extra: [forum('integrations-forum')],
      }),
      feedbackBoard({ forums: true }),
      section(
        'Premium Support',
        ['premium-lounge', 'premium-escalations', voice('Premium Support Call', 4)],
        {
          only: ['premium-customer'],
        },
      ),
      stageTalks(webinars),
      tickets({
        types: ['Technical Issue', 'Billing', 'Account Access', 'Security Report', 'Outage Report'],
        faq: 'support-faq',
        transcripts: true,
      }),
      section('Escalations', escalations, 'staff'),
      voiceLounges({ rooms: [['Office Hours', 0]] }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  support({
    id: 'customer-success-hub',
    name: 'Customer Success Hub',
    description:
      'The complete customer community: product lines, knowledge base, Q&A forums, public roadmap, beta programme, academy, webinars and full security.',
    plan: 'lifetime',
    tags: ['customer-success', 'beta', 'academy', 'large'],
    roles: supportRoles({
      size: 8,
      members: ['customer', 'premium-customer', 'beta-tester', 'status-ping'],
    }),
    welcome:
      'Welcome to {server}, {user}! Pick your products in pick-your-products to see their channels.',
    blocks: [
      verification({ type: 'captcha', help: true, roleName: 'Verified Customer' }),
      welcomeArea({ roles: 'pick-your-products' }),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('status-updates'), news('release-announcements')],
      }),
      knowledgeBase('Knowledge Base', '!api-docs !video-tutorials'),
      helpDesk({
        name: 'Community Q&A',
        forum: 'questions',
        guide: 'how-to-ask',
        extra: [forum('integrations-forum'), forum('show-your-setup')],
      }),
      feedbackBoard({ forums: true, extra: '!public-roadmap' }),
      section('Product Lines', 'mobile-app web-app api-and-sdks'),
      section('Beta Program', '!beta-announcements beta-feedback beta-chat', {
        only: ['beta-tester'],
      }),
      section('Academy', '!academy-courses certification-help'),
      stageTalks(webinars),
      events({ board: 'user-group-meetups', hall: 'Community Call', extra: 'hackathon-teams' }),
      tickets({
        types: ['Technical Issue', 'Billing', 'Account Access', 'Security Report'],
        faq: 'support-faq',
        transcripts: true,
      }),
      section('Escalations', escalations, 'staff'),
      voiceLounges({
        rooms: [
          ['Office Hours', 0],
          ['Onboarding Call', 4],
        ],
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
