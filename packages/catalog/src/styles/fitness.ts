import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { challenges } from '../blocks/social.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { board, forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { fitnessRoles } from '../roles/social.ts';
import { RULES } from '../rules.ts';

const fitness = forCategory('fitness', RULES.fitness);

export const fitnessStyles = [
  fitness({
    id: 'gym-buddies',
    name: 'Gym Buddies',
    description:
      'Lifters keeping each other honest: workout logs, form checks, programs, meal prep and a monthly challenge.',
    plan: 'starter',
    tags: ['gym', 'lifting', 'accountability'],
    roles: fitnessRoles({ members: ['athlete', 'challenge-ping'] }),
    welcome: 'Welcome to {server}, {user}! Log today’s session in workout-logs.',
    blocks: [
      info(),
      challenges({ checkIn: 'workout' }),
      section('Training', 'general workout-logs form-checks program-talk'),
      section('Fuel', 'meal-prep supplements-talk'),
      voiceLounges({ rooms: [['Gym Voice', 0]] }),
      staffArea(),
    ],
  }),
  fitness({
    id: 'running-club',
    name: 'Running Club',
    description:
      'A running club: run logs, race calendar, routes and trails, shoe talk, injury corner and monthly mileage.',
    plan: 'starter',
    tags: ['running', 'races', 'marathon'],
    roles: fitnessRoles({ names: { owner: 'Club Captain', 'challenge-host': 'Pacer' } }),
    welcome: 'Welcome to the club, {user}! Post your next race in race-calendar.',
    blocks: [
      info(),
      challenges({ name: 'Monthly Mileage', checkIn: 'run' }),
      section(
        'Running',
        'general run-logs race-calendar routes-and-trails shoe-talk injury-corner',
      ),
      voiceLounges({ rooms: [['Run Together', 0]] }),
      staffArea(),
    ],
  }),
  fitness({
    id: 'online-coaching-team',
    name: 'Online Coaching Team',
    description:
      'A coach and their clients: private check-ins and group calls for clients, community form checks, challenges and booking tickets.',
    plan: 'premium',
    tags: ['coaching', 'clients', 'check-ins'],
    roles: fitnessRoles({ size: 6, members: ['client', 'athlete', 'challenge-ping'] }),
    welcome: 'Welcome to {server}, {user}! Book a coaching call in book-coaching to get started.',
    blocks: [
      tickets({
        name: 'Coaching',
        types: ['Start Coaching', 'Program Question', 'Billing'],
        channel: 'book-coaching',
      }),
      info({ announcementType: 'announcement' }),
      section(
        'Clients',
        [
          'weekly-check-ins',
          board('program-updates'),
          'progress-photos',
          voice('Group Coaching Call'),
        ],
        {
          only: ['client'],
        },
      ),
      section('Community', 'general form-checks nutrition-questions wins'),
      challenges({ checkIn: 'workout' }),
      voiceLounges({ rooms: [['Open Gym', 0]] }),
      staffArea({ level: 2 }),
    ],
  }),
  fitness({
    id: 'martial-arts-dojo',
    name: 'Martial Arts Dojo',
    description:
      'Martial artists of every style: BJJ, Muay Thai, boxing, karate and MMA, technique breakdowns, sparring logs and fight nights.',
    plan: 'premium',
    tags: ['martial-arts', 'bjj', 'mma'],
    roles: fitnessRoles({ size: 6, names: { owner: 'Sensei', coach: 'Instructor' } }),
    welcome: 'Osu, {user}! Welcome to {server}. Tell us your style and belt in general.',
    blocks: [
      verification(),
      info(),
      section('Disciplines', 'bjj muay-thai boxing karate-and-tkd mma'),
      section('Training', 'technique-breakdowns sparring-logs competition-results conditioning'),
      section('Dojo', 'general fight-night-talk'),
      voiceLounges({
        rooms: [
          ['Dojo Voice', 0],
          ['Fight Night Watch', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  fitness({
    id: 'fitness-community-pro',
    name: 'Fitness Community Pro',
    description:
      'A big fitness community: disciplines, program and nutrition forums, live classes on stage, challenges, coach booking and raid protection.',
    plan: 'ultimate',
    tags: ['fitness', 'live-classes', 'forums'],
    roles: fitnessRoles({ size: 7 }),
    welcome: 'Welcome to {server}, {user}! Join the monthly challenge and the next live class.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      section('Training', 'general workout-logs form-checks program-talk'),
      section(
        'Disciplines',
        'powerlifting bodybuilding calisthenics running-and-cardio yoga-and-mobility',
      ),
      helpDesk({ name: 'Forums', forum: 'program-reviews', extra: [forum('nutrition-forum')] }),
      stageTalks({
        name: 'Live Classes',
        stage: 'Live Class Stage',
        schedule: 'class-schedule',
        questions: 'coach-questions',
      }),
      challenges({ checkIn: 'workout' }),
      voiceLounges({
        rooms: [
          ['Gym Floor', 0],
          ['Accountability Call', 6],
        ],
      }),
      tickets({ types: ['Book a Coach', 'Report', 'Other'], transcripts: true }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  fitness({
    id: 'sports-fans-united',
    name: 'Sports Fans United',
    description:
      'Fans of every league: match thread forums, fantasy and picks, watch-alongs on stage, prediction contests, sports bars and full security.',
    plan: 'lifetime',
    tags: ['sports', 'fantasy', 'watch-alongs', 'large'],
    roles: fitnessRoles({
      size: 8,
      names: {
        owner: 'Commissioner',
        coach: 'Analyst',
        'challenge-host': 'Contest Host',
        athlete: 'Fan',
      },
    }),
    welcome:
      'Welcome to {server}, {user}! Pick your teams in pick-your-teams and join the match thread.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea({ roles: 'pick-your-teams' }),
      info({ welcome: false, announcementType: 'announcement', extra: [news('scores-and-news')] }),
      section('Leagues', 'american-football soccer basketball baseball hockey formula-1'),
      helpDesk({
        name: 'Match Threads',
        forum: 'match-threads',
        extra: [forum('transfer-rumours')],
      }),
      section('Fantasy & Picks', 'fantasy-leagues weekly-picks trade-advice'),
      stageTalks({
        name: 'Watch-Alongs',
        stage: 'Watch-Along Stage',
        schedule: 'watch-along-schedule',
        questions: 'pundit-questions',
      }),
      section('Community', 'general memes highlights sports-debates'),
      events({ board: 'prediction-contests', hall: 'Game Day Voice', extra: 'tailgate-meetups' }),
      voiceLounges({ count: 4, prefix: 'Sports Bar', noMic: 'no-mic' }),
      tickets({
        types: ['Report a Member', 'Contest Prize', 'Partnership', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
