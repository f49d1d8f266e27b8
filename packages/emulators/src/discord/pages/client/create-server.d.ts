/// <reference lib="dom" />
import type { ApiUser } from './members.js';

export function serverNameProblem(name: string): string | null;

export function defaultOwnerId(input: {
  users: (ApiUser & { bot?: boolean })[];
  guilds: { ownerId: string }[];
  pickedId: string | null;
  actingId: string | null;
}): string | null;

export interface CreatedGuild {
  id: string;
  name: string;
  ownerId: string;
}

export function createServerForm(options: {
  dialog: HTMLDialogElement;
  opener: HTMLElement;
  api: {
    get(path: string): Promise<unknown>;
    post(path: string, body: unknown): Promise<unknown>;
  };
  acting: () => { pickedId: string | null; actingId: string | null };
  onCreated: (guild: CreatedGuild, withBot: boolean) => void;
}): void;
