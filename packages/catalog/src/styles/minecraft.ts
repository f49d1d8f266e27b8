import { events } from '../blocks/events.ts';
import { lore } from '../blocks/fandom.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { showcase } from '../blocks/media.ts';
import { mcServer, smpLife } from '../blocks/minecraft.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { feedbackBoard } from '../blocks/work.ts';
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { minecraftRoles } from '../roles/gaming.ts';
import { RULES } from '../rules.ts';

const minecraft = forCategory('minecraft', RULES.minecraft);
const appeals = { name: 'Appeals', forum: 'ban-appeals', guide: 'appeal-guidelines' };
const townHall = {
  name: 'Town Hall',
  stage: 'Town Hall Stage',
  schedule: 'town-hall-schedule',
  questions: 'town-hall-questions',
};

export const minecraftStyles = [
  minecraft({
    id: 'vanilla-smp',
    name: 'Vanilla SMP',
    description:
      'A small whitelisted survival server: server info, applications, builds, trading and a town hall for decisions.',
    plan: 'starter',
    tags: ['smp', 'vanilla', 'whitelist'],
    roles: minecraftRoles({ members: ['whitelisted', 'player'] }),
    welcome:
      'Welcome to {server}, {user}! Apply in whitelist-applications and we will add you soon.',
    blocks: [
      info(),
      mcServer({ whitelist: true }),
      smpLife(),
      section('Chat', 'general shared-farms memes'),
      voiceLounges({
        rooms: [
          ['SMP Voice', 0],
          ['Mining Trip', 4],
        ],
      }),
      staffArea(),
    ],
  }),
  minecraft({
    id: 'modded-minecraft-server',
    name: 'Modded Minecraft Server',
    description:
      'For a modpack server: pack info and mod list, help with tech and magic mods, crash reports and base tours.',
    plan: 'starter',
    tags: ['modded', 'modpack', 'tech'],
    roles: minecraftRoles({ size: 6 }),
    welcome: 'Welcome to {server}, {user}! Grab the pack from modpack-info and check server-ip.',
    blocks: [
      info(),
      mcServer({ name: 'Modpack Server', extra: '!modpack-info !mod-list' }),
      section('Tech Talk', 'mod-help automation-setups magic-mods crash-reports'),
      section('Community', 'general base-tours'),
      voiceLounges({ count: 2 }),
      staffArea(),
    ],
  }),
  minecraft({
    id: 'minecraft-build-team',
    name: 'Minecraft Build Team',
    description:
      'A build team’s studio: projects, palettes, schematics, technique channels, a portfolio and builder applications.',
    plan: 'starter',
    tags: ['building', 'build-team', 'schematics'],
    roles: minecraftRoles({ names: { owner: 'Lead Builder', builder: 'Senior Builder' } }),
    welcome: 'Welcome to {server}, {user}! Want to join the team? Post in builder-applications.',
    blocks: [
      info(),
      section('Build Team', '!build-projects block-palettes schematics build-progress'),
      section('Learn', 'terraforming organics interiors'),
      showcase('Portfolio', 'finished-builds timelapse-videos'),
      section('Join Us', 'builder-applications'),
      voiceLounges({
        rooms: [
          ['Build Session 1', 0],
          ['Build Session 2', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  minecraft({
    id: 'bedrock-realm',
    name: 'Bedrock Realm',
    description:
      'A console and mobile friends realm: invites, add-ons, builds, trading and cross-play party voice.',
    plan: 'starter',
    tags: ['bedrock', 'realm', 'cross-play'],
    roles: minecraftRoles({ names: { owner: 'Realm Owner' } }),
    welcome: 'Hey {user}, welcome to {server}! Post your gamertag in realm-invites to get in.',
    blocks: [
      info(),
      section('Realm', '!realm-info realm-invites addons-and-packs'),
      smpLife('Realm Life'),
      section('Hangout', 'general memes'),
      voiceLounges({
        rooms: [
          ['Realm Party', 10],
          ['Chill', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  minecraft({
    id: 'survival-network',
    name: 'Survival Network',
    description:
      'A public network with survival, skyblock, factions and minigames: store help, reports and appeals through tickets.',
    plan: 'premium',
    tags: ['network', 'skyblock', 'factions', 'minigames'],
    roles: minecraftRoles({ size: 7, members: ['donator', 'player', 'server-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Join with the address in server-ip and pick a game mode.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      mcServer({ name: 'Network Info', liveMap: true, extra: '!store-info' }),
      section('Game Modes', 'survival-chat skyblock-chat factions-chat minigames-chat'),
      section('Community', 'general build-showcase trading'),
      feedbackBoard(),
      voiceLounges({ count: 3 }),
      tickets({
        types: ['Store Purchase', 'Report a Player', 'Ban Appeal', 'Bug Report'],
        faq: 'support-faq',
      }),
      staffArea({ level: 2 }),
    ],
  }),
  minecraft({
    id: 'hardcore-smp-season',
    name: 'Hardcore SMP Season',
    description:
      'A seasonal hardcore server: applications by ticket, a death log, season lore, alliances and a spectator lounge.',
    plan: 'premium',
    tags: ['hardcore', 'season', 'smp'],
    roles: minecraftRoles({ size: 6, members: ['whitelisted', 'player'] }),
    welcome: 'Welcome, {user}. One life, one season. Apply in apply-here to play on {server}.',
    blocks: [
      tickets({
        name: 'Applications',
        types: ['Season Application', 'Appeal a Death', 'Other'],
        channel: 'apply-here',
      }),
      info(),
      mcServer({ extra: '!season-rules' }),
      section('Season', 'death-log !season-lore alliances-and-wars'),
      smpLife(),
      voiceLounges({
        rooms: [
          ['Spectator Lounge', 0],
          ['Proximity Overflow', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  minecraft({
    id: 'minecraft-network-pro',
    name: 'Minecraft Network Pro',
    description:
      'A large network with game mode channels, feedback and appeal forums, town halls on stage, store tickets and raid protection.',
    plan: 'ultimate',
    tags: ['network', 'forums', 'town-hall'],
    roles: minecraftRoles({ size: 7, members: ['donator', 'player', 'server-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Solve the captcha, then hop on with the address in server-ip.',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement', extra: [news('server-changelog')] }),
      mcServer({ name: 'Network Info', liveMap: true, extra: '!store-info !vote-links' }),
      section('Game Modes', 'survival-chat skyblock-chat prison-chat minigames-chat'),
      section('Community', 'general media memes'),
      feedbackBoard({ forums: true }),
      helpDesk(appeals),
      stageTalks(townHall),
      voiceLounges({ count: 4, noMic: 'no-mic' }),
      tickets({
        types: ['Store Purchase', 'Report a Player', 'Bug Report', 'Staff Application'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  minecraft({
    id: 'minecraft-mega-network',
    name: 'Minecraft Mega Network',
    description:
      'Everything for a big network: survival, skyblock and minigame areas, forums, town halls and build contests on stage, a build team room and full security.',
    plan: 'lifetime',
    tags: ['network', 'minigames', 'events', 'large'],
    roles: minecraftRoles({ size: 8, members: ['donator', 'player', 'server-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Pick your game modes in pick-your-roles and see you in game.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('server-changelog'), '!vote-links'],
      }),
      mcServer({ name: 'Network Info', liveMap: true, extra: '!store-info' }),
      section('Survival', 'survival-chat survival-trading survival-builds'),
      section('Skyblock', 'skyblock-chat island-showcase skyblock-trading'),
      section('Minigames', 'minigames-chat bedwars skywars parkour-times'),
      section('Community', 'general memes media fan-art'),
      feedbackBoard({ forums: true }),
      helpDesk(appeals),
      stageTalks(townHall),
      events({ hall: 'Event Lobby', extra: '!build-competitions competition-entries' }),
      voiceLounges({ count: 4, noMic: 'no-mic', afk: true }),
      tickets({
        types: [
          'Store Purchase',
          'Report a Player',
          'Bug Report',
          'Ban Appeal',
          'Staff Application',
        ],
        faq: 'support-faq',
        transcripts: true,
      }),
      section('Build Team', ['build-projects', 'plugin-dev', voice('Build Team Voice')], 'staff'),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  minecraft({
    id: 'minecraft-kingdoms-roleplay',
    name: 'Minecraft Kingdoms Roleplay',
    description:
      'A whitelisted medieval realm of player nations: chronicles, a nation forum, royal court on stage, festivals and war rooms.',
    plan: 'lifetime',
    tags: ['kingdoms', 'nations', 'roleplay', 'medieval'],
    roles: minecraftRoles({
      size: 8,
      names: { owner: 'Sovereign', admin: 'Royal Steward', builder: 'Royal Architect' },
    }),
    welcome: 'Hail, {user}! Welcome to {server}. Read the chronicles, then found or join a nation.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('royal-decrees')] }),
      mcServer({ name: 'Realm Info', whitelist: true, liveMap: true }),
      lore('Chronicles', 'realm-history nations-and-banners map-of-the-realm'),
      helpDesk({
        name: 'Nations',
        forum: 'nation-applications',
        extra: [forum('nation-embassies'), 'war-declarations', 'treaties'],
      }),
      section('Town Square', 'general roleplay-chat memes'),
      smpLife('Builders Guild', 'build-requests'),
      stageTalks({
        name: 'Royal Court',
        stage: 'Throne Room Stage',
        schedule: 'court-sessions',
        questions: 'petitions',
      }),
      events({
        name: 'Festivals',
        board: 'festival-announcements',
        hall: 'Feast Hall',
        extra: '!tournament-of-champions',
      }),
      voiceLounges({
        rooms: [
          ['Kingdom Council', 10],
          ['War Room', 12],
          ['Tavern', 0],
        ],
        noMic: 'no-mic',
      }),
      tickets({
        types: ['Whitelist Help', 'Grief Report', 'Nation Dispute', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
