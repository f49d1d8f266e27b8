import { prompts } from '../blocks/creative.ts';
import { events } from '../blocks/events.ts';
import { animeDiscussion, watchParties } from '../blocks/fandom.ts';
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
import { animeRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const anime = forCategory('anime', RULES.anime);
const panels = {
  name: 'Panels',
  stage: 'Panel Stage',
  schedule: 'panel-schedule',
  questions: 'panel-questions',
};

export const animeStyles = [
  anime({
    id: 'anime-club',
    name: 'Anime Club',
    description:
      'A classic anime club: seasonal talk, spoiler-safe episode discussion, recommendations, fan art and watch parties.',
    plan: 'starter',
    tags: ['anime', 'watch-parties', 'seasonal'],
    roles: animeRoles({ members: ['weeb', 'watch-party-ping'] }),
    welcome: 'Welcome to {server}, {user}! What are you watching this season?',
    blocks: [
      info(),
      animeDiscussion(),
      section('Fan Corner', 'fan-art memes cosplay'),
      watchParties(),
      staffArea(),
    ],
  }),
  anime({
    id: 'manga-readers-circle',
    name: 'Manga Readers Circle',
    description:
      'For manga, manhwa and manhua readers: new chapters, reading lists, recommendations and collection photos.',
    plan: 'starter',
    tags: ['manga', 'manhwa', 'reading'],
    roles: animeRoles({
      names: { owner: 'Head Librarian', 'watch-party-host': 'Reading Night Host' },
    }),
    welcome: 'Welcome to {server}, {user}! Share what you are reading in manga-chat.',
    blocks: [
      info(),
      section(
        'Manga',
        'manga-chat new-chapters manhwa-and-manhua reading-lists manga-recommendations',
      ),
      section('Collectors', 'collection-photos volume-releases'),
      voiceLounges({
        rooms: [
          ['Reading Room', 0],
          ['Chapter Talk', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  anime({
    id: 'cosplay-community',
    name: 'Cosplay Community',
    description:
      'Cosplayers sharing builds: showcase and photoshoots, armour and props, sewing and wigs, and convention meetups.',
    plan: 'starter',
    tags: ['cosplay', 'crafting', 'conventions'],
    roles: animeRoles({
      names: { owner: 'Head Cosplayer', 'watch-party-host': 'Meetup Organiser' },
    }),
    welcome: 'Welcome to {server}, {user}! Show us your current build in wip-builds.',
    blocks: [
      info(),
      showcase('Showcase', 'cosplay-showcase photoshoots'),
      section('Workshop', 'wip-builds armor-and-props sewing-help wigs-and-makeup'),
      section('Conventions', 'convention-meetups group-cosplays'),
      voiceLounges({ count: 2, prefix: 'Craft Room' }),
      staffArea(),
    ],
  }),
  anime({
    id: 'seasonal-anime-hub',
    name: 'Seasonal Anime Hub',
    description:
      'Keep up with every season: airing schedule, news, manga chapters, character polls, two watch party rooms and spoiler reports.',
    plan: 'premium',
    tags: ['seasonal', 'airing', 'news'],
    roles: animeRoles({ size: 6, members: ['weeb', 'episode-ping', 'watch-party-ping'] }),
    welcome: 'Welcome to {server}, {user}! Check airing-schedule and turn on Episode Ping.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: '!airing-schedule' }),
      animeDiscussion({ manga: true, extra: 'anime-news-chat' }),
      section('Community', 'general memes fan-art character-polls'),
      watchParties('Watch Parties', ['Watch Party 1', 'Watch Party 2']),
      voiceLounges({ count: 2 }),
      tickets({ types: ['Report Spoilers', 'Report a Member', 'Other'] }),
      staffArea({ level: 2 }),
    ],
  }),
  anime({
    id: 'japan-culture-club',
    name: 'Japan Culture Club',
    description:
      'Anime, manga and everything Japan: travel, food, J-music, beginner Japanese, karaoke and conversation practice.',
    plan: 'premium',
    tags: ['japan', 'culture', 'japanese'],
    roles: animeRoles({ size: 6, names: { 'watch-party-host': 'Event Host' } }),
    welcome: 'ようこそ, {user}! Welcome to {server}. Introduce yourself in general.',
    blocks: [
      verification(),
      info(),
      section('Culture', 'general japan-travel japanese-food j-music'),
      section('Nihongo', 'japanese-beginners japanese-study-help kanji-of-the-day'),
      animeDiscussion({ name: 'Anime & Manga', manga: true }),
      voiceLounges({
        rooms: [
          ['Karaoke Room', 0],
          ['Conversation Practice', 6],
        ],
      }),
      tickets({ types: ['Report', 'Event Proposal', 'Other'] }),
      staffArea({ level: 2 }),
    ],
  }),
  anime({
    id: 'anime-convention',
    name: 'Anime Convention',
    description:
      'An anime convention’s server: schedule and venue map, artist alley, cosplay forums, panels on stage, badge tickets and volunteers.',
    plan: 'ultimate',
    tags: ['convention', 'panels', 'cosplay', 'artist-alley'],
    roles: animeRoles({
      size: 7,
      names: { owner: 'Convention Chair', 'watch-party-host': 'Panel Host' },
    }),
    welcome: 'Welcome to {server}, {user}! The schedule is in con-schedule. See you at the con!',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement', extra: '!con-schedule !venue-map' }),
      section('Convention', 'con-chat meetups-at-con lost-and-found'),
      section('Artist Alley', '!artist-alley-directory artist-alley-chat'),
      helpDesk({ name: 'Cosplay', forum: 'cosplay-gallery', extra: [forum('cosplay-help')] }),
      stageTalks(panels),
      animeDiscussion({ name: 'Anime Talk' }),
      voiceLounges({
        rooms: [
          ['Hotel Lobby', 0],
          ['Karaoke', 0],
          ['Gaming Room', 8],
        ],
      }),
      tickets({
        types: ['Badge Problem', 'Report Harassment', 'Vendor Question', 'Volunteer Application'],
        faq: 'support-faq',
        transcripts: true,
      }),
      section(
        'Volunteers',
        ['volunteer-chat', 'shift-schedule', voice('Volunteer Radio')],
        'staff',
      ),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  anime({
    id: 'anime-mega-community',
    name: 'Anime Mega Community',
    description:
      'The big anime server: episode forum threads, genre rooms, reviews and theory forums, watch parties, panels on stage, trivia and full security.',
    plan: 'lifetime',
    tags: ['anime', 'manga', 'large', 'events'],
    roles: animeRoles({ size: 8, members: ['otaku', 'weeb', 'episode-ping', 'watch-party-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Pick your genres in pick-your-roles and join the next watch party.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({
        welcome: false,
        announcementType: 'announcement',
        extra: [news('anime-news'), '!airing-schedule'],
      }),
      animeDiscussion({ episodeForum: true, manga: true, extra: 'light-novels' }),
      section('Genres', 'shonen isekai slice-of-life mecha romance-anime'),
      section('Fan Corner', 'fan-art cosplay memes character-polls'),
      helpDesk({ name: 'Forums', forum: 'anime-reviews', extra: [forum('theory-crafting')] }),
      watchParties('Watch Parties', ['Watch Party 1', 'Watch Party 2']),
      stageTalks(panels),
      events({ hall: 'Karaoke Night', extra: '!giveaways trivia-nights' }),
      voiceLounges({ count: 3, noMic: 'no-mic' }),
      tickets({
        types: ['Report Spoilers', 'Report a Member', 'Partnership', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  anime({
    id: 'fan-creators-guild',
    name: 'Fan Creators Guild',
    description:
      'For fan artists, AMV editors, fanfic writers and cosplayers: showcases, a fanfic library forum, creator talks on stage and zines.',
    plan: 'lifetime',
    tags: ['fan-art', 'amv', 'fanfiction', 'zines'],
    roles: animeRoles({
      size: 8,
      names: { owner: 'Guild Founder', 'watch-party-host': 'Zine Organiser' },
    }),
    welcome: 'Welcome to the guild, {user}! Share your latest fan work and find collaborators.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('featured-fanworks')] }),
      section('Lounge', 'general memes'),
      section('Fan Art', 'fan-art fan-art-wip fan-comics fan-merch'),
      section('AMVs & Edits', 'amv-showcase editing-resources edit-collabs'),
      helpDesk({
        name: 'Fanfiction',
        forum: 'fanfic-library',
        extra: [forum('fanfic-feedback'), 'fandom-prompts'],
      }),
      section('Cosplay', 'cosplay wip-builds photoshoots'),
      prompts({ name: 'Prompts', cadence: 'weekly' }),
      stageTalks({
        name: 'Creator Stage',
        stage: 'Creator Stage',
        schedule: 'creator-talks',
        questions: 'creator-qna',
      }),
      events({ board: 'fandom-events', hall: 'Draw Night', extra: 'zine-projects' }),
      voiceLounges({ count: 2, prefix: 'Studio', noMic: 'no-mic' }),
      tickets({ types: ['Report Art Theft', 'Zine Application', 'Other'], transcripts: true }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
