import { clips, gameServer } from '../blocks/gaming.ts';
import { info } from '../blocks/info.ts';
import { lfg } from '../blocks/lfg.ts';
import { showcase } from '../blocks/media.ts';
import { section } from '../blocks/section.ts';
import { staffArea } from '../blocks/staff.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { text } from '../channels.ts';
import { forCategory } from '../define.ts';
import { gamingRoles } from '../roles/gaming.ts';
import { RULES } from '../rules.ts';

const gaming = forCategory('gaming', RULES.gaming);

export const gamingStyles = [
  gaming({
    id: 'casual-gaming-hub',
    name: 'Casual Gaming Hub',
    description:
      'A friendly multi-game home for a friend group that keeps growing: chat, clips, LFG and voice rooms.',
    plan: 'starter',
    tags: ['multi-game', 'casual', 'friends'],
    roles: gamingRoles({ members: ['member', 'lfg-ping'] }),
    welcome: 'Welcome to {server}, {user}! Tell us what you are playing and jump into a squad.',
    blocks: [
      info(),
      section('Hangout', 'general memes now-playing'),
      clips(),
      lfg({ squads: 2 }),
      voiceLounges({ count: 3, noMic: 'no-mic' }),
      staffArea(),
    ],
  }),
  gaming({
    id: 'cozy-indie-corner',
    name: 'Cozy Indie Corner',
    description:
      'A calm space for farming sims, puzzle games and hidden indie gems, with couch co-op voice.',
    plan: 'starter',
    tags: ['indie', 'cozy', 'wholesome'],
    roles: gamingRoles({ names: { owner: 'Head Farmer', helper: 'Cozy Helper' } }),
    welcome: 'Pull up a chair, {user}! {server} is a cozy place. What are you playing this week?',
    blocks: [
      info(),
      section('Cozy Corner', 'general now-playing indie-gems farm-diaries'),
      showcase('Share', 'cozy-screenshots fan-art'),
      voiceLounges({
        rooms: [
          ['Couch Co-op', 4],
          ['Fireside', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  gaming({
    id: 'retro-arcade-club',
    name: 'Retro Arcade Club',
    description:
      'For collectors and players of classic consoles: finds, collections, high scores and repairs.',
    plan: 'starter',
    tags: ['retro', 'collecting', 'arcade'],
    roles: gamingRoles({ names: { owner: 'Arcade Owner', 'event-host': 'Tournament Host' } }),
    welcome: 'Insert coin, {user}! Welcome to {server}. Show us your shelf in collection-shelf.',
    blocks: [
      info(),
      section('Arcade Floor', 'general retro-finds collection-shelf high-scores'),
      section('Platforms', 'nintendo-classics sega-corner playstation-era repairs-and-mods'),
      voiceLounges({
        rooms: [
          ['Arcade Cabinet', 4],
          ['Couch Multiplayer', 4],
          ['Bargain Bin', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  gaming({
    id: 'rust-wipe-crew',
    name: 'Rust Wipe Crew',
    description:
      'A survival clan base for wipe day: raid planning, base designs, loot logs and crew comms.',
    plan: 'starter',
    tags: ['rust', 'survival', 'clan'],
    roles: gamingRoles({
      names: { owner: 'Clan Leader', admin: 'Officer', 'event-host': 'Raid Lead' },
    }),
    welcome: 'Welcome to the crew, {user}. Read wipe-plan before you load in to {server}.',
    blocks: [
      info({ announcements: 'wipe-plan' }),
      section('Crew', 'general raid-planning base-designs loot-log'),
      gameServer({ game: 'Rust', name: 'Server Watch' }),
      voiceLounges({
        name: 'Comms',
        rooms: [
          ['Raid Comms', 8],
          ['Farming', 4],
          ['Base Hangout', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  gaming({
    id: 'mmo-guild-hall',
    name: 'MMO Guild Hall',
    description:
      'Run an MMO guild: raid schedule, loot council, crafting requests, dungeon parties and raid voice.',
    plan: 'starter',
    tags: ['mmo', 'guild', 'raiding'],
    roles: gamingRoles({
      size: 6,
      names: {
        owner: 'Guild Master',
        admin: 'Officer',
        'head-mod': 'Class Lead',
        'event-host': 'Raid Leader',
      },
    }),
    welcome: 'Hail, {user}! Welcome to {server}. Check raid-schedule and sign up for the next run.',
    blocks: [
      info({ announcements: 'guild-news' }),
      section('Guild Hall', 'general !raid-schedule loot-council crafting-requests guild-bank'),
      lfg({ name: 'Dungeon Finder', squads: 3, squadName: 'Dungeon Party' }),
      voiceLounges({
        name: 'Guild Voice',
        rooms: [
          ['Raid Night', 25],
          ['Tavern', 0],
        ],
      }),
      staffArea({ name: 'Officers' }),
    ],
  }),
  gaming({
    id: 'competitive-fps-hub',
    name: 'Competitive FPS Hub',
    description:
      'Ranked grinders of Valorant, CS2 and Overwatch: per-game LFG, 5-stack rooms, VOD review and player reports.',
    plan: 'premium',
    tags: ['fps', 'ranked', 'valorant', 'cs2'],
    roles: gamingRoles({ size: 6, members: ['member', 'lfg-ping', 'events-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Solve the captcha, read the rules and find a 5-stack in lfg.',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement' }),
      section('General', 'general memes patch-discussion'),
      lfg({ games: ['valorant', 'cs2', 'overwatch'], squads: 4, squadName: '5-Stack' }),
      clips({ weekly: 'play-of-the-week' }),
      section('Improve', 'vod-review crosshair-and-settings aim-training'),
      voiceLounges({ count: 3, prefix: 'Chill', noMic: 'no-mic' }),
      tickets({ types: ['Report a Player', 'Ban Appeal', 'Other'] }),
      staffArea({ level: 2 }),
    ],
  }),
  gaming({
    id: 'game-server-network',
    name: 'Game Server Network',
    description:
      'For communities hosting Rust, ARK and DayZ servers: status and patch notes per game, donations help and tickets.',
    plan: 'premium',
    tags: ['servers', 'rust', 'ark', 'dayz'],
    roles: gamingRoles({
      size: 7,
      names: { owner: 'Network Owner', 'event-host': 'Server Manager' },
    }),
    welcome: 'Welcome to {server}, {user}! Pick a game, check its status channel and have fun.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      gameServer({ game: 'Rust', prefix: 'rust', name: 'Rust' }),
      gameServer({ game: 'ARK', prefix: 'ark', name: 'ARK' }),
      gameServer({ game: 'DayZ', prefix: 'dayz', name: 'DayZ' }),
      section('Community', 'general trading clips'),
      voiceLounges({ count: 3 }),
      tickets({
        types: ['Server Issue', 'Report a Player', 'Donation Help', 'Ban Appeal'],
        faq: 'server-faq',
      }),
      staffArea({ level: 2 }),
    ],
  }),
  gaming({
    id: 'gacha-guild',
    name: 'Gacha Guild',
    description:
      'For Genshin, Star Rail and Wuthering Waves players: pull results, builds, banner planning and co-op rooms.',
    plan: 'premium',
    tags: ['gacha', 'genshin', 'star-rail'],
    roles: gamingRoles({
      size: 6,
      names: { owner: 'Guild Leader', 'event-host': 'Event Organiser' },
    }),
    welcome:
      'Welcome, Traveler {user}! Press Verify in verify to enter {server}, then post your last pull.',
    blocks: [
      verification({ type: 'button' }),
      info({ announcementType: 'announcement' }),
      section('Guild Lounge', 'general pull-results f2p-corner memes'),
      section('Builds & Theorycraft', [
        'build-help',
        'team-comps',
        'banner-planning',
        text('event-guides', undefined, { readOnly: true, posters: ['events'] }),
      ]),
      lfg({
        name: 'Co-op',
        games: ['genshin', 'wuthering-waves'],
        squads: 3,
        squadSize: 4,
        squadName: 'Co-op Room',
      }),
      voiceLounges({ count: 2 }),
      staffArea({ level: 2 }),
    ],
  }),
];
