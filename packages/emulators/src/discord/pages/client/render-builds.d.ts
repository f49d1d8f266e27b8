/// <reference lib="dom" />
export interface Activity {
  guildId: string;
  name: string;
  running: boolean;
  created: { roles: number; channels: number; messages: number; invites: number };
  deleted: { roles: number; channels: number };
  progress: string | null;
  rateLimited: number;
}

export function buildCounts(activity: Activity): string;
export function renderBuilds(
  section: HTMLElement,
  list: HTMLElement,
  activities: Activity[],
  selectedId: string | null,
  onSelect: (guildId: string) => void,
): void;
