import { board, type ChannelList, listOf, news } from '../channels.ts';
import { type Block, type ChannelDraft, channelKeyOf } from '../draft.ts';

export interface InfoOptions {
  name?: string;
  /** Welcome channel name, or false when a welcome block provides it. */
  welcome?: string | false;
  rules?: string | false;
  announcements?: string | false;
  /** Followable announcement channel (needs the Community feature, so premium and up). */
  announcementType?: 'text' | 'announcement';
  extra?: ChannelList;
}

/** Information and rules: the first thing members read. Topics come from the dictionary. */
export function info(options: InfoOptions = {}): Block {
  const welcome = options.welcome ?? 'welcome';
  const rules = options.rules ?? 'rules';
  const announcements = options.announcements ?? 'announcements';
  const channels: ChannelDraft[] = [];
  if (welcome) channels.push(board(welcome));
  if (rules) channels.push(board(rules));
  if (announcements) {
    channels.push(
      options.announcementType === 'announcement' ? news(announcements) : board(announcements),
    );
  }
  channels.push(...listOf(options.extra ?? []));
  const welcomeKey = welcome ? channelKeyOf({ name: welcome, type: 'text' }) : undefined;
  return {
    categories: [{ name: options.name ?? 'Information', channels }],
    settings: {
      ...(welcomeKey ? { welcomeChannelKey: welcomeKey, systemChannelKey: welcomeKey } : {}),
      ...(rules ? { rulesChannelKey: channelKeyOf({ name: rules, type: 'text' }) } : {}),
    },
  };
}
