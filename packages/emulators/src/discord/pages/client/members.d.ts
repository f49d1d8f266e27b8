/// <reference lib="dom" />
export interface ApiUser {
  id: string;
  username: string;
  global_name: string | null;
}

export interface GuildMembers {
  roles: { id: string; tags?: { bot_id?: string } }[];
  members: { userId: string; bot?: boolean }[];
}

export interface ActingChoice {
  id: string;
  label: string;
}

export function memberLabel(user: ApiUser | undefined, userId: string): string;
export function botIds(roles: GuildMembers['roles']): Set<string>;
export function actingChoices(
  guild: GuildMembers | null,
  users: Map<string, ApiUser>,
): ActingChoice[];
export function actingMemberId(
  choices: ActingChoice[],
  currentId: string | null,
  ownerId: string | null,
): string | null;
export function renderMemberPicker(
  select: HTMLSelectElement,
  choices: ActingChoice[],
  selectedId: string | null,
): void;
