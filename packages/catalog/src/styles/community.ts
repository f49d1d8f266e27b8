import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { dailyQuestions } from '../blocks/social.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { communityRoles } from '../roles/social.ts';
import { RULES } from '../rules.ts';

const community = forCategory('community', RULES.community);
const amas = {
  name: 'Stage',
  stage: 'Community Stage',
  schedule: 'ama-schedule',
  questions: 'ama-questions',
};

export const communityStyles = [
  community({
    id: 'community-starter',
    name: 'Community Starter',
    description:
      'The essentials for a new server: welcome, rules and announcements, four chat channels, two voice rooms and a staff room.',
    plan: 'free',
    tags: ['starter', 'simple', 'general'],
    roles: communityRoles(),
    welcome: 'Welcome to {server}, {user}! Read the rules and say hi in general.',
    blocks: [
      info(),
      section('Community', 'general introductions media off-topic'),
      voiceLounges({
        rooms: [
          ['General', 0],
          ['Chill Room', 0],
        ],
      }),
      staffArea({ logs: false, voiceName: false }),
    ],
  }),
  community({
    id: 'chill-hangout',
    name: 'Chill Hangout',
    description:
      'A laid-back hangout: chat, memes, pets and food, a question of the day, polls and voice lounges with a text side-chat.',
    plan: 'starter',
    tags: ['hangout', 'social', 'chill'],
    roles: communityRoles({ members: ['member', 'qotd-ping'] }),
    welcome: 'Hey {user}, welcome to {server}! Grab a seat and answer today’s question.',
    blocks: [
      info(),
      section('Hangout', 'general memes pets food music'),
      dailyQuestions(),
      voiceLounges({ count: 3, noMic: 'vc-chat' }),
      staffArea(),
    ],
  }),
  community({
    id: 'friend-group-server',
    name: 'Friend Group Server',
    description:
      'A private server for a group of friends: making plans, a photo dump, birthdays and the couch voice room.',
    plan: 'starter',
    tags: ['friends', 'private', 'small'],
    roles: communityRoles({ names: { owner: 'Server Parent', 'event-host': 'Plan Maker' } }),
    welcome: '{user} is here! Welcome to {server}. Add your birthday in birthdays.',
    blocks: [
      info(),
      section('Us', 'general making-plans photo-dump birthdays memes'),
      voiceLounges({
        rooms: [
          ['The Couch', 0],
          ['Gaming', 0],
          ['Late Night', 0],
        ],
      }),
      staffArea({ voiceName: false }),
    ],
  }),
  community({
    id: 'local-city-community',
    name: 'Local City Community',
    description:
      'Neighbours online: local news, events nearby, food spots, lost and found, a marketplace and recommendations.',
    plan: 'starter',
    tags: ['local', 'city', 'neighbours'],
    roles: communityRoles({ names: { owner: 'Town Organiser', 'event-host': 'Meetup Host' } }),
    welcome: 'Welcome to {server}, {user}! Which neighbourhood are you in?',
    blocks: [
      info(),
      section('Around Town', 'local-news events-nearby food-and-drink-spots lost-and-found'),
      section('Neighbours', 'general marketplace local-recommendations'),
      voiceLounges({ count: 2, prefix: 'Town Square' }),
      staffArea(),
    ],
  }),
  community({
    id: 'lgbtq-safe-space',
    name: 'LGBTQ+ Safe Space',
    description:
      'A safe, moderated space: captcha gate, welcome area, pride and pet pics, a vent channel, resources and private mod tickets.',
    plan: 'premium',
    tags: ['lgbtq', 'safe-space', 'support'],
    roles: communityRoles({ size: 6, names: { welcomer: 'Greeter' } }),
    welcome:
      'Welcome to {server}, {user}! You are safe here. Pronoun roles are in pick-your-roles.',
    blocks: [
      verification({ type: 'captcha' }),
      welcomeArea(),
      info({ welcome: false }),
      section('Community', 'general selfies pets media'),
      section('Support', 'vent-space positivity resources-and-hotlines'),
      tickets({ name: 'Talk to Us', types: ['Talk to a Mod', 'Report Harassment', 'Other'] }),
      voiceLounges({ count: 3 }),
      staffArea({ level: 2 }),
    ],
  }),
  community({
    id: 'international-hangout',
    name: 'International Hangout',
    description:
      'Friends from everywhere: chats by language, culture exchange, travel stories, world food and world lounges.',
    plan: 'premium',
    tags: ['international', 'languages', 'culture'],
    roles: communityRoles({ size: 6 }),
    welcome: 'Welcome to {server}, {user}! Where in the world are you?',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      section('Languages', 'english-chat spanish-chat portuguese-chat french-chat german-chat'),
      section('Culture', 'culture-exchange travel-stories world-food'),
      section('Hangout', 'general memes'),
      voiceLounges({ count: 4, prefix: 'World Lounge' }),
      staffArea({ level: 2 }),
    ],
  }),
  community({
    id: 'parents-and-families',
    name: 'Parents & Families',
    description:
      'Parents supporting each other by age group, with family recipes, activities, deals and private questions to the mods.',
    plan: 'premium',
    tags: ['parents', 'families', 'support'],
    roles: communityRoles({ size: 6, names: { 'event-host': 'Playdate Organiser' } }),
    welcome: 'Welcome to {server}, {user}! Tell us the ages of your little ones in general.',
    blocks: [
      verification(),
      info(),
      section('Parenting', 'babies-and-toddlers school-age teens parenting-wins'),
      section('Home', 'family-recipes activities-and-crafts family-deals'),
      section('Lounge', 'general off-topic'),
      tickets({ types: ['Private Question to Mods', 'Report', 'Other'] }),
      voiceLounges({
        rooms: [
          ['Nap Time Chat', 0],
          ['Evening Lounge', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  community({
    id: 'social-community-plus',
    name: 'Social Community Plus',
    description:
      'A growing social server: discussion and advice forums, question of the day, AMAs on stage, game nights, giveaways and raid protection.',
    plan: 'ultimate',
    tags: ['social', 'forums', 'amas'],
    roles: communityRoles({ size: 7, members: ['regular', 'member', 'events-ping'] }),
    welcome: 'Welcome to {server}, {user}! Pick your roles and join today’s discussion.',
    blocks: [
      verification({ type: 'captcha' }),
      welcomeArea(),
      info({ welcome: false, announcementType: 'announcement' }),
      section('Hangout', 'general memes pets food media'),
      helpDesk({ name: 'Discussions', forum: 'discussions', extra: [forum('advice')] }),
      dailyQuestions(),
      stageTalks(amas),
      events({ hall: 'Game Night', extra: '!giveaways' }),
      voiceLounges({ count: 4, noMic: 'vc-chat', afk: true }),
      tickets({ types: ['Report a Member', 'Appeal', 'Partnership', 'Other'], transcripts: true }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  community({
    id: 'community-mega-server',
    name: 'Community Mega Server',
    description:
      'The biggest social layout: interest rooms, forums, daily questions, AMAs on stage, movie nights, a regulars lounge and complete security.',
    plan: 'lifetime',
    tags: ['social', 'large', 'events', 'interests'],
    roles: communityRoles({ size: 8, members: ['regular', 'member', 'events-ping', 'qotd-ping'] }),
    welcome: 'Welcome to {server}, {user}! Pick your interests in pick-your-roles and dive in.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('server-updates'), '!partners'],
      }),
      section('Hangout', 'general memes off-topic pets food media'),
      section(
        'Interests',
        'gaming-chat music movies-and-tv books-chat tech-talk sports-chat art-share',
      ),
      helpDesk({
        name: 'Forums',
        forum: 'discussions',
        extra: [forum('advice'), forum('recommendations-forum')],
      }),
      dailyQuestions('Daily', 'counting'),
      stageTalks(amas),
      events({ hall: 'Game Night', extra: '!giveaways movie-night-picks' }),
      section('Regulars', ['regulars-lounge', voice('Regulars Voice')], { only: ['regular'] }),
      voiceLounges({ count: 5, noMic: 'vc-chat', afk: true }),
      tickets({
        types: ['Report a Member', 'Appeal', 'Partnership', 'Event Proposal', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
