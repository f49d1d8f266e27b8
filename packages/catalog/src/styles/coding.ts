import { codeHelp, codeReview, projectHub } from '../blocks/coding.ts';
import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { codingRoles } from '../roles/work.ts';
import { RULES } from '../rules.ts';

const coding = forCategory('coding', RULES.coding);

export const codingStyles = [
  coding({
    id: 'coding-study-group',
    name: 'Coding Study Group',
    description:
      'Learners helping learners: daily progress, help per language, code review and a pair-programming room.',
    plan: 'starter',
    tags: ['learning', 'beginners', 'study'],
    roles: codingRoles({ names: { maintainer: 'Organiser', 'core-team': 'Co-Organiser' } }),
    welcome: 'Welcome to {server}, {user}! Post what you are learning in daily-progress.',
    blocks: [
      info(),
      section('Lounge', 'general daily-progress learning-resources'),
      codeHelp('Help', ['javascript', 'python', 'html-css']),
      codeReview({ pairRooms: 1 }),
      voiceLounges({ rooms: [['Study Together', 0]] }),
      staffArea(),
    ],
  }),
  coding({
    id: 'open-source-project',
    name: 'Open Source Project',
    description:
      'The home of one open-source project: releases, GitHub feed, roadmap, contributing guide, help and office hours.',
    plan: 'starter',
    tags: ['open-source', 'github', 'contributors'],
    roles: codingRoles({ size: 6, members: ['contributor', 'developer', 'release-ping'] }),
    welcome: 'Welcome to {server}, {user}! Read contributing and pick a good first issue.',
    blocks: [
      info(),
      projectHub({ project: 'the project', name: 'Development' }),
      section('Community', 'general help showcase'),
      voiceLounges({
        rooms: [
          ['Dev Sync', 0],
          ['Office Hours', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  coding({
    id: 'web-dev-collective',
    name: 'Web Dev Collective',
    description:
      'Frontend, backend and DevOps help, portfolio reviews, side projects and coworking rooms for web developers.',
    plan: 'starter',
    tags: ['web', 'frontend', 'backend'],
    roles: codingRoles(),
    welcome: 'Welcome to {server}, {user}! Show us what you are building in side-projects.',
    blocks: [
      info(),
      section('Chat', 'general tech-news jobs-board'),
      codeHelp('Help', ['frontend', 'backend', 'css', 'devops']),
      codeReview(),
      section('Showcase', 'portfolio-reviews side-projects'),
      voiceLounges({ count: 2, prefix: 'Coworking' }),
      staffArea(),
    ],
  }),
  coding({
    id: 'game-jam-crew',
    name: 'Game Jam Crew',
    description:
      'Run game jams: theme reveal, team formation, devlogs, submissions, engine help and team voice rooms.',
    plan: 'starter',
    tags: ['game-jam', 'gamedev', 'unity', 'godot'],
    roles: codingRoles({ names: { maintainer: 'Jam Host', reviewer: 'Judge' } }),
    welcome:
      'Welcome to {server}, {user}! Find teammates in team-formation before the theme drops.',
    blocks: [
      info({ announcements: 'jam-announcements' }),
      section('Jam', '!jam-theme team-formation jam-devlogs submissions'),
      codeHelp('Engine Help', ['unity', 'godot', 'unreal']),
      section('Art & Audio', 'pixel-art game-audio'),
      voiceLounges({ count: 3, prefix: 'Team Room', userLimit: 5 }),
      staffArea(),
    ],
  }),
  coding({
    id: 'developer-community',
    name: 'Developer Community',
    description:
      'A large dev community with help for seven languages, code review, pair rooms, jobs and verification against spam bots.',
    plan: 'premium',
    tags: ['developers', 'languages', 'jobs'],
    roles: codingRoles({ size: 6 }),
    welcome:
      'Welcome to {server}, {user}! Verify, then ask away in the help channel for your language.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      section('Chat', 'general tech-news memes career-advice'),
      codeHelp('Help', ['javascript', 'typescript', 'python', 'rust', 'go', 'java', 'csharp']),
      codeReview({ pairRooms: 2 }),
      section('Jobs', 'jobs-board looking-for-work freelance-gigs'),
      voiceLounges({ count: 2, prefix: 'Coworking' }),
      staffArea({ level: 2 }),
    ],
  }),
  coding({
    id: 'data-science-lab',
    name: 'Data Science Lab',
    description:
      'For data scientists and ML engineers: paper club, datasets, Kaggle, notebooks, help channels and mentorship tickets.',
    plan: 'premium',
    tags: ['data-science', 'machine-learning', 'kaggle'],
    roles: codingRoles({ size: 6, names: { reviewer: 'Research Mentor' } }),
    welcome: 'Welcome to the lab, {user}! Share what you are working on in notebooks-and-projects.',
    blocks: [
      verification(),
      info(),
      section('Lab', 'general paper-reading-club datasets kaggle-competitions'),
      codeHelp('Help', ['python', 'statistics', 'machine-learning', 'sql']),
      section('Showcase', 'notebooks-and-projects visualizations'),
      voiceLounges({
        rooms: [
          ['Paper Club', 0],
          ['Pair Debugging', 2],
        ],
      }),
      tickets({ types: ['Mentorship Request', 'Report', 'Other'] }),
      staffArea({ level: 2 }),
    ],
  }),
  coding({
    id: 'ctf-security-team',
    name: 'CTF & Security Team',
    description:
      'A capture-the-flag team: upcoming CTFs, writeups, a channel per category, homelab talk and team war rooms.',
    plan: 'premium',
    tags: ['ctf', 'cybersecurity', 'hacking'],
    roles: codingRoles({
      size: 6,
      names: { maintainer: 'Team Captain', reviewer: 'Category Lead' },
    }),
    welcome: 'Welcome to {server}, {user}. Solve the captcha, then check upcoming-ctfs.',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement' }),
      section('CTF', '!upcoming-ctfs ctf-chat writeups'),
      section(
        'Categories',
        'web-exploitation pwn cryptography reverse-engineering forensics osint',
      ),
      section('Learn', 'security-resources homelab certifications'),
      voiceLounges({ name: 'War Room', count: 3, prefix: 'CTF Team', userLimit: 6 }),
      staffArea({ level: 2 }),
    ],
  }),
  coding({
    id: 'open-source-foundation',
    name: 'Open Source Foundation',
    description:
      'A foundation of projects: followable releases, working groups, an RFC forum, community calls on stage, disclosures by ticket and raid protection.',
    plan: 'ultimate',
    tags: ['open-source', 'foundation', 'rfcs', 'community-calls'],
    roles: codingRoles({
      size: 7,
      members: ['contributor', 'sponsor', 'developer', 'release-ping'],
    }),
    welcome: 'Welcome to {server}, {user}! Join a working group or bring an idea to the RFC forum.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      projectHub({ project: 'the core project', name: 'Core Project', followableReleases: true }),
      section('Working Groups', 'wg-docs wg-infrastructure wg-security wg-community'),
      helpDesk({ name: 'Help', guide: 'how-to-ask', extra: [forum('rfcs')] }),
      stageTalks({
        name: 'Community Calls',
        stage: 'Community Call Stage',
        schedule: 'call-schedule',
        questions: 'call-questions',
      }),
      codeReview({ pairRooms: 2 }),
      section('Community', 'general showcase off-topic'),
      voiceLounges({ count: 2, prefix: 'Hack Room' }),
      tickets({
        types: ['Security Disclosure', 'Code of Conduct Report', 'Sponsorship'],
        channel: 'contact-maintainers',
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  coding({
    id: 'developer-mega-community',
    name: 'Developer Mega Community',
    description:
      'The full developer hub: eight language channels, help and architecture forums, tech talks on stage, hackathons, careers and complete security.',
    plan: 'lifetime',
    tags: ['developers', 'forums', 'tech-talks', 'hackathons'],
    roles: codingRoles({ size: 8 }),
    welcome: 'Welcome to {server}, {user}! Pick your languages in pick-your-roles and say hi.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('tech-news'), '!learning-paths'],
      }),
      section('Chat', 'general memes career-advice off-topic'),
      codeHelp('Languages', [
        'javascript',
        'typescript',
        'python',
        'rust',
        'go',
        'java',
        'csharp',
        'cpp',
      ]),
      helpDesk({
        guide: 'how-to-ask',
        extra: [forum('architecture-and-design'), forum('devops-and-cloud')],
      }),
      codeReview({ pairRooms: 3 }),
      section('Careers', 'jobs-board looking-for-work freelance-gigs resume-review'),
      stageTalks({ name: 'Tech Talks', stage: 'Tech Talk Stage' }),
      events({ extra: 'hackathon-teams' }),
      voiceLounges({ count: 4, prefix: 'Coworking', noMic: 'no-mic' }),
      tickets({
        types: ['Report a Member', 'Job Post Approval', 'Sponsorship', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  coding({
    id: 'coding-bootcamp-campus',
    name: 'Coding Bootcamp Campus',
    description:
      'A bootcamp’s campus: cohort channels, module help, a help queue forum, lectures on stage, peer review, a career center and instructor rooms.',
    plan: 'lifetime',
    tags: ['bootcamp', 'education', 'cohorts', 'careers'],
    roles: codingRoles({
      size: 8,
      names: {
        maintainer: 'Bootcamp Director',
        'core-team': 'Lead Instructor',
        reviewer: 'Teaching Assistant',
        helper: 'Mentor',
        developer: 'Student',
        sponsor: 'Alumni',
      },
      members: ['developer', 'sponsor'],
    }),
    welcome:
      'Welcome to campus, {user}! Check cohort-calendar and introduce yourself in cohort-chat.',
    blocks: [
      verification({ roleName: 'Enrolled Student' }),
      info({ announcementType: 'announcement', extra: '!curriculum !cohort-calendar' }),
      section('Cohort', 'cohort-chat daily-standups assignments project-showcase'),
      codeHelp('Module Help', ['html-css', 'javascript', 'react', 'node', 'databases']),
      helpDesk({ name: 'Help Queue', forum: 'help-queue', guide: 'how-to-ask' }),
      codeReview({ name: 'Peer Review', pairRooms: 4 }),
      stageTalks({
        name: 'Lectures',
        stage: 'Lecture Hall',
        schedule: 'lecture-schedule',
        questions: 'lecture-questions',
      }),
      section(
        'Career Center',
        '!career-resources resume-review mock-interviews job-leads alumni-network',
      ),
      voiceLounges({ name: 'Study Rooms', count: 3, prefix: 'Study Room', userLimit: 6 }),
      events({ board: 'demo-day', extra: 'hackathon-teams' }),
      tickets({
        types: ['Mentor Session', 'Technical Problem', 'Billing or Enrollment', 'Other'],
        transcripts: true,
      }),
      section(
        'Instructors',
        ['instructor-chat', 'grading-queue', voice('Instructor Sync')],
        'staff',
      ),
      staffArea({ level: 2 }),
      security({ level: 2 }),
    ],
  }),
];
