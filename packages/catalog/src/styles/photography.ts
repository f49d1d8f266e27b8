import { photoCritique } from '../blocks/creative.ts';
import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { showcase } from '../blocks/media.ts';
import { section } from '../blocks/section.ts';
import { challenges } from '../blocks/social.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { forum, news } from '../channels.ts';
import { forCategory } from '../define.ts';
import { photoRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const photography = forCategory('photography', RULES.photography);
const workshops = {
  name: 'Workshops',
  stage: 'Workshop Stage',
  schedule: 'workshop-schedule',
  questions: 'workshop-questions',
};

export const photographyStyles = [
  photography({
    id: 'photo-club',
    name: 'Photo Club',
    description:
      'A camera club online: critique, editing and gear help, a weekly theme and galleries by genre.',
    plan: 'starter',
    tags: ['photography', 'critique', 'weekly-theme'],
    roles: photoRoles({ members: ['photographer', 'challenge-ping'] }),
    welcome:
      'Welcome to {server}, {user}! This week’s theme is in challenge-rules. Grab your camera.',
    blocks: [
      info(),
      photoCritique(),
      challenges({
        name: 'Weekly Theme',
        checkIn: 'photo for this week’s theme',
        leaderboard: false,
      }),
      showcase('Gallery', 'street landscapes portraits wildlife'),
      voiceLounges({ rooms: [['Photo Walk Planning', 0]] }),
      staffArea(),
    ],
  }),
  photography({
    id: 'film-photography-lab',
    name: 'Film Photography Lab',
    description:
      'For analogue shooters: film stocks, home developing, scanning, darkroom printing and camera repair.',
    plan: 'starter',
    tags: ['film', 'analogue', 'darkroom'],
    roles: photoRoles({ names: { owner: 'Lab Chief', 'photo-editor': 'Darkroom Lead' } }),
    welcome: 'Welcome to the lab, {user}! What is loaded in your camera right now?',
    blocks: [
      info(),
      section('Darkroom', 'film-stocks home-developing scanning-help darkroom-printing'),
      showcase('Contact Sheet', 'film-photos camera-collection'),
      section('Lounge', 'general camera-repair'),
      voiceLounges({ rooms: [['Darkroom Chat', 0]] }),
      staffArea(),
    ],
  }),
  photography({
    id: 'filmmakers-collective',
    name: 'Filmmakers Collective',
    description:
      'Indie filmmakers crewing up: crew and casting calls, screenwriting, post-production help, screenings and festivals.',
    plan: 'premium',
    tags: ['filmmaking', 'crew', 'festivals'],
    roles: photoRoles({
      size: 7,
      names: { owner: 'Collective Founder', 'photo-editor': 'Post Supervisor' },
    }),
    welcome: 'Welcome to {server}, {user}! Need a crew or a gig? Start in crew-calls.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      section('Production', 'crew-calls casting-calls locations screenwriting'),
      section('Post', 'editing-and-color film-sound-design vfx'),
      showcase('Screening Room', 'short-films trailers-and-reels'),
      section('Community', 'general gear-rentals festival-submissions'),
      voiceLounges({
        rooms: [
          ['Screening Room', 0],
          ['Production Meeting', 8],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  photography({
    id: 'photography-academy',
    name: 'Photography Academy',
    description:
      'Learn photography step by step: lessons, critique, a pro forum, workshops on stage, assignments and portfolio review booking.',
    plan: 'ultimate',
    tags: ['academy', 'workshops', 'assignments'],
    roles: photoRoles({ size: 7, names: { owner: 'Academy Director', mentor: 'Instructor' } }),
    welcome:
      'Welcome to the academy, {user}! Start with composition and post your first assignment.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!course-catalog' }),
      photoCritique(),
      section('Learn', 'composition exposure-basics lighting post-processing'),
      helpDesk({
        name: 'Ask a Pro',
        forum: 'photo-questions',
        extra: [forum('portfolio-review-requests')],
      }),
      stageTalks(workshops),
      challenges({ name: 'Assignments', checkIn: 'assignment photo' }),
      showcase('Gallery', 'student-gallery !photo-of-the-week'),
      voiceLounges({
        rooms: [
          ['Photo Walk', 0],
          ['Editing Session', 0],
        ],
      }),
      tickets({
        types: ['Book a Portfolio Review', 'Course Question', 'Report Stolen Photo', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  photography({
    id: 'visual-creators-guild',
    name: 'Visual Creators Guild',
    description:
      'Photographers and filmmakers together: genres, film and video, forums, workshops on stage, photo walks, business talk and full security.',
    plan: 'lifetime',
    tags: ['photography', 'video', 'workshops', 'large'],
    roles: photoRoles({ size: 8, members: ['pro', 'photographer', 'challenge-ping'] }),
    welcome: 'Welcome to the guild, {user}! Share your best frame in the gallery of your genre.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({ welcome: false, announcementType: 'announcement', extra: [news('featured-work')] }),
      photoCritique(),
      section('Photography', 'street landscapes portraits wildlife astrophotography'),
      section('Film & Video', 'short-films cinematography editing-and-color drone-footage'),
      helpDesk({
        name: 'Forums',
        forum: 'photo-questions',
        extra: [forum('gear-reviews'), forum('location-scouting')],
      }),
      stageTalks(workshops),
      challenges({ name: 'Monthly Challenge', checkIn: 'entry for the monthly theme' }),
      events({ board: 'photo-walks', hall: 'Critique Night', extra: 'meetup-cities' }),
      section('Business', 'client-work pricing-and-licensing prints-and-sales'),
      voiceLounges({ count: 2, prefix: 'Editing Room', noMic: 'no-mic' }),
      tickets({
        types: ['Report Stolen Work', 'Print Shop Question', 'Partnership', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
