import { events } from '../blocks/events.ts';
import { characterSheets, lore, scenes } from '../blocks/fandom.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { feedbackBoard } from '../blocks/work.ts';
import { forum, news, stage, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import type { Audience } from '../draft.ts';
import { roleplayRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const roleplay = forCategory('roleplay', RULES.roleplay);
/** In-character areas open once a character sheet is approved. */
const approved: Audience = { only: ['approved'] };
const storyEvents = {
  name: 'Story Events',
  stage: 'Storyteller Stage',
  schedule: 'story-event-schedule',
  questions: 'story-questions',
};

export const roleplayStyles = [
  roleplay({
    id: 'fantasy-rp-tavern',
    name: 'Fantasy RP Tavern',
    description:
      'A cozy text roleplay in a fantasy realm: character sheets, four scenes, world lore and a tavern voice room.',
    plan: 'starter',
    tags: ['fantasy', 'text-rp', 'medieval'],
    roles: roleplayRoles(),
    welcome: 'Welcome, traveller {user}! Grab the sheet template and step into {server}.',
    blocks: [
      info(),
      characterSheets(),
      scenes('The Realm', ['tavern', 'market-square', 'dark-forest', 'castle-gates']),
      lore('Lore', 'world-lore factions'),
      voiceLounges({ rooms: [['Tavern Voice', 0]] }),
      staffArea(),
    ],
  }),
  roleplay({
    id: 'dnd-campaign-table',
    name: 'D&D Campaign Table',
    description:
      'One tabletop campaign: session schedule and recaps, dice rolls, loot tracker, party sheets, homebrew and the session table.',
    plan: 'starter',
    tags: ['dnd', 'ttrpg', 'campaign'],
    roles: roleplayRoles({
      names: { owner: 'Campaign Owner', 'game-master': 'Dungeon Master' },
      members: ['roleplayer', 'session-ping'],
    }),
    welcome: 'Welcome to the table, {user}! Roll initiative and check session-schedule.',
    blocks: [
      info({ announcements: 'campaign-news' }),
      section('Campaign', '!session-schedule session-recaps dice-rolls loot-tracker'),
      characterSheets({ name: 'Party' }),
      section('Table Talk', 'general homebrew rules-questions'),
      voiceLounges({
        name: 'Table',
        rooms: [
          ['Session Table', 7],
          ['Side Quest', 4],
        ],
      }),
      staffArea(),
    ],
  }),
  roleplay({
    id: 'sci-fi-rp-station',
    name: 'Sci-Fi RP Station',
    description:
      'Roleplay aboard a deep-space station: five decks as scenes, crew dossiers, ship manifest and star charts.',
    plan: 'starter',
    tags: ['sci-fi', 'space', 'text-rp'],
    roles: roleplayRoles({
      names: { owner: 'Station Commander', 'game-master': 'Mission Director' },
    }),
    welcome: 'Welcome aboard, {user}. File your crew dossier and report to the bridge of {server}.',
    blocks: [
      info(),
      characterSheets({ name: 'Crew Dossiers' }),
      scenes(
        'Station Decks',
        ['command-bridge', 'engineering', 'med-bay', 'cargo-hold', 'cantina'],
        'ooc-comms',
      ),
      lore('Database', 'ship-manifest star-charts'),
      voiceLounges({ rooms: [['Comms Channel', 0]] }),
      staffArea(),
    ],
  }),
  roleplay({
    id: 'superhero-rp-city',
    name: 'Superhero RP City',
    description:
      'A superhero city roleplay: character applications by ticket, the hero registry, city archives and six in-character districts.',
    plan: 'premium',
    tags: ['superheroes', 'city', 'applications'],
    roles: roleplayRoles({ size: 6, members: ['approved', 'roleplayer'] }),
    welcome: 'Welcome to the city, {user}! Apply with your hero or villain in apply-for-character.',
    blocks: [
      tickets({
        name: 'Applications',
        types: ['Character Application', 'Power Review', 'Report'],
        channel: 'apply-for-character',
      }),
      info(),
      characterSheets({ name: 'Hero Registry' }),
      lore('City Archives', 'city-map powers-rules villain-database'),
      scenes(
        'Metro City',
        ['downtown', 'hero-hq', 'villain-lair', 'news-studio', 'rooftops', 'docks'],
        'ooc-city',
        approved,
      ),
      section('Community', 'general rp-memes'),
      voiceLounges({ count: 2, prefix: 'OOC Voice' }),
      staffArea({ level: 2 }),
    ],
  }),
  roleplay({
    id: 'gothic-horror-rp',
    name: 'Gothic Horror RP',
    description:
      'A dark city of night: the codex of clans and laws, the kindred registry, five haunting scenes and a captcha gate.',
    plan: 'premium',
    tags: ['horror', 'gothic', 'vampires'],
    roles: roleplayRoles({
      size: 6,
      names: { owner: 'Prince of the City', 'game-master': 'Storyteller' },
      members: ['approved', 'roleplayer'],
    }),
    welcome:
      'The night welcomes you, {user}. Read the codex before you walk the streets of {server}.',
    blocks: [
      verification({ type: 'captcha' }),
      info(),
      lore('The Codex', 'clans masquerade-laws city-of-night-map'),
      characterSheets({ name: 'Kindred Registry' }),
      scenes(
        'Nightfall City',
        ['elysium', 'the-haven', 'blood-bar', 'old-cathedral', 'sewers'],
        'ooc-lounge',
        approved,
      ),
      voiceLounges({
        rooms: [
          ['Storyteller Voice', 0],
          ['OOC Voice', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  roleplay({
    id: 'grand-fantasy-world',
    name: 'Grand Fantasy World',
    description:
      'A large fantasy world: forum character sheets, a world bible, two regions of scenes, a quest board and story events on stage.',
    plan: 'ultimate',
    tags: ['fantasy', 'world-building', 'quests'],
    roles: roleplayRoles({ size: 7, members: ['approved', 'roleplayer', 'session-ping'] }),
    welcome: 'Welcome to the world, {user}! Post your sheet in character-sheets and pick a region.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!rp-guide' }),
      characterSheets({ forum: true }),
      lore('World Bible', 'world-lore factions magic-system world-map'),
      scenes(
        'The Northern Kingdoms',
        ['frostholm', 'iron-pass', 'the-frozen-sea'],
        'ooc-north',
        approved,
      ),
      scenes(
        'The Southern Reaches',
        ['sunspire', 'desert-bazaar', 'the-sunken-temple'],
        'ooc-south',
        approved,
      ),
      stageTalks(storyEvents),
      helpDesk({ name: 'Quests', forum: 'quest-board' }),
      voiceLounges({
        rooms: [
          ['Tavern Voice', 0],
          ['Campaign Table', 8],
        ],
      }),
      tickets({
        types: ['Character Approval', 'Player Dispute', 'Lore Question'],
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  roleplay({
    id: 'roleplay-multiverse',
    name: 'Roleplay Multiverse',
    description:
      'Four genres in one server: fantasy, sci-fi, modern and horror scenes, plot and partner forums, story events on stage and full security.',
    plan: 'lifetime',
    tags: ['multi-genre', 'text-rp', 'large'],
    roles: roleplayRoles({
      size: 8,
      members: ['approved', 'roleplayer', 'newcomer', 'session-ping'],
    }),
    welcome:
      'Welcome to the multiverse, {user}! Pick your genres in pick-your-genres and submit a sheet.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea({ roles: 'pick-your-genres' }),
      info({ welcome: false, announcementType: 'announcement', extra: '!rp-guide' }),
      characterSheets({ forum: true }),
      lore('Multiverse Archive', 'world-lore factions timeline'),
      scenes(
        'Fantasy Realm',
        ['royal-city', 'enchanted-woods', 'dragon-peaks'],
        'ooc-fantasy',
        approved,
      ),
      scenes('Sci-Fi Frontier', ['star-port', 'colony-ship', 'alien-ruins'], 'ooc-scifi', approved),
      scenes('Modern City', ['city-cafe', 'night-club', 'police-precinct'], 'ooc-modern', approved),
      scenes(
        'Horror Hollow',
        ['abandoned-asylum', 'foggy-village', 'the-old-mine'],
        'ooc-horror',
        approved,
      ),
      helpDesk({ name: 'Plots', forum: 'plot-proposals', extra: [forum('partner-search')] }),
      stageTalks(storyEvents),
      events({ board: 'rp-events', hall: false, extra: '!event-results' }),
      voiceLounges({
        rooms: [
          ['Voice RP Table', 8],
          ['OOC Hangout', 0],
        ],
      }),
      tickets({
        types: ['Character Approval', 'Player Dispute', 'Genre Proposal', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  roleplay({
    id: 'city-life-rp',
    name: 'City Life RP',
    description:
      'A whitelisted GTA-style city: applications, handbook, police and EMS departments, businesses, city hall on stage and player support.',
    plan: 'lifetime',
    tags: ['gta-rp', 'fivem', 'whitelist', 'city'],
    roles: roleplayRoles({
      size: 8,
      names: {
        owner: 'City Owner',
        'game-master': 'Head of Departments',
        approved: 'Whitelisted Citizen',
      },
      members: ['approved', 'roleplayer'],
    }),
    welcome:
      'Welcome to {server}, {user}! Read the city handbook and apply in apply-for-whitelist.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('city-news'), '!connect-info'] }),
      tickets({
        name: 'Whitelist',
        types: [
          'Whitelist Application',
          'Department Application',
          'Player Report',
          'Refund Request',
        ],
        channel: 'apply-for-whitelist',
        transcripts: true,
      }),
      lore('City Handbook', 'city-laws department-sops economy-guide'),
      section('Police Department', ['pd-briefings', 'pd-reports', voice('Dispatch')], approved),
      section('EMS & Fire', ['ems-briefings', 'ems-reports', voice('EMS Radio')], approved),
      section('Businesses', 'mechanic-shop real-estate business-ads', approved),
      section('City Hall', ['city-council', 'court-cases', stage('City Hall Stage')]),
      section('Community', 'general clips memes stream-links'),
      helpDesk({ name: 'Player Help', forum: 'player-help', guide: 'before-you-post' }),
      feedbackBoard({ forums: true }),
      voiceLounges({
        rooms: [
          ['Waiting Room', 0],
          ['Support Voice', 0],
        ],
        noMic: 'no-mic',
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
