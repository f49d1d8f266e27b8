import { board, type ChannelList, listOf, SLOW, text } from '../channels.ts';
import { type Block, type ChannelDraft, channelKeyOf } from '../draft.ts';

export interface WelcomeOptions {
  name?: string;
  welcome?: string;
  introductions?: string | false;
  roles?: string | false;
  guide?: string | false;
  extra?: ChannelList;
}

/**
 * A dedicated arrivals area: greeting, guide, self-assigned roles and
 * introductions. Use with `info({ welcome: false })`.
 */
export function welcomeArea(options: WelcomeOptions = {}): Block {
  const welcome = options.welcome ?? 'welcome';
  const intros = options.introductions ?? 'introductions';
  const roles = options.roles ?? 'pick-your-roles';
  const guide = options.guide ?? 'server-guide';
  const channels: ChannelDraft[] = [board(welcome)];
  if (guide) channels.push(board(guide));
  if (roles) channels.push(board(roles));
  if (intros) channels.push(text(intros, undefined, { slowmode: SLOW.daily }));
  channels.push(...listOf(options.extra ?? []));
  const key = channelKeyOf({ name: welcome, type: 'text' });
  return {
    categories: [{ name: options.name ?? 'Welcome', channels }],
    settings: { welcomeChannelKey: key, systemChannelKey: key },
  };
}
