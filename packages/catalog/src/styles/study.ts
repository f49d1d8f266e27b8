import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
import { info } from '../blocks/info.ts';
import { section } from '../blocks/section.ts';
import { security, staffArea } from '../blocks/staff.ts';
import { stageTalks } from '../blocks/stage.ts';
import { resources, studyRooms, subjects } from '../blocks/study.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { welcomeArea } from '../blocks/welcome.ts';
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { studyRoles } from '../roles/work.ts';
import { RULES } from '../rules.ts';

const study = forCategory('study', RULES.study);

export const studyStyles = [
  study({
    id: 'study-together',
    name: 'Study Together',
    description:
      'Body-doubling for focus: pomodoro voice rooms, a silent room, a daily study log and a break room.',
    plan: 'starter',
    tags: ['pomodoro', 'focus', 'accountability'],
    roles: studyRoles({ members: ['student', 'focus-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Post today’s goals in study-log and join a pomodoro room.',
    blocks: [
      info(),
      studyRooms({ pomodoro: 3, silent: 1 }),
      section('Lounge', 'general study-motivation break-room'),
      staffArea(),
    ],
  }),
  study({
    id: 'homework-help-desk',
    name: 'Homework Help Desk',
    description:
      'Help channels for maths, science, English, history and languages, with group study rooms for problem sets.',
    plan: 'starter',
    tags: ['homework', 'high-school', 'tutoring'],
    roles: studyRoles({ names: { owner: 'Head Tutor' } }),
    welcome: 'Welcome to {server}, {user}! Ask in your subject channel and show your working.',
    blocks: [
      info(),
      subjects('Subjects', ['math', 'science', 'english', 'history', 'languages']),
      section('Lounge', 'general exam-season'),
      studyRooms({ pomodoro: 1, groups: 2 }),
      staffArea(),
    ],
  }),
  study({
    id: 'language-exchange',
    name: 'Language Exchange',
    description:
      'Practise English, Spanish, French, German and Japanese with native speakers at capped conversation tables.',
    plan: 'starter',
    tags: ['languages', 'exchange', 'conversation'],
    roles: studyRoles({ names: { tutor: 'Language Partner Lead', 'study-host': 'Table Host' } }),
    welcome: 'Welcome to {server}, {user}! Tell us your native and target languages in general.',
    blocks: [
      info(),
      section(
        'Languages',
        'english-practice spanish-practice french-practice german-practice japanese-practice',
      ),
      section('Learn', 'general grammar-questions word-of-the-day'),
      voiceLounges({
        name: 'Conversation Tables',
        count: 4,
        prefix: 'Conversation Table',
        userLimit: 6,
      }),
      staffArea(),
    ],
  }),
  study({
    id: 'university-course-group',
    name: 'University Course Group',
    description:
      'One course, one server: lecture notes, assignments, exam prep, past papers and group study rooms.',
    plan: 'starter',
    tags: ['university', 'course', 'exam-prep'],
    roles: studyRoles({ names: { owner: 'Course Rep', tutor: 'Teaching Assistant' } }),
    welcome: 'Welcome to {server}, {user}! Share notes in lecture-notes and find a study group.',
    blocks: [
      info(),
      section('Course', 'lecture-notes assignments-help exam-prep past-papers'),
      section('Social', 'general memes'),
      studyRooms({ pomodoro: 1, groups: 2 }),
      staffArea(),
    ],
  }),
  study({
    id: 'med-school-study-hall',
    name: 'Med School Study Hall',
    description:
      'For medical students: preclinical subjects, board prep and Anki, long focus rooms, wellbeing and tutor booking tickets.',
    plan: 'premium',
    tags: ['medicine', 'boards', 'anki'],
    roles: studyRoles({ size: 6, members: ['student', 'graduate', 'focus-ping'] }),
    welcome: 'Welcome to {server}, {user}! Verify, then find your subject and a focus room.',
    blocks: [
      verification(),
      info(),
      subjects('Preclinical', [
        'anatomy',
        'physiology',
        'biochemistry',
        'pharmacology',
        'pathology',
      ]),
      section('Boards', 'board-prep qbank-discussion anki-decks'),
      studyRooms({ pomodoro: 3, deepFocus: 2, silent: 1 }),
      section('Lounge', 'general rotations-talk wellbeing'),
      tickets({ types: ['Book a Tutor', 'Report', 'Other'] }),
      staffArea({ level: 2 }),
    ],
  }),
  study({
    id: 'exam-prep-academy',
    name: 'Exam Prep Academy',
    description:
      'Prep for SAT, ACT and IELTS: study plans, practice tests, section help, score celebrations and tutor booking.',
    plan: 'premium',
    tags: ['sat', 'ielts', 'test-prep'],
    roles: studyRoles({ size: 7, names: { owner: 'Academy Director' } }),
    welcome:
      'Welcome to {server}, {user}! Pick a study plan in Resources and book a tutor anytime.',
    blocks: [
      tickets({ types: ['Book a Tutor', 'Score Review', 'Billing'] }),
      info({ announcementType: 'announcement' }),
      resources('Resources', 'study-plans practice-tests formula-sheets'),
      subjects('Sections', ['reading-and-writing', 'math-section', 'essay-feedback']),
      studyRooms({ pomodoro: 2, groups: 2 }),
      section('Lounge', 'general score-celebrations'),
      staffArea({ level: 2 }),
    ],
  }),
  study({
    id: 'online-school-campus',
    name: 'Online School Campus',
    description:
      'An online school: classes, a homework forum, office hours on stage, study rooms, a library, a teachers’ lounge and raid protection.',
    plan: 'ultimate',
    tags: ['school', 'classes', 'office-hours'],
    roles: studyRoles({ size: 7, names: { owner: 'Principal', tutor: 'Teacher' } }),
    welcome: 'Welcome to {server}, {user}! Verify, then head to your class channels.',
    blocks: [
      verification({ roleName: 'Verified Student' }),
      info({ announcementType: 'announcement', extra: '!school-calendar' }),
      subjects('Classes', [
        'math-class',
        'science-class',
        'english-class',
        'history-class',
        'computer-science-class',
      ]),
      helpDesk({ name: 'Homework Help', forum: 'homework-forum', guide: 'how-to-ask' }),
      stageTalks({
        name: 'Office Hours',
        stage: 'Office Hours Stage',
        schedule: 'office-hours-schedule',
        questions: 'office-hours-questions',
      }),
      studyRooms({ pomodoro: 2, silent: 1, groups: 3 }),
      section('Student Life', 'general clubs-and-activities memes'),
      resources('Library', 'study-guides past-exams'),
      tickets({
        types: ['Talk to a Teacher', 'Technical Problem', 'Report', 'Other'],
        transcripts: true,
      }),
      section(
        'Teachers Lounge',
        ['teacher-chat', 'lesson-planning', voice('Teacher Meeting')],
        'staff',
      ),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  study({
    id: 'university-campus',
    name: 'University Campus',
    description:
      'A whole university: faculties, course forums, a library of study rooms, campus life, clubs, guest lectures on stage and full security.',
    plan: 'lifetime',
    tags: ['university', 'campus', 'clubs', 'large'],
    roles: studyRoles({
      size: 8,
      names: { owner: 'Student Union President' },
      members: ['student', 'graduate', 'focus-ping'],
    }),
    welcome:
      'Welcome to campus, {user}! Pick your courses in pick-your-courses and meet your faculty.',
    blocks: [
      verification({ type: 'captcha', help: true, roleName: 'Verified Student' }),
      welcomeArea({ roles: 'pick-your-courses' }),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('campus-news'), '!academic-calendar'],
      }),
      subjects('Faculties', [
        'engineering',
        'business-school',
        'medicine-and-health',
        'arts-and-humanities',
        'natural-sciences',
        'social-sciences',
        'law',
      ]),
      helpDesk({
        name: 'Course Help',
        forum: 'course-questions',
        guide: 'how-to-ask',
        extra: [forum('exam-prep-forum')],
      }),
      studyRooms({ name: 'Library', pomodoro: 3, deepFocus: 1, silent: 2, groups: 3 }),
      section('Campus Life', 'general housing campus-marketplace rideshare memes'),
      section('Clubs & Societies', '!club-directory club-recruitment sports-teams'),
      stageTalks({
        name: 'Lecture Theatre',
        stage: 'Guest Lecture Stage',
        schedule: 'guest-lectures',
        questions: 'lecture-questions',
      }),
      events({ board: 'campus-events', hall: 'Student Union', extra: 'socials' }),
      tickets({
        types: ['Student Services', 'Report Harassment', 'Club Registration', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  study({
    id: 'language-learning-academy',
    name: 'Language Learning Academy',
    description:
      'A language school: levelled channels for six languages, correction forums, live lessons on stage, conversation tables and tutors.',
    plan: 'lifetime',
    tags: ['languages', 'lessons', 'tutors'],
    roles: studyRoles({ size: 8, names: { owner: 'Head of School', 'study-host': 'Lesson Host' } }),
    welcome:
      'Welcome to {server}, {user}! Choose your languages in pick-your-languages and join a table.',
    blocks: [
      verification(),
      welcomeArea({ roles: 'pick-your-languages' }),
      info({ welcome: false, announcementType: 'announcement', extra: '!learning-roadmap' }),
      section('Spanish', 'spanish-beginner spanish-intermediate spanish-advanced'),
      section('Japanese', 'japanese-beginner japanese-intermediate kanji-study'),
      section('French & German', 'french-practice german-practice'),
      section('Korean & Mandarin', 'korean-practice mandarin-practice'),
      helpDesk({ name: 'Corrections', forum: 'corrections', extra: [forum('translation-help')] }),
      stageTalks({
        name: 'Live Lessons',
        stage: 'Lesson Stage',
        schedule: 'lesson-schedule',
        questions: 'lesson-questions',
      }),
      voiceLounges({
        name: 'Conversation Tables',
        count: 6,
        prefix: 'Conversation Table',
        userLimit: 6,
      }),
      section('Immersion', 'word-of-the-day music-and-lyrics media-recommendations language-memes'),
      events({ extra: 'language-exchange-pairs' }),
      tickets({ types: ['Book a Tutor', 'Report', 'Other'], transcripts: true }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
