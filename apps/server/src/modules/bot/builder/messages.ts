/**
 * The messages a build posts: welcome, rules, the verify button and the
 * ticket menu. Every body carries `allowed_mentions: { parse: [] }`, so text
 * an owner typed can never ping @everyone, a role or a member.
 */
import type { Style, VerificationType } from '@guildsmith/core';
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import { type BotLocale, fill } from '../texts/locales.ts';
import { MESSAGE_TEXTS } from '../texts/message-texts.ts';
import { COMPONENT_IDS } from '../transport/custom-id.ts';
import type { AnswerReader } from './answers.ts';
import { stripTokens } from './names.ts';
import { type MessagePayload, opKey, roleToken, serverToken } from './plan-types.ts';

const NO_MENTIONS = { parse: [] as string[] };
const MESSAGE_LENGTH = 2000;

export interface PlannedMessage {
  name: string;
  payload: MessagePayload;
}

interface MessageContext {
  style: Style;
  answers: AnswerReader;
  locale: BotLocale;
  colour: number;
}

function body(fields: {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
}): Record<string, unknown> {
  return { ...fields, allowed_mentions: NO_MENTIONS };
}

/** Owner text with `{server}` kept as the server's name and `{user}` read as a newcomer. */
function ownerText(text: string, locale: BotLocale): string {
  return stripTokens(text)
    .replaceAll('{server}', serverToken)
    .replaceAll('{user}', MESSAGE_TEXTS.newcomer[locale]);
}

/** Splits plain text at line breaks into messages Discord accepts. */
function chunks(text: string, max: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const candidate = current === '' ? line : `${current}\n${line}`;
    if (candidate.length <= max) current = candidate;
    else {
      if (current !== '') parts.push(current);
      let rest = line;
      while (rest.length > max) {
        parts.push(rest.slice(0, max));
        rest = rest.slice(max);
      }
      current = rest;
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

function titled(
  name: string,
  channelKey: string,
  title: string,
  text: string,
  format: string,
  context: MessageContext,
): PlannedMessage[] {
  const channel = opKey.channel(channelKey);
  if (format !== 'plain') {
    return [
      {
        name,
        payload: {
          channel,
          body: body({ embeds: [{ title, description: text, color: context.colour }] }),
        },
      },
    ];
  }
  return chunks(`**${title}**\n\n${text}`, MESSAGE_LENGTH).map((content, index) => ({
    name: index === 0 ? name : `${name}-${index + 1}`,
    payload: { channel, body: body({ content }) },
  }));
}

function verificationMessage(context: MessageContext): PlannedMessage[] {
  const { style, answers, locale, colour } = context;
  const verification = style.settings.verification;
  if (!verification) return [];
  const type = answers.text('verification-type', verification.type) as VerificationType;
  const custom = answers.text('verification-message');
  const custom_id = COMPONENT_IDS.verify(type);
  const button: APIButtonComponentWithCustomId = {
    type: ComponentType.Button,
    custom_id,
    label: MESSAGE_TEXTS.verifyButton[locale],
    style: ButtonStyle.Primary,
  };
  return [
    {
      name: 'verification',
      payload: {
        channel: opKey.channel(verification.channelKey),
        body: body({
          embeds: [
            {
              title: MESSAGE_TEXTS.verifyTitle[locale],
              description: custom ? ownerText(custom, locale) : MESSAGE_TEXTS.verify[type][locale],
              color: colour,
            },
          ],
          components: [
            {
              type: ComponentType.ActionRow,
              components: [button],
            },
          ],
        }),
      },
    },
  ];
}

function ticketMessage(context: MessageContext): PlannedMessage[] {
  const { style, answers, locale, colour } = context;
  const tickets = style.settings.tickets;
  if (!tickets) return [];
  const types = answers.has('ticket-types')
    ? answers.list('ticket-types').map(stripTokens)
    : tickets.categories;
  const staffRole = answers.text('ticket-staff-role', tickets.staffRoleKey);
  const custom = answers.text('ticket-panel-message');
  const standard = fill(MESSAGE_TEXTS.ticketText[locale], { role: `<@&${roleToken(staffRole)}>` });
  return [
    {
      name: 'tickets',
      payload: {
        channel: opKey.channel(tickets.channelKey),
        body: body({
          embeds: [
            {
              title: MESSAGE_TEXTS.ticketTitle[locale],
              description: custom ? ownerText(custom, locale) : standard,
              color: colour,
            },
          ],
          components: [
            {
              type: ComponentType.ActionRow,
              components: [
                {
                  type: ComponentType.StringSelect,
                  custom_id: COMPONENT_IDS.ticket,
                  placeholder: MESSAGE_TEXTS.ticketPlaceholder[locale],
                  min_values: 1,
                  max_values: 1,
                  options: types.map((type) => ({ label: type, value: type })),
                },
              ],
            },
          ],
        }),
      },
    },
  ];
}

/** The messages in posting order; names become operation keys (`message:<name>`). */
export function planMessages(
  style: Style,
  answers: AnswerReader,
  locale: BotLocale,
): PlannedMessage[] {
  const colour = Number.parseInt(answers.text('embed-colour', '#5865f2').slice(1), 16);
  const context: MessageContext = { style, answers, locale, colour };
  const { settings } = style;
  const messages = titled(
    'welcome',
    settings.welcomeChannelKey,
    fill(MESSAGE_TEXTS.welcomeTitle[locale], { server: serverToken }),
    ownerText(answers.text('welcome-message', settings.welcomeMessage), locale),
    answers.text('welcome-format', 'embed'),
    context,
  );
  if (settings.rulesChannelKey && settings.rulesText) {
    messages.push(
      ...titled(
        'rules',
        settings.rulesChannelKey,
        MESSAGE_TEXTS.rulesTitle[locale],
        ownerText(answers.text('rules-text', settings.rulesText), locale),
        answers.text('rules-format', 'embed'),
        context,
      ),
    );
  }
  messages.push(...verificationMessage(context), ...ticketMessage(context));
  return messages;
}
