import { board, type ChannelList, chat, forum, listOf, SLOW, text } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface LeadOptions {
  name?: string;
  /** Only this member role (and staff) sees the deal flow, e.g. partners. */
  only?: string;
  extra?: ChannelList;
}

/** Business leads: sourcing, qualifying and celebrating deals. */
export function businessLeads(options: LeadOptions = {}): Block {
  const channels: ChannelDraft[] = [
    text('leads', 'New leads: company, need, budget range and who owns it.', {
      slowmode: SLOW.feedback,
    }),
    text('deal-updates', 'Pipeline moves and blockers; thread each deal.'),
    board('deals-won', 'Closed deals and what made them work.', { posters: ['support'] }),
    chat('referrals', 'Referrals in and out; credit the person who sent it.', SLOW.feedback),
    ...listOf(options.extra ?? []),
  ];
  return {
    categories: [
      {
        name: options.name ?? 'Deal Flow',
        channels,
        ...(options.only ? { audience: { only: [options.only] } } : {}),
      },
    ],
  };
}

/** Networking: founder intros, hiring and cofounder search. */
export function networking(name = 'Networking', extra: ChannelList = []): Block {
  return {
    categories: [
      {
        name,
        channels: [
          text('founder-intros', 'Who you are, what you build, what you need and what you offer.', {
            slowmode: SLOW.daily,
          }),
          text('hiring', 'Roles you are hiring for: title, location or remote, pay range.', {
            slowmode: SLOW.daily,
          }),
          text('looking-for-work', 'Your skills, availability and portfolio.', {
            slowmode: SLOW.daily,
          }),
          ...listOf(extra),
        ],
      },
    ],
  };
}

/** Product knowledge base: status, release notes and guides kept by the team. */
export function knowledgeBase(name = 'Knowledge Base', extra: ChannelList = []): Block {
  return {
    categories: [
      {
        name,
        channels: [
          board('status', 'Service status and incidents. Follow Status Ping for alerts.', {
            posters: ['support', 'dev'],
          }),
          board('release-notes', 'What changed in each release.', { posters: ['dev'] }),
          board('known-issues', 'Open bugs with workarounds, updated until fixed.', {
            posters: ['support', 'dev'],
          }),
          board('how-to-guides', 'Step-by-step guides for common tasks.', { posters: ['support'] }),
          ...listOf(extra),
        ],
      },
    ],
  };
}

export interface FeedbackOptions {
  name?: string;
  /** Feature requests and bug reports as forums (needs the Community feature). */
  forums?: boolean;
  extra?: ChannelList;
}

/** Product feedback: feature requests and bug reports, voted with reactions. */
export function feedbackBoard(options: FeedbackOptions = {}): Block {
  const requests = 'One idea per post. Upvote instead of reposting; the team tags what is planned.';
  const bugs = 'Steps to reproduce, expected vs actual, version and platform.';
  const channels: ChannelDraft[] = options.forums
    ? [forum('feature-requests', requests), forum('bug-reports', bugs)]
    : [chat('feature-requests', requests, SLOW.feedback), chat('bug-reports', bugs, SLOW.feedback)];
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Feedback', channels }] };
}
