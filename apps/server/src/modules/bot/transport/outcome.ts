import type {
  APIInteractionResponse,
  RESTPatchAPIWebhookWithTokenMessageJSONBody,
} from 'discord-api-types/v10';
import type { UsageActor, UsageEntry } from './usage-log.ts';

/** What a deferred handler ends with: the edit of the original message, and its usage row. */
export interface DeferredResult {
  /** Null when the work reports on its own (a build edits the message as it goes). */
  edit: RESTPatchAPIWebhookWithTokenMessageJSONBody | null;
  usage?: UsageEntry;
}

/**
 * A handler either answers at once (cheap work: validation, database), or
 * acknowledges within Discord's 3 seconds and finishes in the background,
 * editing `@original` through the interaction webhook.
 */
export type Outcome =
  | { kind: 'respond'; response: APIInteractionResponse; usage?: UsageEntry }
  | {
      kind: 'defer';
      /** Type 5 (new ephemeral "thinking…") or type 6 (the clicked message shows loading). */
      response: APIInteractionResponse;
      work: () => Promise<DeferredResult>;
    };

/** What the bot made of an interaction: who acted (for the usage log) and the answer. */
export interface Dispatched {
  actor: UsageActor | null;
  outcome: Outcome;
}
