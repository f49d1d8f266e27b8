import { streamHub, supporterLounge, uploadFeeds } from '../blocks/creator.ts';
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
import { creatorRoles } from '../roles/creative.ts';
import { RULES } from '../rules.ts';

const creator = forCategory('creator', RULES.creator);

/** Ultimate and lifetime creator layouts. */
export const creatorEliteStyles = [
  creator({
    id: 'streamer-team-network',
    name: 'Streamer Team Network',
    description:
      'A team of streamers under one banner: live feed, raid train, creator help and collab forums, team events on stage and raid protection.',
    plan: 'ultimate',
    tags: ['stream-team', 'collabs', 'raids'],
    roles: creatorRoles({
      size: 7,
      names: { creator: 'Team Owner' },
      members: ['supporter', 'follower', 'live-ping'],
    }),
    welcome: 'Welcome to {server}, {user}! See who is live in going-live and join the raid train.',
    blocks: [
      verification({ type: 'captcha' }),
      info({ announcementType: 'announcement' }),
      streamHub({ name: 'Live Now', liveChat: false, suggestions: false, watchParty: false }),
      section('Team', '!team-roster raid-train shoutouts co-stream-planning'),
      helpDesk({ name: 'Creator Help', forum: 'creator-advice', extra: [forum('collab-board')] }),
      stageTalks({
        name: 'Team Stage',
        stage: 'Team Stage',
        schedule: 'team-event-schedule',
        questions: 'qna-questions',
      }),
      section('Community', 'general memes fan-art self-promo'),
      supporterLounge('Supporters', 'supporter', ['supporter-chat', voice('Supporter Voice')]),
      voiceLounges({ count: 3, prefix: 'Co-Stream Room', userLimit: 4, noMic: 'no-mic' }),
      tickets({
        types: ['Join the Team', 'Business Inquiry', 'Report a Member'],
        transcripts: true,
      }),
      staffArea({ level: 2 }),
      security(),
    ],
  }),
  creator({
    id: 'creator-empire',
    name: 'Creator Empire',
    description:
      'For big creators: every platform feed, stream hub, members and patron vaults, live Q&A on stage, giveaways, a production room and full security.',
    plan: 'lifetime',
    tags: ['creator', 'memberships', 'multi-platform', 'large'],
    roles: creatorRoles({ size: 8, members: ['subscriber', 'supporter', 'follower', 'live-ping'] }),
    welcome:
      'Welcome to {server}, {user}! Members and patrons: link your account to unlock your lounge.',
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
      supporterLounge('Members Lounge', 'subscriber', [
        'members-chat',
        'early-access',
        'members-polls',
        voice('Members Voice'),
      ]),
      supporterLounge('Patron Vault', 'supporter', [
        'patron-chat',
        'behind-the-scenes',
        voice('Patron Hangout'),
      ]),
      stageTalks({
        name: 'Live Q&A',
        stage: 'Q&A Stage',
        schedule: 'qna-schedule',
        questions: 'qna-questions',
      }),
      events({ extra: '!giveaways community-game-nights' }),
      helpDesk({ name: 'Creator Corner', forum: 'creator-advice', extra: [forum('collab-board')] }),
      voiceLounges({ count: 3, noMic: 'no-mic' }),
      tickets({
        types: ['Membership Role Missing', 'Business Inquiry', 'Report a Member', 'Other'],
        faq: 'support-faq',
        transcripts: true,
      }),
      section(
        'Production',
        ['video-pipeline', 'editor-handoff', 'sponsor-deliverables', voice('Edit Bay')],
        'staff',
      ),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
  creator({
    id: 'podcast-network',
    name: 'Podcast Network',
    description:
      'Several shows under one roof: episode feed and forum, live recordings on stage, bonus content for supporters, studios and guest booking.',
    plan: 'lifetime',
    tags: ['podcast', 'network', 'live-recordings'],
    roles: creatorRoles({
      size: 8,
      names: {
        creator: 'Network Founder',
        clipper: 'Producer',
        'stream-mod': 'Moderator',
        editor: 'Audio Editor',
        'event-host': 'Host',
      },
      members: ['supporter', 'follower'],
    }),
    welcome: 'Welcome to {server}, {user}! Pick your shows, then send the hosts a question.',
    blocks: [
      verification(),
      info({ announcementType: 'announcement', extra: [news('new-episodes')] }),
      section('Shows', 'true-crime-talk tech-show-talk comedy-show-talk sports-show-talk'),
      section('Listeners', 'general guest-suggestions listener-questions topic-ideas'),
      helpDesk({
        name: 'Episode Threads',
        forum: 'episode-threads',
        extra: [forum('show-pitches')],
      }),
      stageTalks({
        name: 'Live Recordings',
        stage: 'Recording Stage',
        schedule: 'recording-schedule',
        questions: 'live-questions',
      }),
      supporterLounge('Bonus Content', 'supporter', [
        'bonus-episodes',
        'ad-free-feeds',
        'supporter-chat',
        voice('After Show'),
      ]),
      section(
        'Production',
        [
          'booking-guests',
          'show-notes-drafts',
          'edit-queue',
          'ad-reads',
          voice('Studio A', 4),
          voice('Studio B', 4),
        ],
        'staff',
      ),
      events({ board: 'live-show-tour', extra: 'meetup-planning' }),
      voiceLounges({
        rooms: [
          ['Listener Call-In', 6],
          ['Listening Party', 0],
          ['Hangout', 0],
        ],
        noMic: 'no-mic',
      }),
      tickets({
        types: ['Guest Booking', 'Advertising', 'Supporter Access', 'Other'],
        channel: 'contact-the-network',
        transcripts: true,
      }),
      staffArea({ level: 3 }),
      security({ level: 2 }),
    ],
  }),
];
