import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { clips } from '../blocks/gaming.ts';
import { info } from '../blocks/info.ts';
import { lfg } from '../blocks/lfg.ts';
import { showcase } from '../blocks/media.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { feedbackBoard } from '../blocks/work.ts';
import { board, forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { gamingRoles } from '../roles/gaming.ts';
import { RULES } from '../rules.ts';

const gaming = forCategory('gaming', RULES.gaming);

/** Ultimate and lifetime gaming layouts. */
export const gamingEliteStyles = [
  gaming({
    id: 'battle-royale-arena',
    name: 'Battle Royale Arena',
    description:
      'A large Fortnite, Apex and Warzone community with tournaments on a caster stage, a team-finder forum and raid protection.',
    plan: 'ultimate',
    tags: ['battle-royale', 'tournaments', 'apex', 'fortnite'],
    roles: gamingRoles({ size: 7, members: ['member', 'lfg-ping', 'events-ping'] }),
    welcome: 'Drop in, {user}! Solve the captcha to enter {server}, then find a squad in lfg.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      info({ announcementType: 'announcement' }),
      section('Drop Zone', 'general memes hot-drops loadouts'),
      lfg({ games: ['fortnite', 'apex', 'warzone'], squads: 4, squadSize: 4 }),
      events({
        name: 'Tournaments',
        board: 'tournament-announcements',
        ideas: 'tournament-signups',
        stage: 'Caster Stage',
        hall: false,
        extra: [forum('team-finder'), board('brackets', undefined, { posters: ['events'] })],
      }),
      clips({ weekly: 'top-plays' }),
      voiceLounges({
        rooms: [
          ['Duo 1', 2],
          ['Duo 2', 2],
          ['Trio', 3],
          ['Chill Lobby', 0],
        ],
        noMic: 'no-mic',
      }),
      tickets({
        types: ['Report a Cheater', 'Tournament Dispute', 'Ban Appeal', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  gaming({
    id: 'mmorpg-alliance',
    name: 'MMORPG Alliance',
    description:
      'Several guilds under one banner: diplomacy, a guide forum, raid sign-ups, town halls on stage and a council area.',
    plan: 'ultimate',
    tags: ['mmo', 'alliance', 'raids', 'guilds'],
    roles: gamingRoles({
      size: 7,
      names: {
        owner: 'High Chancellor',
        admin: 'Council Member',
        'head-mod': 'Warden',
        'event-host': 'Raid Marshal',
      },
    }),
    welcome:
      'Welcome to the alliance, {user}! Verify, then tell us your guild in alliance-hall. {server} marches together.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', announcements: 'alliance-news' }),
      section('Alliance Hall', 'alliance-hall diplomacy guild-recruitment market'),
      section('Guild Embassies', '!alliance-roster guild-leaders inter-guild-trades'),
      helpDesk({ name: 'Guides', forum: 'guides', extra: [forum('build-help')] }),
      events({
        name: 'Alliance Events',
        board: 'event-calendar',
        stage: 'Town Hall Stage',
        extra: 'raid-signups',
      }),
      lfg({
        name: 'Group Finder',
        games: ['raids', 'dungeons', 'pvp'],
        squads: 4,
        squadName: 'Party',
      }),
      voiceLounges({
        name: 'Alliance Voice',
        rooms: [
          ['Raid Channel A', 25],
          ['Raid Channel B', 25],
          ['PvP Warband', 10],
          ['Tavern', 0],
        ],
        afk: true,
      }),
      tickets({
        types: ['Guild Dispute', 'Report a Player', 'Application Help'],
        transcripts: true,
      }),
      staffArea({ name: 'Alliance Council', level: 3 }),
      security(),
    ],
  }),
  gaming({
    id: 'gaming-mega-community',
    name: 'Gaming Mega Community',
    description:
      'Everything a large multi-game server needs: genre rooms, LFG, tournaments on stage, tech help forums, giveaways and full security.',
    plan: 'lifetime',
    tags: ['multi-game', 'large', 'tournaments', 'giveaways'],
    roles: gamingRoles({ size: 8, members: ['vip', 'member', 'lfg-ping', 'events-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Grab your roles in pick-your-roles and say hi in general.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('game-news'), '!partners'],
      }),
      section('Community', 'general memes off-topic setups music'),
      section(
        'Game Rooms',
        'fps-games mmo-and-rpg strategy-games fighting-games racing-and-sports mobile-games nintendo',
      ),
      lfg({ games: ['fps', 'mmo', 'moba', 'survival'], squads: 4 }),
      clips({ weekly: 'clip-of-the-week', extra: [forum('game-reviews')] }),
      events({
        stage: 'Community Stage',
        extra: ['tournament-signups', board('giveaways', undefined, { posters: ['events'] })],
      }),
      helpDesk({ name: 'Tech Help', forum: 'tech-support', extra: [forum('pc-builds')] }),
      voiceLounges({ count: 5, noMic: 'no-mic', afk: true }),
      tickets({
        types: ['Report a Member', 'Ban Appeal', 'Giveaway Claim', 'Partnership', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  gaming({
    id: 'indie-studio-player-hub',
    name: 'Indie Studio Player Hub',
    description:
      'For a game studio and its players: devlogs, a private playtest lab, bug and idea forums, dev streams on stage and player support.',
    plan: 'lifetime',
    tags: ['game-dev', 'studio', 'playtesting', 'devlogs'],
    roles: gamingRoles({
      size: 8,
      names: {
        owner: 'Studio Lead',
        'co-owner': 'Producer',
        admin: 'Community Manager',
        'event-host': 'Developer',
        veteran: 'Playtester',
      },
      members: ['veteran', 'member', 'events-ping'],
    }),
    welcome:
      'Welcome to {server}, {user}! Follow devlogs for news and sign up for playtests in Feedback.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('devlogs'), '!press-kit'] }),
      section('Players', 'general theories memes'),
      feedbackBoard({ forums: true, extra: '!known-issues playtest-signups' }),
      section(
        'Playtest Lab',
        [
          board('build-notes', undefined, { posters: ['events'] }),
          forum('playtest-feedback'),
          'playtest-chat',
          voice('Playtest Voice', 10),
        ],
        {
          only: ['veteran'],
        },
      ),
      showcase('Community Creations', 'fan-art mods-and-maps screenshots speedruns'),
      stageTalks({
        name: 'Dev Talks',
        stage: 'Dev Stream Stage',
        schedule: 'dev-stream-schedule',
        questions: 'ask-the-devs',
      }),
      events({
        hall: 'Game Night',
        extra: [board('community-challenges', undefined, { posters: ['events'] })],
      }),
      helpDesk({ name: 'Player Support', forum: 'tech-support', guide: 'before-you-post' }),
      voiceLounges({ count: 4, noMic: 'no-mic' }),
      tickets({
        types: ['Account or Purchase', 'Report a Player', 'Press and Creators', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      section(
        'Studio',
        ['dev-team-chat', 'feedback-digest', 'content-calendar', voice('Studio Sync')],
        'staff',
      ),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
