import { board, type ChannelList, chat, listOf, SLOW, text, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface CritiqueOptions {
  name?: string;
  /** Medium-specific critique channels, e.g. ["digital", "traditional"]. */
  mediums?: string[];
  extra?: ChannelList;
}

/** Art critique: requests with a slow mode, works in progress and references. */
export function artCritique(options: CritiqueOptions = {}): Block {
  const channels: ChannelDraft[] = [
    board(
      'critique-guidelines',
      'How to ask for and give critique: be specific, kind and actionable.',
    ),
    text(
      'critique-requests',
      'Post one piece and say what you want feedback on (anatomy, colour, composition).',
      {
        slowmode: SLOW.review,
      },
    ),
    ...(options.mediums ?? []).map((medium) =>
      text(`${medium}-critique`, `Critique for ${medium.replace(/-/g, ' ')} work.`, {
        slowmode: SLOW.review,
      }),
    ),
    text(
      'works-in-progress',
      'Sketches, roughs and half-finished pieces. Progress over perfection.',
      { slowmode: SLOW.media },
    ),
    text('references', 'Pose, lighting and palette references, with sources.'),
    ...listOf(options.extra ?? []),
  ];
  return { categories: [{ name: options.name ?? 'Critique Corner', channels }] };
}

export interface PromptOptions {
  name?: string;
  /** "daily" or "weekly" prompts. */
  cadence?: 'daily' | 'weekly';
  extra?: ChannelList;
}

/** Drawing or writing prompts with a submissions channel. */
export function prompts(options: PromptOptions = {}): Block {
  const cadence = options.cadence ?? 'daily';
  const channels: ChannelDraft[] = [
    board(
      `${cadence}-prompt`,
      `A new prompt every ${cadence === 'daily' ? 'day' : 'Monday'}, posted by the team.`,
      {
        posters: ['events'],
      },
    ),
    text(
      'prompt-submissions',
      'Your take on the current prompt. Reactions pick the featured piece.',
      {
        slowmode: SLOW.media,
      },
    ),
    ...listOf(options.extra ?? []),
  ];
  return { categories: [{ name: options.name ?? 'Prompts', channels }] };
}

/** Commission board: rules, open slots and requests. */
export function commissions(name = 'Commissions', extra: ChannelList = []): Block {
  return {
    categories: [
      {
        name,
        channels: [
          board(
            'commission-rules',
            'Prices, deposits and refunds are agreed in writing. Report scams with a ticket.',
          ),
          text('commissions-open', 'Artists: post your sheet and open slots. Once every 6 hours.', {
            slowmode: SLOW.daily,
          }),
          text('looking-for-artist', 'Describe the piece, budget and deadline.', {
            slowmode: SLOW.daily,
          }),
          ...listOf(extra),
        ],
      },
    ],
  };
}

export interface ProductionOptions {
  name?: string;
  /** Genre-specific feedback channels. */
  genres?: string[];
  listeningRoom?: string | false;
  extra?: ChannelList;
}

/** Music production feedback: exchange, mixing help and a listening room. */
export function productionFeedback(options: ProductionOptions = {}): Block {
  const channels: ChannelDraft[] = [
    text(
      'feedback-exchange',
      'Give feedback on two tracks, then post yours with timestamps you want checked.',
      {
        slowmode: SLOW.review,
      },
    ),
    ...(options.genres ?? []).map((genre) =>
      text(`${genre}-feedback`, `Feedback on ${genre.replace(/-/g, ' ')} tracks.`, {
        slowmode: SLOW.review,
      }),
    ),
    chat('mixing-and-mastering', 'Levels, EQ, compression and loudness questions.', SLOW.chat),
    text('sound-design', 'Patches, synthesis and resampling tricks.'),
    ...listOf(options.extra ?? []),
  ];
  const room = options.listeningRoom ?? 'Listening Room';
  if (room) channels.push(voice(room));
  return { categories: [{ name: options.name ?? 'Production Feedback', channels }] };
}

/** Photo critique with a gear and editing corner. */
export function photoCritique(name = 'Critique', extra: ChannelList = []): Block {
  return {
    categories: [
      {
        name,
        channels: [
          text(
            'photo-critique',
            'One photo per post, with settings, and what you want critiqued.',
            { slowmode: SLOW.review },
          ),
          chat(
            'editing-help',
            'Lightroom, Capture One and darkroom questions. Share before and after.',
            SLOW.chat,
          ),
          chat('gear-talk', 'Bodies, lenses, bags and what to buy next.', SLOW.chat),
          ...listOf(extra),
        ],
      },
    ],
  };
}
