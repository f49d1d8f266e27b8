import type { Outcome } from '../transport/outcome.ts';
import { type MessageRow, replyText } from '../transport/responses.ts';
import type { UsageEntry } from '../transport/usage-log.ts';

/** An ephemeral answer at once, with the usage row it counts as. */
export function answer(content: string, usage: UsageEntry, components: MessageRow[] = []): Outcome {
  return { kind: 'respond', response: replyText(content, components), usage };
}

/** A refusal's usage row: a stable code that analytics group by. */
export const refused = (command: string, error: string): UsageEntry => ({
  command,
  success: false,
  error,
});

export const done = (command: string): UsageEntry => ({ command, success: true });

/** What deferred work replaces its "thinking…" reply (or the pressed message) with. */
export const replacedBy = (content: string) => ({
  content,
  components: [],
  allowed_mentions: { parse: [] },
});
