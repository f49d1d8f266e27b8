import { artCritique, commissions, prompts } from '../blocks/creative.ts';
import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { showcase } from '../blocks/media.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { forum, news } from '../channels.ts';
import { forCategory } from '../define.ts';
import { artRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const art = forCategory('art', RULES.art);
const demos = {
  name: 'Live Demos',
  stage: 'Demo Stage',
  schedule: 'demo-schedule',
  questions: 'demo-questions',
};

export const artStyles = [
  art({
    id: 'artist-collective',
    name: 'Artist Collective',
    description:
      'A small collective of artists: critique with guidelines, works in progress, a gallery and draw-together voice.',
    plan: 'starter',
    tags: ['art', 'critique', 'collective'],
    roles: artRoles(),
    welcome: 'Welcome to {server}, {user}! Share a piece in finished-work and say hi.',
    blocks: [
      info(),
      artCritique(),
      showcase('Gallery', 'finished-work sketchbook'),
      section('Lounge', 'general art-supplies'),
      voiceLounges({
        rooms: [
          ['Draw Together', 0],
          ['Quiet Studio', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  art({
    id: 'digital-painting-studio',
    name: 'Digital Painting Studio',
    description:
      'For digital painters: daily prompts, digital critique, brushes and tool help for Procreate and Photoshop.',
    plan: 'starter',
    tags: ['digital-art', 'procreate', 'prompts'],
    roles: artRoles({ members: ['artist', 'prompt-ping'] }),
    welcome: 'Welcome to {server}, {user}! Today’s prompt is in daily-prompt. Paint along!',
    blocks: [
      info(),
      prompts(),
      artCritique({ mediums: ['digital'] }),
      section('Tools', 'brushes-and-tools procreate-help photoshop-tips'),
      voiceLounges({
        rooms: [
          ['Paint Along', 0],
          ['Speedpaint Session', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  art({
    id: 'pixel-art-guild',
    name: 'Pixel Art Guild',
    description:
      'Pixel artists sharing palettes, tilesets and animation frames, with a weekly challenge and a gallery.',
    plan: 'starter',
    tags: ['pixel-art', 'gamedev', 'animation'],
    roles: artRoles({ names: { curator: 'Guild Master', 'prompt-master': 'Challenge Host' } }),
    welcome: 'Welcome to {server}, {user}! This week’s challenge is in weekly-prompt.',
    blocks: [
      info(),
      prompts({ name: 'Weekly Challenge', cadence: 'weekly' }),
      section('Pixels', 'general palettes tilesets animation-frames pixel-help'),
      showcase('Gallery', 'pixel-gallery'),
      voiceLounges({ rooms: [['Pixel Jam', 0]] }),
      staffArea(),
    ],
  }),
  art({
    id: 'art-commission-marketplace',
    name: 'Art Commission Marketplace',
    description:
      'A safe place to buy and sell commissions: open slots, requests, price checks, portfolios and scam reports through tickets.',
    plan: 'premium',
    tags: ['commissions', 'marketplace', 'portfolio'],
    roles: artRoles({ size: 7, members: ['commissions-open', 'artist'] }),
    welcome: 'Welcome to {server}, {user}! Read commission-rules before you buy or sell.',
    blocks: [
      verification({ type: 'captcha' }),
      info(),
      commissions('Commissions', 'price-checks'),
      showcase('Portfolios', 'portfolio-links finished-commissions'),
      section('Artists', 'general artist-business tos-templates'),
      tickets({
        types: ['Commission Dispute', 'Report a Scam', 'Artist Verification', 'Other'],
        transcripts: true,
      }),
      voiceLounges({ count: 2, prefix: 'Studio' }),
      staffArea({ level: 2 }),
    ],
  }),
  art({
    id: 'animation-studio',
    name: 'Animation Studio',
    description:
      '2D and 3D animators: storyboards, animatics, rigging, render help, feedback per medium and demo reels.',
    plan: 'premium',
    tags: ['animation', '2d', '3d', 'storyboards'],
    roles: artRoles({
      size: 6,
      names: { curator: 'Studio Director', 'critique-lead': 'Animation Lead' },
    }),
    welcome: 'Welcome to the studio, {user}! Drop your reel in demo-reels once you are verified.',
    blocks: [
      verification(),
      info(),
      section('Pipeline', 'storyboards animatics rigging render-help'),
      artCritique({ name: 'Feedback', mediums: ['2d-animation', '3d-animation'] }),
      showcase('Reels', 'demo-reels loops-and-gifs'),
      voiceLounges({
        rooms: [
          ['Dailies Review', 0],
          ['Quiet Animating', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  art({
    id: 'art-academy',
    name: 'Art Academy',
    description:
      'Structured learning for artists: foundations, critique, instructor forums, live demos on stage, weekly assignments and review booking.',
    plan: 'ultimate',
    tags: ['art-school', 'fundamentals', 'demos'],
    roles: artRoles({ size: 7, names: { curator: 'Academy Director', mentor: 'Instructor' } }),
    welcome:
      'Welcome to the academy, {user}! Start with the foundations and post your first assignment.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!course-catalog' }),
      section(
        'Foundations',
        'drawing-fundamentals color-and-light anatomy-for-artists perspective',
      ),
      artCritique({ mediums: ['digital', 'traditional'] }),
      helpDesk({
        name: 'Ask an Instructor',
        forum: 'art-questions',
        extra: [forum('portfolio-review-requests')],
      }),
      stageTalks(demos),
      prompts({ name: 'Assignments', cadence: 'weekly' }),
      section('Community', 'general art-supplies'),
      voiceLounges({
        rooms: [
          ['Draw Along', 0],
          ['Quiet Studio', 0],
          ['Life Drawing Session', 12],
        ],
      }),
      tickets({
        types: ['Portfolio Review Booking', 'Course Question', 'Report', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  art({
    id: 'creative-arts-guild',
    name: 'Creative Arts Guild',
    description:
      'A big home for every medium: critique, prompts, commissions, art forums, live demos on stage, contests and full security.',
    plan: 'lifetime',
    tags: ['art', 'contests', 'commissions', 'large'],
    roles: artRoles({
      size: 8,
      members: ['featured-artist', 'commissions-open', 'artist', 'prompt-ping'],
    }),
    welcome:
      'Welcome to the guild, {user}! Pick your mediums in pick-your-roles and share your work.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({ welcome: false, announcementType: 'announcement', extra: [news('featured-artists')] }),
      section(
        'Mediums',
        'digital-art traditional-art 3d-modeling animation-share character-design',
      ),
      artCritique({ mediums: ['digital', 'traditional', '3d'] }),
      prompts(),
      commissions(),
      helpDesk({
        name: 'Forums',
        forum: 'art-questions',
        extra: [forum('tutorials-and-resources'), forum('portfolio-review-requests')],
      }),
      stageTalks(demos),
      events({ board: 'art-events', hall: 'Draw Party', extra: '!art-contests contest-entries' }),
      section('Lounge', 'general art-supplies memes'),
      voiceLounges({ count: 3, prefix: 'Studio', noMic: 'no-mic' }),
      tickets({
        types: ['Commission Dispute', 'Report Art Theft', 'Partnership', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  art({
    id: 'miniature-painting-guild',
    name: 'Miniature Painting Guild',
    description:
      'For mini painters and hobbyists: painting help, army showcases, 3D printing forums, painting streams on stage and contests.',
    plan: 'lifetime',
    tags: ['miniatures', 'warhammer', '3d-printing', 'painting'],
    roles: artRoles({
      size: 8,
      names: { curator: 'Guild Master', 'prompt-master': 'Contest Host', artist: 'Hobbyist' },
    }),
    welcome:
      'Welcome to {server}, {user}! Post your work bench and tell us what army you are painting.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!painting-guides' }),
      section('Painting', 'painting-help color-schemes airbrushing basing-and-terrain'),
      showcase('Showcase', 'finished-minis army-showcase work-bench'),
      helpDesk({ name: '3D Printing', forum: 'printer-help', extra: [forum('stl-finds')] }),
      section('Games', 'warhammer-40k age-of-sigmar rpg-minis kill-team'),
      artCritique({ name: 'Critique' }),
      stageTalks({
        name: 'Painting Streams',
        stage: 'Painting Stage',
        schedule: 'painting-stream-schedule',
        questions: 'painter-questions',
      }),
      events({ board: 'painting-contests', hall: 'Paint Night', extra: 'contest-entries' }),
      section('Trading', 'bits-and-trades swap-meet'),
      voiceLounges({ count: 3, prefix: 'Paint Table', userLimit: 6 }),
      tickets({ types: ['Trade Dispute', 'Report', 'Other'], transcripts: true }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
