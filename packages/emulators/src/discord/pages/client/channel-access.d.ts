export interface SidebarChannel {
  id: string;
  name: string;
  type: number;
  parent_id?: string | null;
  position: number;
  topic?: string | null;
  canSend: boolean;
}

export function visibleChannels(
  guildChannels: Omit<SidebarChannel, 'canSend'>[],
  visible: Omit<SidebarChannel, 'topic'>[] | null,
): SidebarChannel[];
export function keptChannelId(
  channels: Pick<SidebarChannel, 'id' | 'type'>[],
  currentId: string | null,
): string | null;
