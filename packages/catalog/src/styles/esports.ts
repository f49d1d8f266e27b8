import { clips } from '../blocks/gaming.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { staffArea } from '../blocks/staff.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { esportsRoles } from '../roles/gaming.ts';
import { RULES } from '../rules.ts';

const esports = forCategory('esports', RULES.esports);
const players = { only: ['player'] };

export const esportsStyles = [
  esports({
    id: 'amateur-esports-team',
    name: 'Amateur Esports Team',
    description:
      'One roster and its fans: a private team room for scrims and strats, match schedule and a community corner.',
    plan: 'starter',
    tags: ['team', 'scrims', 'amateur'],
    roles: esportsRoles({ members: ['player', 'substitute', 'fan'] }),
    welcome: 'Welcome to {server}, {user}! Check match-schedule and cheer us on.',
    blocks: [
      info(),
      section('Community', 'general memes !match-schedule clips'),
      section('Team Room', ['team-chat', 'scrim-results', 'strat-board', voice('Team Comms', 6)], {
        only: ['player', 'substitute'],
      }),
      voiceLounges({
        rooms: [
          ['Watch Party', 0],
          ['Hangout', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  esports({
    id: 'scrim-finder-network',
    name: 'Scrim Finder Network',
    description:
      'Where teams find scrims: requests by rank bracket, team and player ads, results and shared lobbies.',
    plan: 'starter',
    tags: ['scrims', 'teams', 'competitive'],
    roles: esportsRoles({
      names: { 'head-coach': 'Scrim Coordinator' },
      members: ['fan', 'scrim-ping'],
    }),
    welcome: 'Welcome to {server}, {user}! Post your team in team-ads and book your first scrim.',
    blocks: [
      info(),
      section('Scrims', 'scrim-requests scrim-confirmed team-ads player-ads'),
      section('Brackets', 'scrims-low-elo scrims-mid-elo scrims-high-elo'),
      section('Results', 'scrim-results !blacklist-policy'),
      voiceLounges({ count: 4, prefix: 'Scrim Lobby', userLimit: 10 }),
      staffArea(),
    ],
  }),
  esports({
    id: 'esports-organization',
    name: 'Esports Organization',
    description:
      'A multi-roster org with private Valorant, League and Rocket League rooms, a fan zone and a contact desk for tryouts and sponsors.',
    plan: 'premium',
    tags: ['organization', 'rosters', 'fans'],
    roles: esportsRoles({ size: 6, members: ['player', 'fan', 'scrim-ping'] }),
    welcome: 'Welcome to {server}, {user}! Verify, then join the fan zone for match day.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!match-schedule' }),
      section('Fan Zone', 'general match-day-chat memes predictions'),
      section(
        'Valorant Roster',
        ['valorant-team', 'valorant-vods', voice('Valorant Comms', 6)],
        players,
      ),
      section('League Roster', ['league-team', 'league-vods', voice('League Comms', 6)], players),
      section(
        'Rocket League Roster',
        ['rl-team', 'rl-replays', voice('Rocket League Comms', 4)],
        players,
      ),
      tickets({
        types: ['Tryout Application', 'Sponsorship', 'Content Collab', 'Other'],
        channel: 'contact-the-org',
      }),
      voiceLounges({
        rooms: [
          ['Watch Party', 0],
          ['Fan Lounge', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  esports({
    id: 'tournament-organizer',
    name: 'Tournament Organizer',
    description:
      'Run weekly cups: rules, brackets, check-in, numbered match rooms, a casting booth and disputes through tickets.',
    plan: 'premium',
    tags: ['tournaments', 'brackets', 'cups'],
    roles: esportsRoles({
      size: 6,
      names: { 'org-owner': 'Tournament Director' },
      members: ['fan', 'scrim-ping'],
    }),
    welcome:
      'Welcome to {server}, {user}! Read tournament-rules, then check in before your first match.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      section(
        'Tournament Hub',
        '!tournament-rules !brackets check-in match-results looking-for-team',
      ),
      voiceLounges({ name: 'Match Rooms', count: 6, prefix: 'Match Room', userLimit: 10 }),
      section('Casting', ['caster-chat', voice('Casting Booth', 3)], 'staff'),
      section('Community', 'general clips'),
      tickets({
        types: ['Match Dispute', 'Roster Change', 'Rules Question', 'Other'],
        faq: 'tournament-faq',
      }),
      staffArea({ level: 2 }),
    ],
  }),
  esports({
    id: 'fighting-game-locals',
    name: 'Fighting Game Locals',
    description:
      'A local FGC scene: weekly info, results, netplay lobbies, per-game channels, the combo lab and registration tickets.',
    plan: 'premium',
    tags: ['fgc', 'locals', 'street-fighter', 'tekken'],
    roles: esportsRoles({
      size: 6,
      names: { 'org-owner': 'Scene Organiser', 'head-coach': 'Bracket Runner' },
    }),
    welcome:
      'Welcome to the scene, {user}! {server} runs weeklies every Thursday. Check weekly-info.',
    blocks: [
      tickets({
        name: 'Registration',
        types: ['Weekly Registration', 'Report Conduct', 'Venue Question'],
      }),
      info(),
      section('Locals', '!weekly-info results netplay-lobbies general'),
      section('Games', 'street-fighter-6 tekken-8 guilty-gear-strive smash-ultimate'),
      section('Lab', 'combo-lab frame-data matchup-help'),
      clips(),
      voiceLounges({
        rooms: [
          ['Netplay Lobby', 0],
          ['Casuals', 8],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
];
