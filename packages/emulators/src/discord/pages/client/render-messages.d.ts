/// <reference lib="dom" />
import type { APIMessage } from 'discord-api-types/v10';

export interface MessageContext {
  lookup: {
    users: Map<string, { username: string }>;
    roles: Map<string, { name: string }>;
    channels: Map<string, { name: string; type: number }>;
    /** Channels of the server the reader may not see. */
    hiddenChannelIds?: Set<string>;
  };
  onComponent: (message: APIMessage, component: unknown, values?: string[]) => unknown;
  /** Opens a channel the member sees, from a #mention. */
  openChannel?: (channelId: string) => void;
}

export function visibleTo(message: APIMessage, userId: string | null): boolean;
export function renderMessage(message: APIMessage, context: MessageContext): HTMLLIElement;
