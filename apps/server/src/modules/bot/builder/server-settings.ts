/**
 * The server settings a build points at its new channels: the system channel
 * (where Discord greets newcomers) becomes the style's welcome channel, and a
 * Community server's welcome screen and onboarding list the channels a
 * newcomer can open first. Only channels @everyone can see qualify: behind
 * the verification gate that is the gate itself, as the newcomer sees it.
 */
import { DISCORD_PERMISSION_BITS, type Style } from '@guildsmith/core';
import { chatChannels } from '../questionnaire/style-facts.ts';
import { type BotLocale, clip, fill } from '../texts/locales.ts';
import { SERVER_SETTINGS_TEXTS } from '../texts/server-settings-texts.ts';
import { isTextLike } from './names.ts';
import {
  EVERYONE_TARGET,
  opKey,
  type PlannedOperation,
  type SettingsPayload,
  serverToken,
} from './plan-types.ts';

type ChannelOperation = Extract<PlannedOperation, { kind: 'channel' }>;

const WELCOME_CHANNELS = 5;
const WELCOME_CHANNEL_TEXT = 50;
const ONBOARDING_CHANNELS = 50;

function openToEveryone(channel: ChannelOperation): boolean {
  const everyone = channel.payload.overwrites.find((o) => o.target === EVERYONE_TARGET);
  return !everyone || (BigInt(everyone.deny) & DISCORD_PERMISSION_BITS.ViewChannel) === 0n;
}

/** Text-like channels a newcomer sees, the ones to read first leading. */
function newcomerChannels(style: Style, operations: readonly PlannedOperation[]) {
  const { settings } = style;
  const channels = operations.filter(
    (o): o is ChannelOperation =>
      o.kind === 'channel' && isTextLike(o.payload.type) && openToEveryone(o),
  );
  const first = [
    settings.verification?.channelKey,
    settings.rulesChannelKey,
    settings.welcomeChannelKey,
    ...chatChannels(style).map((channel) => channel.key),
  ]
    .filter((key): key is string => key !== undefined)
    .map((key) => opKey.channel(key));
  const rank = (channel: ChannelOperation) => {
    const at = first.indexOf(channel.key);
    return at === -1 ? first.length : at;
  };
  return channels
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => rank(a.channel) - rank(b.channel) || a.index - b.index)
    .map(({ channel }) => channel);
}

function welcomeLine(style: Style, channel: ChannelOperation, locale: BotLocale): string {
  const lines = SERVER_SETTINGS_TEXTS.welcomeChannel;
  const { settings } = style;
  const is = (key: string | undefined) => key !== undefined && channel.key === opKey.channel(key);
  if (is(settings.verification?.channelKey)) return lines.verify[locale];
  if (is(settings.rulesChannelKey)) return lines.rules[locale];
  if (is(settings.welcomeChannelKey)) return lines.welcome[locale];
  // Behind a gate the newcomer's open channels are the gate's, not the members' chat.
  if (!settings.verification && chatChannels(style).some((chat) => is(chat.key))) {
    return lines.chat[locale];
  }
  return clip(channel.payload.topic ?? channel.payload.name, WELCOME_CHANNEL_TEXT);
}

export function planSettings(
  style: Style,
  operations: readonly PlannedOperation[],
  locale: BotLocale,
): { key: string; payload: SettingsPayload }[] {
  const { settings } = style;
  const built = new Set(operations.map((operation) => operation.key));
  const planned: { key: string; payload: SettingsPayload }[] = [];
  const system = opKey.channel(settings.systemChannelKey ?? settings.welcomeChannelKey);
  if (built.has(system)) {
    planned.push({
      key: opKey.settings('system-channel'),
      payload: { setting: 'system-channel', channel: system },
    });
  }
  const newcomers = newcomerChannels(style, operations);
  if (newcomers.length === 0) return planned;
  planned.push(
    {
      key: opKey.settings('welcome-screen'),
      payload: {
        setting: 'welcome-screen',
        description: fill(SERVER_SETTINGS_TEXTS.welcomeDescription[locale], {
          server: serverToken,
        }),
        channels: newcomers.slice(0, WELCOME_CHANNELS).map((channel) => ({
          channel: channel.key,
          description: welcomeLine(style, channel, locale),
        })),
      },
    },
    {
      key: opKey.settings('onboarding'),
      payload: {
        setting: 'onboarding',
        channels: newcomers.slice(0, ONBOARDING_CHANNELS).map((channel) => channel.key),
      },
    },
  );
  return planned;
}
