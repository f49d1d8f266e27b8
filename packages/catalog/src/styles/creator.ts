import { streamHub, supporterLounge, uploadFeeds } from '../blocks/creator.ts';
import { events } from '../blocks/events.ts';
import { info } from '../blocks/info.ts';
import { lfg } from '../blocks/lfg.ts';
import { showcase } from '../blocks/media.ts';
import { section } from '../blocks/section.ts';
import { staffArea } from '../blocks/staff.ts';
import { tickets } from '../blocks/tickets.ts';
import { verification } from '../blocks/verification.ts';
import { voiceLounges } from '../blocks/voice.ts';
import { voice } from '../channels.ts';
import { forCategory } from '../define.ts';
import { creatorRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const creator = forCategory('creator', RULES.creator);

export const creatorStyles = [
  creator({
    id: 'twitch-streamer-starter',
    name: 'Twitch Streamer Starter',
    description:
      'Everything a growing streamer needs: go-live pings, schedule, stream chat, clips and a viewer games room.',
    plan: 'starter',
    tags: ['twitch', 'streamer', 'community'],
    roles: creatorRoles(),
    welcome:
      'Welcome to the community, {user}! Turn on Live Ping in {server} so you never miss a stream.',
    blocks: [
      info(),
      streamHub(),
      section('Community', 'general memes fan-art'),
      voiceLounges({
        rooms: [
          ['Community VC', 0],
          ['Gaming With Viewers', 5],
        ],
      }),
      staffArea(),
    ],
  }),
  creator({
    id: 'youtube-channel-community',
    name: 'YouTube Channel Community',
    description:
      'Upload feeds for videos, Shorts and community posts, plus discussion and video ideas from viewers.',
    plan: 'starter',
    tags: ['youtube', 'videos', 'viewers'],
    roles: creatorRoles({ names: { 'stream-mod': 'Moderator', clipper: 'Shorts Editor' } }),
    welcome:
      'Welcome, {user}! New uploads land in new-videos. Tell us what {server} should make next.',
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
    description:
      'A podcast’s listeners: episode feed and talk, guest suggestions, listener questions and a call-in voice room.',
    plan: 'starter',
    tags: ['podcast', 'listeners', 'episodes'],
    roles: creatorRoles({
      names: { creator: 'Host', clipper: 'Producer', 'stream-mod': 'Moderator' },
    }),
    welcome:
      'Welcome to {server}, {user}! Got a question for the show? Drop it in listener-questions.',
    blocks: [
      info(),
      uploadFeeds('Episodes', [['new-episodes', 'episodes']]),
      section(
        'Discussion',
        'episode-talk guest-suggestions listener-questions topic-ideas general',
      ),
      voiceLounges({
        rooms: [
          ['Listener Call-In', 6],
          ['After Show', 0],
        ],
      }),
      staffArea(),
    ],
  }),
  creator({
    id: 'vtuber-fan-hub',
    name: 'VTuber Fan Hub',
    description:
      'A VTuber’s fan server: stream schedule and chat, collab wishes, translated clips, fan art and watch-alongs.',
    plan: 'starter',
    tags: ['vtuber', 'fans', 'youtube'],
    roles: creatorRoles({
      names: { creator: 'Oshi', clipper: 'Clip Translator', follower: 'Fan' },
    }),
    welcome:
      'Welcome to {server}, {user}! Check stream-schedule and come say hi during the next stream.',
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
    description:
      'A streamer’s server with a private subscriber lounge, emote suggestions, role-sync tickets and verification.',
    plan: 'premium',
    tags: ['twitch', 'subscribers', 'perks'],
    roles: creatorRoles({ size: 6, members: ['subscriber', 'follower', 'live-ping'] }),
    welcome: 'Welcome to {server}, {user}! Subscribers: link your account to unlock the lounge.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement' }),
      streamHub(),
      supporterLounge('Subscriber Lounge', 'subscriber', [
        'sub-chat',
        'sub-polls',
        'emote-suggestions',
        voice('Sub Voice'),
      ]),
      section('Community', 'general memes fan-art self-promo'),
      voiceLounges({ count: 2 }),
      tickets({ types: ['Subscriber Role Missing', 'Report a Member', 'Business Inquiry'] }),
      staffArea({ level: 2 }),
    ],
  }),
  creator({
    id: 'short-form-creator-collective',
    name: 'Short-Form Creator Collective',
    description:
      'TikTok, Reels and Shorts creators growing together: trend alerts, hook workshop, analytics, collabs and brand deal reviews.',
    plan: 'premium',
    tags: ['tiktok', 'reels', 'shorts', 'collabs'],
    roles: creatorRoles({
      size: 6,
      names: { creator: 'Collective Founder', clipper: 'Trend Scout' },
    }),
    welcome:
      'Welcome to the collective, {user}! Post your handle in latest-posts and find a collab.',
    blocks: [
      tickets({
        types: ['Brand Deal Review', 'Collab Request', 'Report'],
        channel: 'contact-team',
      }),
      info(),
      section('Create', 'trend-alerts content-ideas editing-help hook-workshop'),
      section('Grow', 'analytics-talk collab-board brand-deals'),
      showcase('Showcase', 'latest-posts behind-the-scenes'),
      section('Lounge', 'general off-topic'),
      voiceLounges({
        rooms: [
          ['Filming Session', 4],
          ['Edit Together', 0],
        ],
      }),
      staffArea({ level: 2 }),
    ],
  }),
  creator({
    id: 'gaming-youtuber-community',
    name: 'Gaming YouTuber Community',
    description:
      'A gaming YouTuber’s community: upload and live feeds, video ideas, viewer squads for games with the creator and game nights.',
    plan: 'premium',
    tags: ['youtube', 'gaming', 'viewer-games'],
    roles: creatorRoles({ size: 7, members: ['follower', 'live-ping'] }),
    welcome:
      'Welcome, {user}! Press Verify in verify to get into {server}, then join a viewer squad.',
    blocks: [
      verification({ type: 'button' }),
      info({ announcementType: 'announcement' }),
      uploadFeeds('Uploads', [
        ['new-videos', 'videos'],
        ['live-streams', 'live streams'],
      ]),
      section('Community', 'general video-discussion video-ideas memes fan-art'),
      lfg({
        name: 'Play With Viewers',
        games: ['minecraft', 'fortnite'],
        squads: 2,
        squadSize: 4,
        squadName: 'Viewer Squad',
      }),
      events({ hall: 'Viewer Game Night' }),
      voiceLounges({ count: 2 }),
      staffArea({ level: 2 }),
    ],
  }),
];
