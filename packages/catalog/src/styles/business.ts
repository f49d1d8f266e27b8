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
import { businessLeads, networking } from '../blocks/work.ts';
import { board, forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { businessRoles } from '../roles/work.ts';
import { RULES } from '../rules.ts';

const business = forCategory('business', RULES.business);

export const businessStyles = [
  business({
    id: 'founders-circle',
    name: 'Founders Circle',
    description:
      'Early-stage founders helping each other: intros, hiring, product feedback, fundraising, growth and pitch practice.',
    plan: 'starter',
    tags: ['startups', 'founders', 'networking'],
    roles: businessRoles(),
    welcome: 'Welcome to {server}, {user}! Introduce yourself and your startup in founder-intros.',
    blocks: [
      info(),
      networking(),
      section('Build', 'general product-feedback fundraising growth-tactics'),
      voiceLounges({
        rooms: [
          ['Coworking', 0],
          ['Pitch Practice', 4],
        ],
      }),
      staffArea(),
    ],
  }),
  business({
    id: 'freelancers-guild',
    name: 'Freelancers Guild',
    description:
      'Freelancers sharing gigs, rates, contracts and client stories, with portfolio reviews and skill swaps.',
    plan: 'starter',
    tags: ['freelance', 'gigs', 'rates'],
    roles: businessRoles({ names: { founder: 'Guild Founder', 'account-manager': 'Gig Curator' } }),
    welcome:
      'Welcome to the guild, {user}! Post your skills in skill-swap and check the gig board.',
    blocks: [
      info(),
      section(
        'Work',
        'gig-board-freelance rates-and-pricing contracts-and-invoices client-stories',
      ),
      section('Grow', 'portfolio-reviews skill-swap general'),
      voiceLounges({ count: 2, prefix: 'Coworking' }),
      staffArea(),
    ],
  }),
  business({
    id: 'small-business-owners',
    name: 'Small Business Owners',
    description:
      'Shop and service owners comparing notes on marketing, bookkeeping, e-commerce and staff, with a weekly mastermind call.',
    plan: 'starter',
    tags: ['small-business', 'ecommerce', 'marketing'],
    roles: businessRoles({ names: { 'account-manager': 'Mastermind Host' } }),
    welcome: 'Welcome to {server}, {user}! Share a win in wins-of-the-week and ask anything.',
    blocks: [
      info(),
      section(
        'Run the Business',
        'marketing-help bookkeeping-and-taxes ecommerce hiring-and-staff',
      ),
      section('Community', 'general wins-of-the-week shop-showcase'),
      voiceLounges({
        rooms: [
          ['Mastermind Call', 8],
          ['Coffee Break', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  business({
    id: 'sales-team-hq',
    name: 'Sales Team HQ',
    description:
      'A sales team’s workspace: lead flow, deal updates, wins, playbooks, competitor intel and call practice rooms.',
    plan: 'premium',
    tags: ['sales', 'team', 'pipeline'],
    roles: businessRoles({
      size: 6,
      names: { founder: 'Head of Sales', 'account-manager': 'Account Executive' },
    }),
    welcome: 'Welcome to the team, {user}! Standup is at 9:00 in Daily Standup.',
    blocks: [
      verification({ roleName: 'Team Member' }),
      info({ announcementType: 'announcement' }),
      businessLeads(),
      section('Team', 'general wins playbooks objection-handling'),
      section('Enablement', '!product-updates competitor-intel training-recordings'),
      voiceLounges({
        rooms: [
          ['Daily Standup', 0],
          ['Call Practice', 2],
          ['Focus Room', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  business({
    id: 'agency-client-portal',
    name: 'Agency Client Portal',
    description:
      'An agency and its clients: a private client lounge for updates and approvals, request tickets with transcripts and a team room.',
    plan: 'premium',
    tags: ['agency', 'clients', 'portal'],
    roles: businessRoles({ size: 6, members: ['client', 'member'] }),
    welcome:
      'Welcome to {server}, {user}! Clients: your updates and approvals live in the Client Lounge.',
    blocks: [
      tickets({
        name: 'Client Support',
        types: ['New Request', 'Revision', 'Billing', 'Urgent Issue'],
        transcripts: true,
      }),
      info(),
      section(
        'Client Lounge',
        [board('client-updates'), 'deliverables', 'feedback-and-approvals', voice('Client Calls')],
        {
          only: ['client'],
        },
      ),
      section('Agency', 'general case-studies'),
      section(
        'Team Room',
        ['project-board', 'design-review', 'dev-handoff', voice('Team Standup')],
        'staff',
      ),
      staffArea({ level: 2 }),
    ],
  }),
  business({
    id: 'angel-investor-network',
    name: 'Angel Investor Network',
    description:
      'Angels and founders: a partners-only deal room with due diligence, pitch feedback, networking and pitch submissions by ticket.',
    plan: 'premium',
    tags: ['investors', 'angels', 'deal-flow'],
    roles: businessRoles({
      size: 7,
      names: { founder: 'Network Chair' },
      members: ['partner', 'member'],
    }),
    welcome:
      'Welcome to {server}, {user}! Founders: submit a pitch. Investors: apply to join the deal room.',
    blocks: [
      verification({ type: 'captcha' }),
      info(),
      businessLeads({ name: 'Deal Room', only: 'partner', extra: 'due-diligence' }),
      section('Founders', 'pitch-feedback fundraising-questions'),
      networking(),
      tickets({
        types: ['Submit a Pitch', 'Investor Application', 'Other'],
        channel: 'submit-a-pitch',
      }),
      voiceLounges({
        rooms: [
          ['Pitch Room', 6],
          ['Investor Lounge', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  business({
    id: 'startup-accelerator',
    name: 'Startup Accelerator',
    description:
      'An accelerator programme: cohort lounge, mentor forums, demo day on stage, partner deals, networking and mentor booking.',
    plan: 'ultimate',
    tags: ['accelerator', 'mentors', 'demo-day'],
    roles: businessRoles({
      size: 7,
      names: { founder: 'Program Director', mentor: 'Program Mentor' },
      members: ['founder-member', 'partner', 'member'],
    }),
    welcome: 'Welcome to the programme, {user}! Your cohort lounge opens once you verify.',
    blocks: [
      verification({ roleName: 'Verified Founder' }),
      info({ announcementType: 'announcement', extra: '!program-calendar' }),
      section('Cohort', 'cohort-lounge weekly-updates wins-and-lessons', {
        only: ['founder-member'],
      }),
      helpDesk({ name: 'Office Hours', forum: 'ask-a-mentor', extra: [forum('resource-library')] }),
      stageTalks({
        name: 'Demo Day',
        stage: 'Demo Day Stage',
        schedule: 'pitch-order',
        questions: 'investor-questions',
      }),
      businessLeads({ name: 'Partner Deals', only: 'partner' }),
      networking(),
      section('Functions', 'fundraising growth-marketing product-and-design legal-and-finance'),
      voiceLounges({
        rooms: [
          ['Mentor Room 1', 3],
          ['Mentor Room 2', 3],
          ['Coworking', 0],
        ],
      }),
      tickets({
        types: ['Book a Mentor', 'Perk Request', 'Application Question', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  business({
    id: 'entrepreneur-network',
    name: 'Entrepreneur Network',
    description:
      'A large network for entrepreneurs: industry and function rooms, a deal room, teardown forums, fireside chats on stage, masterminds and full security.',
    plan: 'lifetime',
    tags: ['entrepreneurs', 'networking', 'masterminds', 'large'],
    roles: businessRoles({ size: 8, members: ['partner', 'member', 'founder-member'] }),
    welcome:
      'Welcome to {server}, {user}! Pick your industry in pick-your-industry and introduce yourself.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea({ roles: 'pick-your-industry' }),
      info({ welcome: false, announcementType: 'announcement', extra: [news('opportunities')] }),
      networking('Networking', 'cofounder-search'),
      section(
        'Industries',
        'saas-founders ecommerce-founders agency-owners creators-and-media local-business',
      ),
      section(
        'Functions',
        'fundraising growth-marketing sales-playbooks product-and-design legal-and-finance',
      ),
      businessLeads({ name: 'Deal Room', only: 'partner' }),
      helpDesk({
        name: 'Forums',
        forum: 'ask-the-community',
        extra: [forum('teardowns'), forum('resource-library')],
      }),
      stageTalks({
        name: 'Fireside Chats',
        stage: 'Fireside Stage',
        schedule: 'fireside-schedule',
        questions: 'fireside-questions',
      }),
      events({ board: 'meetups-and-events', hall: 'Networking Mixer', extra: 'mastermind-groups' }),
      voiceLounges({ count: 3, prefix: 'Coworking', noMic: 'no-mic' }),
      tickets({
        types: ['Membership Question', 'Report a Scam', 'Sponsorship', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
