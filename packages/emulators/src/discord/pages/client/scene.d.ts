import type { ActingChoice, ApiUser } from './members.js';

export interface ControlReader {
  get(path: string): Promise<unknown>;
}

export interface Scene {
  guilds: { id: string; name: string; ownerId: string }[];
  activity: unknown[];
  guildId: string | null;
  guild: unknown;
  commands: unknown[];
  users: Map<string, ApiUser>;
  unnamed: string;
  choices: ActingChoice[];
  userId: string | null;
  visible: { id: string; name: string; canSend: boolean }[] | null;
  visibilityError: string | null;
  webhookMessages: unknown[];
}

export function loadScene(
  api: ControlReader,
  asked: { guildId: string | null; userId: string | null },
  users: Map<string, ApiUser>,
  unnamed: string,
): Promise<Scene>;
