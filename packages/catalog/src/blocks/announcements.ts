import { board, news } from '../channels.ts';
import type { Block } from '../draft.ts';

/**
 * A category of read-only feeds (updates, giveaways, partners), by name.
 * Announcement channels can be followed from other servers but need the
 * Community feature, so only premium and richer styles use that type.
 */
export function announcements(
  name: string,
  feeds: string,
  type: 'text' | 'announcement' = 'text',
): Block {
  const make = type === 'announcement' ? news : board;
  return {
    categories: [
      {
        name,
        channels: feeds
          .split(/\s+/)
          .filter(Boolean)
          .map((feed) => make(feed)),
      },
    ],
  };
}
