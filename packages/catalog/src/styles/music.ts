import { announcements } from '../blocks/announcements.ts';
import { productionFeedback } from '../blocks/creative.ts';
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
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { musicRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const music = forCategory('music', RULES.music);

export const musicStyles = [
  music({
    id: 'producer-hangout',
    name: 'Producer Hangout',
    description:
      'Bedroom producers swapping feedback, mixing tips, sounds and collabs, with a listening room.',
    plan: 'starter',
    tags: ['production', 'feedback', 'beats'],
    roles: musicRoles(),
    welcome: 'Welcome to {server}, {user}! Give feedback on two tracks, then post yours.',
    blocks: [
      info(),
      productionFeedback(),
      section('Studio', 'general daw-help samples-and-presets collabs'),
      staffArea(),
    ],
  }),
  music({
    id: 'band-hq',
    name: 'Band HQ',
    description:
      'A band’s home base: gig calendar, setlists, song ideas, lyrics, rehearsal notes and a rehearsal room.',
    plan: 'starter',
    tags: ['band', 'gigs', 'songwriting'],
    roles: musicRoles({
      names: { owner: 'Band Leader', 'event-dj': 'Tour Manager' },
      members: ['listener'],
    }),
    welcome: 'Welcome to {server}, {user}! Next gig is in gig-calendar. See you in the front row.',
    blocks: [
      info({ announcements: 'band-news' }),
      section('Band', '!gig-calendar setlists song-ideas lyrics rehearsal-notes'),
      section('Gear', 'instruments-and-gear merch-ideas'),
      voiceLounges({
        rooms: [
          ['Rehearsal Room', 6],
          ['Green Room', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  music({
    id: 'lofi-listening-lounge',
    name: 'Lo-fi Listening Lounge',
    description:
      'A chill listening lounge: what you are playing, playlist swaps, album of the week, beat sharing and radio rooms.',
    plan: 'starter',
    tags: ['lo-fi', 'chill', 'listening'],
    roles: musicRoles({
      names: { owner: 'Lounge Keeper', 'event-dj': 'Radio Host' },
      members: ['listener'],
    }),
    welcome: 'Pull up a beanbag, {user}. {server} is playing lo-fi all night in Lo-fi Radio.',
    blocks: [
      info(),
      section('Lounge', 'general now-listening playlist-swap album-of-the-week'),
      section('Create', 'beat-share cover-art'),
      voiceLounges({
        rooms: [
          ['Lo-fi Radio', 0],
          ['Study Beats', 0],
          ['Late Night', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  music({
    id: 'indie-record-label',
    name: 'Indie Record Label',
    description:
      'An independent label: followable release feeds, a private artist lounge, fan channels and demo submissions by ticket.',
    plan: 'premium',
    tags: ['label', 'releases', 'demos'],
    roles: musicRoles({ size: 7, members: ['signed-artist', 'listener', 'release-ping'] }),
    welcome: 'Welcome to {server}, {user}! New music lands in new-releases every Friday.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', announcements: 'label-news' }),
      announcements('Releases', 'new-releases upcoming-releases', 'announcement'),
      section('Artists', ['artist-lounge', 'release-planning', voice('Artist Meeting')], {
        only: ['signed-artist'],
      }),
      section('Fans', 'general fan-remixes listening-party-chat'),
      tickets({
        types: ['Demo Submission', 'Licensing', 'Press', 'Other'],
        channel: 'submit-a-demo',
      }),
      voiceLounges({
        rooms: [
          ['Listening Party', 0],
          ['Hangout', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  music({
    id: 'beat-battle-arena',
    name: 'Beat Battle Arena',
    description:
      'Monthly beat battles with sample flips, submissions and results, genre feedback rooms and a cypher voice room.',
    plan: 'premium',
    tags: ['beat-battles', 'hip-hop', 'competition'],
    roles: musicRoles({ size: 6, names: { 'event-dj': 'Battle Host' } }),
    welcome: 'Welcome to the arena, {user}! This month’s sample is in sample-flip. Good luck.',
    blocks: [
      verification({ type: 'button' }),
      info(),
      section('Battles', '!battle-rules !sample-flip battle-submissions voting-results'),
      productionFeedback({ name: 'Feedback', genres: ['hip-hop', 'trap', 'house'] }),
      section('Hangout', 'general collabs'),
      voiceLounges({
        rooms: [
          ['Battle Listening Room', 0],
          ['Cypher', 8],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  music({
    id: 'music-production-academy',
    name: 'Music Production Academy',
    description:
      'Learn production with feedback by genre, theory lessons, mentor forums, masterclasses on stage and mentor booking.',
    plan: 'ultimate',
    tags: ['academy', 'masterclass', 'mentors'],
    roles: musicRoles({ size: 7, names: { owner: 'Academy Director', 'feedback-lead': 'Mentor' } }),
    welcome:
      'Welcome to the academy, {user}! Start with music-theory and post your first track for feedback.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!course-catalog' }),
      productionFeedback({ genres: ['hip-hop', 'edm', 'lo-fi'] }),
      section('Lessons', 'music-theory arrangement daw-help'),
      helpDesk({
        name: 'Ask a Mentor',
        forum: 'production-questions',
        extra: [forum('track-feedback-forum')],
      }),
      stageTalks({
        name: 'Masterclasses',
        stage: 'Masterclass Stage',
        schedule: 'masterclass-schedule',
        questions: 'masterclass-questions',
      }),
      section('Community', 'general collabs samples-and-presets'),
      voiceLounges({
        rooms: [
          ['Co-Production Room', 3],
          ['Listening Session', 0],
        ],
      }),
      tickets({
        types: ['Book a Mentor Session', 'Course Question', 'Report', 'Other'],
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  music({
    id: 'music-mega-community',
    name: 'Music Mega Community',
    description:
      'For every musician: production feedback, instrument rooms, release promo, forums, concerts on stage, beat battles and full security.',
    plan: 'lifetime',
    tags: ['musicians', 'concerts', 'beat-battles', 'large'],
    roles: musicRoles({
      size: 8,
      members: ['signed-artist', 'producer', 'listener', 'release-ping'],
    }),
    welcome:
      'Welcome to {server}, {user}! Pick your instruments in pick-your-instruments and jam with us.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea({ roles: 'pick-your-instruments' }),
      info({ welcome: false, announcementType: 'announcement', extra: [news('new-releases')] }),
      productionFeedback({ genres: ['hip-hop', 'edm', 'rock', 'pop'] }),
      section('Musicians', 'vocalists guitarists drummers keys-and-synths songwriting'),
      section('Share', 'release-promo playlist-swap music-videos'),
      helpDesk({
        name: 'Forums',
        forum: 'production-questions',
        extra: [forum('gear-and-studio'), forum('collab-finder')],
      }),
      stageTalks({
        name: 'Live Stage',
        stage: 'Concert Stage',
        schedule: 'concert-schedule',
        questions: 'artist-qna',
      }),
      events({
        board: 'music-events',
        hall: 'Jam Session',
        extra: '!beat-battles battle-submissions',
      }),
      section('Lounge', 'general now-listening memes'),
      voiceLounges({
        rooms: [
          ['Listening Party', 0],
          ['Open Mic', 10],
          ['Co-Write Room', 4],
        ],
        noMic: 'no-mic',
      }),
      tickets({
        types: ['Report Stolen Music', 'Promotion Request', 'Partnership', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  music({
    id: 'dj-collective',
    name: 'DJ Collective',
    description:
      'DJs and electronic producers: technique, track IDs, mixes, a gig board forum, live sets on stage and club nights.',
    plan: 'lifetime',
    tags: ['dj', 'electronic', 'mixes', 'gigs'],
    roles: musicRoles({
      size: 8,
      names: { owner: 'Collective Founder', 'event-dj': 'Resident DJ' },
    }),
    welcome: 'Welcome to the booth, {user}! Upload your latest mix and find a B2B partner.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('gig-announcements')] }),
      section('Decks', 'mixing-technique track-ids cdj-and-controllers vinyl-corner'),
      showcase('Mixes', 'mix-uploads live-set-recordings'),
      productionFeedback({
        name: 'Studio',
        genres: ['house', 'techno', 'drum-and-bass'],
        listeningRoom: false,
      }),
      helpDesk({ name: 'Gig Board', forum: 'gig-board', extra: [forum('b2b-requests')] }),
      stageTalks({
        name: 'Livestreams',
        stage: 'Booth Stage',
        schedule: 'set-times',
        questions: 'request-line',
      }),
      events({ board: 'club-nights', hall: 'Afterparty', extra: 'promo-crew' }),
      section('Lounge', 'general festival-talk'),
      voiceLounges({
        rooms: [
          ['Warm-Up Room', 0],
          ['B2B Practice', 2],
          ['Chill-Out', 0],
        ],
      }),
      tickets({ types: ['Booking Inquiry', 'Mix Takedown', 'Report', 'Other'], transcripts: true }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
