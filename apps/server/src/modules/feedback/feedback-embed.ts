import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS_EN, getPlan } from '@guildsmith/core';
import type { schema } from '@guildsmith/db';

type FeedbackRow = typeof schema.feedback.$inferSelect;

/** What a signed-out sender is shown as. */
export const ANONYMOUS_USER = 'Anonymous';
const UNKNOWN_PLAN = 'Unknown';

/** Discord's colours, so each category reads at a glance in the channel. */
const CATEGORY_COLOURS: Record<string, number> = {
  bug: 0xed4245,
  feature: 0x5865f2,
  suggestion: 0xfee75c,
  praise: 0x57f287,
};
const FALLBACK_COLOUR = 0x99aab5;

// Discord refuses an embed whose parts exceed these lengths.
const FIELD_VALUE_MAX = 1024;
const DESCRIPTION_MAX = 4096;

const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1)}…`;

export interface DiscordEmbed {
  title: string;
  description: string;
  color: number;
  fields: { name: string; value: string; inline: boolean }[];
  timestamp: string;
  footer: { text: string };
}

const isKnownCategory = (category: string): category is (typeof FEEDBACK_CATEGORIES)[number] =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(category);

/** The feedback embed: title, the message, a colour, category / user / plan, a timestamp and a footer. */
export function feedbackEmbed(row: FeedbackRow): DiscordEmbed {
  const category = isKnownCategory(row.category)
    ? FEEDBACK_CATEGORY_LABELS_EN[row.category]
    : row.category;
  const user = row.email ? `${row.username} (${row.email})` : row.username;
  return {
    title: 'New Feedback',
    description: clip(row.message, DESCRIPTION_MAX),
    color: CATEGORY_COLOURS[row.category] ?? FALLBACK_COLOUR,
    fields: [
      { name: 'Category', value: clip(category, FIELD_VALUE_MAX), inline: true },
      { name: 'User', value: clip(user, FIELD_VALUE_MAX), inline: true },
      { name: 'Plan', value: row.plan ? getPlan(row.plan).name : UNKNOWN_PLAN, inline: true },
    ],
    timestamp: row.createdAt.toISOString(),
    footer: { text: `Guildsmith Feedback · #${row.id.slice(0, 8)}` },
  };
}
