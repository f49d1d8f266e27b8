import { streamHub, supporterLounge, uploadFeeds } from '../blocks/creator.ts';
import { events } from '../blocks/events.ts';
import { helpDesk } from '../blocks/forum.ts';
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
import { forum, news, voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { creatorRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const creator = forCategory('creator', RULES.creator);

export const creatorStyles = [
  creator({
    id: 'twitch-streamer-starter',
    name: 'Twitch Streamer Starter',
    description: 'Everything a growing streamer needs: go-live pings, schedule, stream chat, clips and a viewer games room.',
    plan: 'starter',
    tags: ['twitch', 'streamer', 'community'],
    roles: creatorRoles(),
    welcome: 'Welcome to the community, {user}! Turn on Live Ping in {server} so you never miss a stream.',
    blocks: [
      info(),
      streamHub(),
      section('Community', 'general memes fan-art'),
      voiceLounges({ rooms: [['Community VC', 0], ['Gaming With Viewers', 5]] }),
      staffArea(),
    ],
  }),
  creator({
    id: 'youtube-channel-community',
    name: 'YouTube Channel Community',
    description: 'Upload feeds for videos, Shorts and community posts, plus discussion and video ideas from viewers.',
    plan: 'starter',
    tags: ['youtube', 'videos', 'viewers'],
    roles: creatorRoles({ names: { 'stream-mod': 'Moderator', clipper: 'Shorts Editor' } }),
    welcome: 'Welcome, {user}! New uploads land in new-videos. Tell us what {server} should make next.',
    blocks: [
      info(),
      uploadFeeds('Uploads', [
        ['new-videos', 'videos'],
        ['shorts', 'Shorts'],
        ['community-posts', 'community posts'],
      ]),
      section('Discuss', 'video-discussion video-ideas general fan-art'),
      voiceLounges({ count: 2 }),
      staffArea(),
    ],
  }),
  creator({
    id: 'podcast-community',
    name: 'Podcast Community',
    description: 'A podcast’s listeners: episode feed and talk, guest suggestions, listener questions and a call-in voice room.',
    plan: 'starter',
    tags: ['podcast', 'listeners', 'episodes'],
    roles: creatorRoles({ names: { creator: 'Host', clipper: 'Producer', 'stream-mod': 'Moderator' } }),
    welcome: 'Welcome to {server}, {user}! Got a question for the show? Drop it in listener-questions.',
    blocks: [
      info(),
      uploadFeeds('Episodes', [['new-episodes', 'episodes']]),
      section('Discussion', 'episode-talk guest-suggestions listener-questions topic-ideas general'),
      voiceLounges({ rooms: [['Listener Call-In', 6], ['After Show', 0]] }),
      staffArea(),
    ],
  }),
  creator({
    id: 'vtuber-fan-hub',
    name: 'VTuber Fan Hub',
    description: 'A VTuber’s fan server: stream schedule and chat, collab wishes, translated clips, fan art and watch-alongs.',
    plan: 'starter',
    tags: ['vtuber', 'fans', 'youtube'],
    roles: creatorRoles({ names: { creator: 'Oshi', clipper: 'Clip Translator', follower: 'Fan' } }),
    welcome: 'Welcome to {server}, {user}! Check stream-schedule and come say hi during the next stream.',
    blocks: [
      info(),
      streamHub({ platform: 'YouTube', suggestions: 'collab-wishes', watchParty: 'Watch-Along' }),
      section('Fan Corner', 'general fan-art clips-translated memes'),
      voiceLounges({ count: 2, prefix: 'Fan Lounge' }),
      staffArea(),
    ],
  }),
  creator({
    id: 'streamer-subscriber-lounge',
    name: 'Streamer + Subscriber Lounge',
    description: 'A streamer’s server with a private subscriber lounge, emote suggestions, role-sync tickets and verification.',
    plan: 'premium',
    tags: ['twitch', 'subscribers', 'perks'],
    roles: creatorRoles({ size: 6, members: ['subscriber', 'follower', 'live-ping'] }),
    welcome: 'Welcome to {server}, {user}! Subscribers: link your account to unlock the lounge.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      streamHub(),
      supporterLounge('Subscriber Lounge', 'subscriber', ['sub-chat', 'sub-polls', 'emote-suggestions', voice('Sub Voice')]),
      section('Community', 'general memes fan-art self-promo'),
      voiceLounges({ count: 2 }),
      tickets({ types: ['Subscriber Role Missing', 'Report a Member', 'Business Inquiry'] }),
      staffArea({ level: 2 }),
    ],
  }),
  creator({
    id: 'short-form-creator-collective',
    name: 'Short-Form Creator Collective',
    description: 'TikTok, Reels and Shorts creators growing together: trend alerts, hook workshop, analytics, collabs and brand deal reviews.',
    plan: 'premium',
    tags: ['tiktok', 'reels', 'shorts', 'collabs'],
    roles: creatorRoles({ size: 6, names: { creator: 'Collective Founder', clipper: 'Trend Scout' } }),
    welcome: 'Welcome to the collective, {user}! Post your handle in latest-posts and find a collab.',
    blocks: [
      tickets({ types: ['Brand Deal Review', 'Collab Request', 'Report'], channel: 'contact-team' }),
      info(),
      section('Create', 'trend-alerts content-ideas editing-help hook-workshop'),
      section('Grow', 'analytics-talk collab-board brand-deals'),
      showcase('Showcase', 'latest-posts behind-the-scenes'),
      section('Lounge', 'general off-topic'),
      voiceLounges({ rooms: [['Filming Session', 4], ['Edit Together', 0]] }),
      staffArea({ level: 2 }),
    ],
  }),
  creator({
    id: 'gaming-youtuber-community',
    name: 'Gaming YouTuber Community',
    description: 'A gaming YouTuber’s community: upload and live feeds, video ideas, viewer squads for games with the creator and game nights.',
    plan: 'premium',
    tags: ['youtube', 'gaming', 'viewer-games'],
    roles: creatorRoles({ size: 7, members: ['follower', 'live-ping'] }),
    welcome: 'Welcome, {user}! React in verify to get into {server}, then join a viewer squad.',
    blocks: [
      verification({ type: 'reaction' }),
      info({ announcementType: 'announcement' }),
      uploadFeeds('Uploads', [
        ['new-videos', 'videos'],
        ['live-streams', 'live streams'],
      ]),
      section('Community', 'general video-discussion video-ideas memes fan-art'),
      lfg({ name: 'Play With Viewers', games: ['minecraft', 'fortnite'], squads: 2, squadSize: 4, squadName: 'Viewer Squad' }),
      events({ hall: 'Viewer Game Night' }),
      voiceLounges({ count: 2 }),
      staffArea({ level: 2 }),
    ],
  }),
  creator({
    id: 'streamer-team-network',
    name: 'Streamer Team Network',
    description: 'A team of streamers under one banner: live feed, raid train, creator help and collab forums, team events on stage and raid protection.',
    plan: 'ultimate',
    tags: ['stream-team', 'collabs', 'raids'],
    roles: creatorRoles({ size: 7, names: { creator: 'Team Owner' }, members: ['supporter', 'follower', 'live-ping'] }),
    welcome: 'Welcome to {server}, {user}! See who is live in going-live and join the raid train.',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement' }),
      streamHub({ name: 'Live Now', liveChat: false, suggestions: false, watchParty: false }),
      section('Team', '!team-roster raid-train shoutouts co-stream-planning'),
      helpDesk({ name: 'Creator Help', forum: 'creator-advice', extra: [forum('collab-board')] }),
      stageTalks({ name: 'Team Stage', stage: 'Team Stage', schedule: 'team-event-schedule', questions: 'qna-questions' }),
      section('Community', 'general memes fan-art self-promo'),
      supporterLounge('Supporters', 'supporter', ['supporter-chat', voice('Supporter Voice')]),
      voiceLounges({ count: 3, prefix: 'Co-Stream Room', userLimit: 4, noMic: 'no-mic' }),
      tickets({ types: ['Join the Team', 'Business Inquiry', 'Report a Member'], transcripts: true }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  creator({
    id: 'creator-empire',
    name: 'Creator Empire',
    description: 'For big creators: every platform feed, stream hub, members and patron vaults, live Q&A on stage, giveaways, a production room and full security.',
    plan: 'lifetime',
    tags: ['creator', 'memberships', 'multi-platform', 'large'],
    roles: creatorRoles({ size: 8, members: ['subscriber', 'supporter', 'follower', 'live-ping'] }),
    welcome: 'Welcome to {server}, {user}! Members and patrons: link your account to unlock your lounge.',
    blocks: [
      verification({ type: 'captcha', help: true }),
      welcomeArea(),
      info({ welcome: false, announcementType: 'announcement', extra: '!merch-drops' }),
      uploadFeeds('Uploads', [
        ['new-videos', 'videos'],
        ['shorts-feed', 'Shorts and TikToks'],
        ['podcast-episodes', 'podcast episodes'],
      ]),
      streamHub({ extra: '!stream-rules' }),
      section('Community', 'general memes fan-art self-promo off-topic'),
      supporterLounge('Members Lounge', 'subscriber', ['members-chat', 'early-access', 'members-polls', voice('Members Voice')]),
      supporterLounge('Patron Vault', 'supporter', ['patron-chat', 'behind-the-scenes', voice('Patron Hangout')]),
      stageTalks({ name: 'Live Q&A', stage: 'Q&A Stage', schedule: 'qna-schedule', questions: 'qna-questions' }),
      events({ extra: '!giveaways community-game-nights' }),
      helpDesk({ name: 'Creator Corner', forum: 'creator-advice', extra: [forum('collab-board')] }),
      voiceLounges({ count: 3, noMic: 'no-mic' }),
      tickets({ types: ['Membership Role Missing', 'Business Inquiry', 'Report a Member', 'Other'], faq: 'support-faq', transcripts: true }),
      section('Production', ['video-pipeline', 'editor-handoff', 'sponsor-deliverables', voice('Edit Bay')], 'staff'),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  creator({
    id: 'podcast-network',
    name: 'Podcast Network',
    description: 'Several shows under one roof: episode feed and forum, live recordings on stage, bonus content for supporters, studios and guest booking.',
    plan: 'lifetime',
    tags: ['podcast', 'network', 'live-recordings'],
    roles: creatorRoles({
      size: 8,
      names: { creator: 'Network Founder', clipper: 'Producer', 'stream-mod': 'Moderator', editor: 'Audio Editor', 'event-host': 'Host' },
      members: ['supporter', 'follower'],
    }),
    welcome: 'Welcome to {server}, {user}! Pick your shows, then send the hosts a question.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('new-episodes')] }),
      section('Shows', 'true-crime-talk tech-show-talk comedy-show-talk sports-show-talk'),
      section('Listeners', 'general guest-suggestions listener-questions topic-ideas'),
      helpDesk({ name: 'Episode Threads', forum: 'episode-threads', extra: [forum('show-pitches')] }),
      stageTalks({ name: 'Live Recordings', stage: 'Recording Stage', schedule: 'recording-schedule', questions: 'live-questions' }),
      supporterLounge('Bonus Content', 'supporter', ['bonus-episodes', 'ad-free-feeds', 'supporter-chat', voice('After Show')]),
      section(
        'Production',
        ['booking-guests', 'show-notes-drafts', 'edit-queue', 'ad-reads', voice('Studio A', 4), voice('Studio B', 4)],
        'staff',
      ),
      events({ board: 'live-show-tour', extra: 'meetup-planning' }),
      voiceLounges({ rooms: [['Listener Call-In', 6], ['Listening Party', 0], ['Hangout', 0]], noMic: 'no-mic' }),
      tickets({ types: ['Guest Booking', 'Advertising', 'Supporter Access', 'Other'], channel: 'contact-the-network', transcripts: true }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
