import { randomBytes } from 'node:crypto';
import type {
  APIApplicationCommandOptionChoice,
  InteractionResponseType,
  InteractionType,
} from 'discord-api-types/v10';
import type { ModalData } from '../message-schemas.ts';

/** Discord keeps an interaction's token usable for 15 minutes. */
export const INTERACTION_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export type InteractionStatus = 'pending' | 'acknowledged' | 'failed';

export interface InteractionRecord {
  id: string;
  token: string;
  type: InteractionType;
  applicationId: string;
  guildId: string;
  channelId: string;
  userId: string;
  createdAt: number;
  status: InteractionStatus;
  /** Why Discord would show "This interaction failed", when it would. */
  failure: string | null;
  responseType: InteractionResponseType | null;
  /** The message `@original` names: the reply, or the component's message after types 6 and 7. */
  originalMessageId: string | null;
  /** The message a clicked component sits on. */
  sourceMessageId: string | null;
  followupIds: string[];
  /** The modal a type 9 response opened, until it is submitted. */
  modal: ModalData | null;
  /** What a type 8 response suggested for an autocomplete interaction. */
  choices: APIApplicationCommandOptionChoice[] | null;
  /** For modal submits and components: the interaction the user acted on before. */
  parentId: string | null;
  /** Resolves once the first response is known, so webhook calls racing it wait for it. */
  readonly settled: Promise<void>;
  settle(): void;
}

export type NewInteraction = Pick<
  InteractionRecord,
  'type' | 'applicationId' | 'guildId' | 'channelId' | 'userId' | 'sourceMessageId' | 'parentId'
>;

/**
 * An interaction token shaped like Discord's: base64url of
 * `interaction:<id>:<secret>`. Shorter than Discord's, so it fits Fastify's
 * default 100-character limit on a path parameter in any host app.
 */
function interactionToken(id: string): string {
  return Buffer.from(`interaction:${id}:${randomBytes(24).toString('base64url')}`).toString(
    'base64url',
  );
}

export class InteractionStore {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();

  create(id: string, now: number, fields: NewInteraction): InteractionRecord {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const record: InteractionRecord = {
      ...fields,
      id,
      token: interactionToken(id),
      createdAt: now,
      status: 'pending',
      failure: null,
      responseType: null,
      originalMessageId: null,
      followupIds: [],
      modal: null,
      choices: null,
      settled,
      settle,
    };
    this.byId.set(id, record);
    this.byToken.set(record.token, record);
    return record;
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  withToken(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  /** The newest modal `userId` has open in `guildId` under `customId`. */
  openModal(guildId: string, userId: string, customId: string): InteractionRecord | undefined {
    return [...this.byId.values()]
      .reverse()
      .find(
        (record) =>
          record.guildId === guildId &&
          record.userId === userId &&
          record.modal?.custom_id === customId,
      );
  }

  clear(): void {
    for (const record of this.byId.values()) record.settle();
    this.byId.clear();
    this.byToken.clear();
  }
}

export function tokenExpired(record: InteractionRecord, now: number): boolean {
  return now >= record.createdAt + INTERACTION_TOKEN_LIFETIME_MS;
}
