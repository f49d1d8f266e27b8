import type { TopicEntry } from './index.ts';

/** Channels most styles share: arrivals, chat, media, help and events. */
export const COMMON_TOPICS: Record<string, TopicEntry> = {
  // Arrivals and information
  welcome: 'New members are greeted here by the bot. Say hi in the chat channels!',
  rules: 'Read before posting: breaking a rule means a warning, then a timeout, then a ban.',
  announcements: 'News from the team. Turn on notifications so you never miss one.',
  'server-guide': 'Where everything is and how to get the most out of the server.',
  'pick-your-roles': 'Pick notification and interest roles with the buttons below.',
  introductions: ['Tell us who you are and what brought you here. One post each.', 21_600],
  faq: 'Answers to the questions new members ask most.',
  'support-faq': 'Answers to the questions we get most. Check here before opening a ticket.',
  'server-faq':
    'Server addresses, donation perks, wipes and common fixes. Read before opening a ticket.',
  partners: 'Partner servers and creators we work with.',
  giveaways: 'Giveaways: enter with the button; the bot draws winners at the time shown.',
  'server-updates': 'Changes to channels, roles and bots.',
  // Chat
  general: ['The main chat. Keep it friendly and on this side of the rules.', 5],
  memes: ['Memes only. Reposts get the bonk.', 10],
  'off-topic': ['Anything that does not fit the other channels.', 5],
  'no-mic': 'For people in voice without a microphone.',
  'vc-chat': 'Text chat for whoever is in the voice rooms.',
  music: 'What you are listening to right now, with links.',
  pets: ['Pictures of your pets. Mandatory for new members (not really).', 10],
  food: ['What you cooked, ate or want to eat.', 10],
  setups: ['Desks, battlestations and workspaces.', 10],
  media: ['Pictures and videos from your life.', 10],
  'self-promo': ['Promote your stuff here and only here: once every 6 hours.', 21_600],
  suggestions: ['Ideas for the server. One idea per message; react to vote.', 60],
  'bot-commands': 'Use bot commands here so the chat channels stay readable.',
  counting: 'Count up by one. Same person twice in a row resets the count.',
  'question-of-the-day': 'A new question every morning; answer in the thread.',
  // Sharing
  clips: ['Your best moments. One clip per post.', 10],
  screenshots: ['Screenshots worth sharing.', 10],
  'fan-art': ['Fan art, with credit to the artist if it is not yours.', 10],
  // Help
  'help-forum': 'One post per question. Tag it, add details, and mark the answer as solved.',
  'before-you-post':
    'How to ask so you get an answer fast: context, what you tried, what happened.',
  'how-to-ask': 'Good questions get good answers: what you want, what you tried, the exact error.',
  'known-issues': 'Bugs we already track, with workarounds. Updated until fixed.',
  // Events and stages
  'event-announcements': 'Upcoming events, times in UTC, and who is hosting.',
  'event-ideas': ['Pitch an event; the most-upvoted ideas get scheduled.', 60],
  'event-calendar': 'Every planned event for the month, with times in UTC.',
  'talk-schedule': 'Upcoming talks and AMAs with times and speakers.',
  'stage-questions': ['Questions for the speaker; hosts read the best ones aloud.', 60],
};
