import { prompts } from '../blocks/creative.ts';
import { readingCircle } from '../blocks/fandom.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { board, forum } from '../channels.ts';
import { forCategory } from '../define.ts';
import { bookRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const books = forCategory('books', RULES.books);

export const bookStyles = [
  books({
    id: 'monthly-book-club',
    name: 'Monthly Book Club',
    description:
      'One book a month: the current read and schedule, chapter discussion, nominations, hauls and the meeting room.',
    plan: 'starter',
    tags: ['book-club', 'reading', 'monthly'],
    roles: bookRoles({ members: ['reader', 'meeting-ping'] }),
    welcome: 'Welcome to {server}, {user}! This month’s book is in current-read. Happy reading!',
    blocks: [
      info(),
      readingCircle(),
      section('Shelf', 'general currently-reading book-recommendations book-hauls'),
      voiceLounges({ rooms: [['Book Club Meeting', 0]] }),
      staffArea(),
    ],
  }),
  books({
    id: 'writers-workshop',
    name: 'Writers Workshop',
    description:
      'Writers helping writers: daily prompts, critique exchange, worldbuilding, query letters, word-count goals and sprints.',
    plan: 'starter',
    tags: ['writing', 'critique', 'sprints'],
    roles: bookRoles({
      names: { 'discussion-lead': 'Sprint Host' },
      members: ['writer', 'author'],
    }),
    welcome: 'Welcome to the workshop, {user}! Set a goal in word-count-goals and join a sprint.',
    blocks: [
      info(),
      prompts(),
      section('Workshop', 'critique-exchange worldbuilding query-letters'),
      section('Write', 'general word-count-goals writing-sprints'),
      voiceLounges({
        rooms: [
          ['Writing Sprint', 0],
          ['Author Chat', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  books({
    id: 'fantasy-scifi-readers',
    name: 'Fantasy & Sci-Fi Readers',
    description:
      'Speculative fiction readers: buddy reads, series channels, new releases, recommendations and spoiler reports.',
    plan: 'premium',
    tags: ['fantasy', 'sci-fi', 'buddy-reads'],
    roles: bookRoles({ size: 6, members: ['reader', 'meeting-ping'] }),
    welcome: 'Welcome to {server}, {user}! Join the next buddy read and mind the spoiler tags.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      readingCircle({ name: 'Buddy Reads' }),
      section('Series', 'epic-fantasy space-opera new-sff-releases'),
      section('Community', 'general book-recommendations fan-art memes'),
      voiceLounges({ count: 2, prefix: 'Reading Room' }),
      tickets({ types: ['Spoiler Report', 'Report', 'Other'] }),
      staffArea({ level: 2 }),
    ],
  }),
  books({
    id: 'author-reader-community',
    name: 'Author Reader Community',
    description:
      'An author and their readers: news, series discussion, theories, a private ARC team area and applications by ticket.',
    plan: 'premium',
    tags: ['author', 'arc-team', 'readers'],
    roles: bookRoles({
      size: 7,
      names: { owner: 'Author', writer: 'ARC Reader' },
      members: ['writer', 'reader'],
    }),
    welcome:
      'Welcome, {user}! I am so glad you are here. Say hi in general and tell me your favourite character.',
    blocks: [
      tickets({
        types: ['Join the ARC Team', 'Beta Reader Application', 'Other'],
        channel: 'join-the-team',
      }),
      info({ announcementType: 'announcement', announcements: 'author-news' }),
      section('Readers', 'general series-discussion fan-theories fan-art'),
      section('ARC Team', ['arc-chat', 'arc-reviews', board('arc-downloads')], {
        only: ['writer'],
      }),
      voiceLounges({
        rooms: [
          ['Reader Hangout', 0],
          ['Q&A Voice', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  books({
    id: 'writing-community-pro',
    name: 'Writing Community Pro',
    description:
      'A serious writing community: critique and query forums, genre rooms, author talks on stage, prompts, reading corner and raid protection.',
    plan: 'ultimate',
    tags: ['writing', 'critique', 'author-talks'],
    roles: bookRoles({ size: 7, members: ['author', 'writer', 'reader'] }),
    welcome:
      'Welcome to {server}, {user}! Post your first piece in critique-circle after reading the rules.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!writing-resources' }),
      section('Write', 'general word-count-goals writing-sprints'),
      helpDesk({
        name: 'Critique Forums',
        forum: 'critique-circle',
        extra: [forum('query-letter-review'), forum('worldbuilding-forum')],
      }),
      stageTalks({
        name: 'Author Talks',
        stage: 'Author Stage',
        schedule: 'author-talk-schedule',
        questions: 'author-questions',
      }),
      prompts({ name: 'Prompts', cadence: 'weekly' }),
      readingCircle({ name: 'Reading Corner' }),
      section('Genres', 'fantasy-writing romance-writing thriller-and-mystery poetry'),
      voiceLounges({
        rooms: [
          ['Writing Sprint', 0],
          ['Read-Aloud Room', 8],
        ],
      }),
      tickets({ types: ['Beta Reader Match', 'Report Plagiarism', 'Other'], transcripts: true }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
];
