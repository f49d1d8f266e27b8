import { type APIMessage, MessageType } from 'discord-api-types/v10';
import { type BotLocale, say } from '../texts/locales.ts';
import { TRANSCRIPT_TEXTS } from '../texts/systems-transcript-texts.ts';

/** A closed ticket's history as a plain-text file: read from Discord page by page, then written out. */

/** Most messages a transcript holds; a longer ticket keeps its newest ones. */
export const TRANSCRIPT_CAP = 1000;
/** Discord's largest page of channel messages. */
export const HISTORY_PAGE = 100;

/**
 * One page of a channel's history, newest first, older than `before` when
 * given.
 */
export type HistoryPage = (before: string | undefined) => Promise<APIMessage[]>;

const olderFirst = (a: APIMessage, b: APIMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

export async function readHistory(
  readPage: HistoryPage,
  cap: number = TRANSCRIPT_CAP,
): Promise<{ messages: APIMessage[]; truncated: boolean }> {
  const collected: APIMessage[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await readPage(before);
    // Only messages older than the last page count: a reader that ignored `before` cannot loop.
    const older = page.filter(
      (message) => before === undefined || BigInt(message.id) < BigInt(before),
    );
    if (older.length === 0) return { messages: collected.sort(olderFirst), truncated: false };
    if (collected.length + older.length > cap) {
      collected.push(
        ...older
          .sort(olderFirst)
          .reverse()
          .slice(0, cap - collected.length),
      );
      return { messages: collected.sort(olderFirst), truncated: true };
    }
    collected.push(...older);
    if (page.length < HISTORY_PAGE)
      return { messages: collected.sort(olderFirst), truncated: false };
    before = older.reduce((oldest, message) =>
      olderFirst(message, oldest) < 0 ? message : oldest,
    ).id;
  }
}

const SPOKEN_TYPES: ReadonlySet<MessageType> = new Set([MessageType.Default, MessageType.Reply]);

/**
 * Without the Message Content intent Discord sends members' messages with
 * their text, attachments and embeds emptied; a member cannot post an empty
 * message, so one that arrives empty had its text withheld.
 */
export function textWithheld(message: APIMessage, botId: string): boolean {
  return (
    message.author.id !== botId &&
    SPOKEN_TYPES.has(message.type) &&
    message.content === '' &&
    message.attachments.length === 0 &&
    message.embeds.length === 0 &&
    (message.sticker_items?.length ?? 0) === 0
  );
}

/** `2026-01-31 14:05:09 UTC`: one reading for every reader of the file, whatever their time zone. */
export const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const authorOf = (message: APIMessage) => `${message.author.username} (${message.author.id})`;

function messageLines(message: APIMessage, locale: BotLocale, withheld: boolean): string[] {
  const text = withheld ? say(locale, TRANSCRIPT_TEXTS.transcriptHidden) : message.content;
  const [first = '', ...rest] = text.split('\n');
  return [
    `[${utcStamp(new Date(message.timestamp))}] ${authorOf(message)}: ${first}`,
    ...rest.map((line) => `    ${line}`),
    ...message.attachments.map(
      (attachment) =>
        `    ${say(locale, TRANSCRIPT_TEXTS.transcriptAttachment, { url: attachment.url })}`,
    ),
    ...message.embeds.flatMap((embed) =>
      embed.title || embed.description
        ? [
            `    ${say(locale, TRANSCRIPT_TEXTS.transcriptEmbed, {
              title: [embed.title, embed.description].filter(Boolean).join(' — '),
            })}`,
          ]
        : [],
    ),
  ];
}

export interface TranscriptInput {
  channelName: string;
  type: string;
  opener: { id: string; name: string };
  closer: { id: string; name: string };
  openedAt: Date;
  closedAt: Date;
  messages: readonly APIMessage[];
  truncated: boolean;
  botId: string;
  locale: BotLocale;
}

/** The transcript file's text: a header saying what it holds and what it could not, then one entry per message. */
export function formatTranscript(input: TranscriptInput): string {
  const { locale, messages } = input;
  const withheld = messages.map((message) => textWithheld(message, input.botId));
  const person = (who: { id: string; name: string }) => `${who.name} (${who.id})`;
  const header = [
    say(locale, TRANSCRIPT_TEXTS.transcriptTitle, { name: input.channelName, type: input.type }),
    say(locale, TRANSCRIPT_TEXTS.transcriptOpened, {
      user: person(input.opener),
      time: utcStamp(input.openedAt),
    }),
    say(locale, TRANSCRIPT_TEXTS.transcriptClosed, {
      user: person(input.closer),
      time: utcStamp(input.closedAt),
    }),
    say(locale, TRANSCRIPT_TEXTS.transcriptCount, { count: messages.length }),
    ...(input.truncated
      ? [say(locale, TRANSCRIPT_TEXTS.transcriptTruncated, { count: messages.length })]
      : []),
    ...(withheld.some(Boolean) ? [say(locale, TRANSCRIPT_TEXTS.transcriptNoContent)] : []),
  ];
  const body = messages.flatMap((message, index) =>
    messageLines(message, locale, withheld[index] ?? false),
  );
  return `${[...header, '', ...body].join('\n')}\n`;
}
