import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { clips } from '../blocks/gaming.ts';
import { info } from '../blocks/info.ts';
import { lfg } from '../blocks/lfg.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { esportsRoles } from '../roles/gaming.ts';
import { RULES } from '../rules.ts';

const esports = forCategory('esports', RULES.esports);
const players = { only: ['player'] };

/** Ultimate and lifetime esports layouts. */
export const esportsEliteStyles = [
  esports({
    id: 'pro-league-hub',
    name: 'Pro League Hub',
    description:
      'A league with many teams: standings, a team registration forum, broadcasts on stage, eight match rooms and raid protection.',
    plan: 'ultimate',
    tags: ['league', 'broadcast', 'teams'],
    roles: esportsRoles({
      size: 7,
      names: { 'org-owner': 'Commissioner' },
      members: ['player', 'fan'],
    }),
    welcome:
      'Welcome to {server}, {user}! Standings and schedule are in League. Good luck this season.',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement', extra: '!league-rules' }),
      section('League', '!standings !season-schedule match-results free-agents'),
      helpDesk({
        name: 'Team Registration',
        forum: 'team-registrations',
        extra: [forum('roster-changes')],
      }),
      stageTalks({
        name: 'Broadcast',
        stage: 'Broadcast Stage',
        schedule: 'broadcast-schedule',
        questions: 'caster-questions',
      }),
      voiceLounges({ name: 'Match Rooms', count: 8, prefix: 'Match Room', userLimit: 10 }),
      section('Fans', 'general match-day-chat predictions memes'),
      tickets({
        types: ['Match Dispute', 'Player Eligibility', 'Sponsorship', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security(),
    ],
  }),
  esports({
    id: 'esports-org-headquarters',
    name: 'Esports Org Headquarters',
    description:
      'A full organisation: two pro divisions and an academy, a content house, watch parties on stage, tryout forum, giveaways and complete security.',
    plan: 'lifetime',
    tags: ['organization', 'academy', 'content', 'watch-parties'],
    roles: esportsRoles({ size: 8, members: ['player', 'trialist', 'fan', 'scrim-ping'] }),
    welcome:
      'Welcome to the family, {user}! Grab your roles and meet the fans of {server} in general.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('match-schedule'), news('roster-news'), '!sponsors'],
      }),
      section('Fan Zone', 'general match-day-chat predictions memes fan-art'),
      section(
        'Valorant Division',
        ['valorant-team', 'valorant-vods', 'valorant-strats', voice('Valorant Comms', 6)],
        players,
      ),
      section(
        'League Division',
        ['league-team', 'league-vods', 'league-drafts', voice('League Comms', 6)],
        players,
      ),
      section(
        'Academy',
        ['academy-chat', 'academy-scrims', 'coaching-notes', voice('Academy Comms', 6)],
        {
          only: ['player', 'trialist'],
        },
      ),
      section(
        'Content House',
        ['content-pipeline', 'thumbnail-review', 'social-schedule', voice('Recording Booth', 4)],
        'staff',
      ),
      clips({ weekly: 'play-of-the-week', extra: [forum('fan-highlights')] }),
      stageTalks({
        name: 'Watch Parties',
        stage: 'Watch Party Stage',
        schedule: 'watch-party-schedule',
        questions: 'player-qna',
      }),
      events({ hall: 'Fan Meetup', extra: '!giveaways' }),
      helpDesk({ name: 'Tryouts', forum: 'tryout-applications', guide: 'tryout-requirements' }),
      voiceLounges({ count: 3, noMic: 'no-mic' }),
      tickets({
        types: ['Tryout Question', 'Sponsorship', 'Content Collab', 'Report', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  esports({
    id: 'collegiate-esports-program',
    name: 'Collegiate Esports Program',
    description:
      'A university program: varsity and JV rooms, club play LFG, tryouts forum, student broadcasts on stage, LAN nights and eligibility tickets.',
    plan: 'lifetime',
    tags: ['college', 'varsity', 'club', 'lan'],
    roles: esportsRoles({
      size: 8,
      names: {
        'org-owner': 'Program Director',
        'general-manager': 'Club President',
        fan: 'Club Member',
      },
      members: ['player', 'substitute', 'fan'],
    }),
    welcome: 'Welcome to {server}, {user}! Verify with your student status and pick your games.',
    blocks: [
      verification({ roleName: 'Verified Student' }),
      welcomeArea({ roles: 'pick-your-games', introductions: 'student-intros', guide: false }),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('match-schedule'), '!program-handbook'],
      }),
      section('Campus Lounge', 'general memes study-and-game class-schedules'),
      section(
        'Varsity',
        ['varsity-chat', 'varsity-vods', 'scrim-calendar', voice('Varsity Comms', 6)],
        players,
      ),
      section('Junior Varsity', ['jv-chat', 'jv-vods', voice('JV Comms', 6)], {
        only: ['player', 'substitute'],
      }),
      lfg({
        name: 'Club Play',
        games: ['valorant', 'league', 'rocket-league', 'smash'],
        squads: 3,
      }),
      helpDesk({ name: 'Tryouts', forum: 'tryout-applications', guide: 'tryout-requirements' }),
      stageTalks({
        name: 'Broadcasts',
        stage: 'Broadcast Stage',
        schedule: 'broadcast-schedule',
        questions: 'caster-questions',
        extra: 'caster-signups',
      }),
      events({ board: 'club-events', hall: 'Club Meeting', extra: 'lan-party-signups' }),
      section('Academics', 'tutoring-requests scholarship-info'),
      voiceLounges({ count: 4, prefix: 'Dorm Lounge', noMic: 'no-mic' }),
      tickets({
        types: ['Eligibility Question', 'Report', 'Equipment Request', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
