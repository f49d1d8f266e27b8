import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import {
  control,
  type InteractionAnswer,
  type InteractionFixture,
  startFixture,
  stopFixture,
} from './interaction-test-support.ts';

let fixture: InteractionFixture;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const ava = SEED_USER_IDS.ava;

const setupMessage = {
  content: 'Pick a style',
  flags: 64,
  components: [
    {
      type: 1,
      components: [
        {
          type: 3,
          custom_id: 'setup:style',
          options: [
            { label: 'Gaming', value: 'gaming' },
            { label: 'Study', value: 'study' },
          ],
        },
      ],
    },
    {
      type: 1,
      components: [
        { type: 2, style: 3, label: 'Build', custom_id: 'setup:build' },
        { type: 2, style: 2, label: 'Name', custom_id: 'setup:name' },
      ],
    },
  ],
};

beforeEach(async () => {
  fixture = await startFixture();
});

afterEach(async () => {
  await stopFixture(fixture);
});

/** Runs /activate with the app answering the setup message, and answers that message. */
async function setup() {
  fixture.app.handler = () => ({ body: { type: 4, data: setupMessage } });
  const answer = (
    await control(fixture, '/command', {
      guildId: workshop,
      userId: ava,
      command: 'activate',
      options: { key: 'TPL' },
    })
  ).json<InteractionAnswer>();
  const message = answer.messages[0];
  if (!message) throw new Error('no setup message');
  return message;
}

const click = (payload: Record<string, unknown>) =>
  control(fixture, '/component', { guildId: workshop, userId: ava, ...payload });

describe('POST /control/component', () => {
  it('sends the message component interaction with the message and picked values', async () => {
    const message = await setup();
    fixture.app.handler = () => ({
      body: { type: 7, data: { content: 'Style: gaming', components: [] } },
    });

    const answer = (
      await click({ messageId: message.id, customId: 'setup:style', values: ['gaming'] })
    ).json<InteractionAnswer>();

    expect(fixture.app.received[1]?.payload).toMatchObject({
      type: 3,
      data: { custom_id: 'setup:style', component_type: 3, values: ['gaming'] },
      message: { id: message.id, flags: 64 },
      channel_id: message.channel_id,
    });
    expect(answer).toMatchObject({ state: 'acknowledged' });
    expect(answer.messages).toEqual([
      expect.objectContaining({ id: message.id, content: 'Style: gaming', components: [] }),
    ]);
    expect(answer.messages[0]?.edited_timestamp).not.toBeNull();
  });

  it('checks values against the menu and who can see an ephemeral message', async () => {
    const message = await setup();

    const unknownValue = await click({
      messageId: message.id,
      customId: 'setup:style',
      values: ['x'],
    });
    const tooMany = await click({
      messageId: message.id,
      customId: 'setup:style',
      values: ['gaming', 'study'],
    });
    const valuesOnButton = await click({
      messageId: message.id,
      customId: 'setup:build',
      values: [],
    });
    const missing = await click({ messageId: message.id, customId: 'nope' });
    const someoneElse = await control(fixture, '/component', {
      guildId: workshop,
      userId: SEED_USER_IDS.lars,
      messageId: message.id,
      customId: 'setup:build',
    });

    expect(unknownValue.json()).toMatchObject({ error: { code: 'INVALID_VALUES' } });
    expect(tooMany.json()).toMatchObject({ error: { code: 'INVALID_VALUES' } });
    expect(valuesOnButton.json()).toMatchObject({ error: { code: 'INVALID_VALUES' } });
    expect(missing.json()).toMatchObject({ error: { code: 'UNKNOWN_COMPONENT' } });
    expect(someoneElse.json()).toMatchObject({ error: { code: 'NOT_VISIBLE' } });
    expect(fixture.app.received).toHaveLength(1);
  });

  it('acknowledges with type 6 without changing the message', async () => {
    const message = await setup();
    fixture.app.handler = () => ({ body: { type: 6 } });

    const answer = (
      await click({ messageId: message.id, customId: 'setup:build' })
    ).json<InteractionAnswer>();

    expect(answer.state).toBe('acknowledged');
    expect(answer.messages).toEqual([
      expect.objectContaining({ id: message.id, content: 'Pick a style' }),
    ]);
  });
});

describe('modals', () => {
  const modal = {
    custom_id: 'setup:name-modal',
    title: 'Server name',
    components: [
      {
        type: 1,
        components: [
          {
            type: 4,
            custom_id: 'prefix',
            style: 1,
            label: 'Prefix',
            min_length: 2,
            max_length: 20,
          },
        ],
      },
      {
        type: 18,
        label: 'Welcome text',
        component: { type: 4, custom_id: 'welcome', style: 2, required: false },
      },
    ],
  };

  it('records a modal, then sends its submission with what was typed', async () => {
    const message = await setup();
    fixture.app.handler = () => ({ body: { type: 9, data: modal } });
    const opened = (
      await click({ messageId: message.id, customId: 'setup:name' })
    ).json<InteractionAnswer>();
    fixture.app.handler = () => ({ body: { type: 7, data: { content: 'Prefix saved' } } });

    const submitted = await control(fixture, '/modal', {
      guildId: workshop,
      userId: ava,
      customId: 'setup:name-modal',
      fields: { prefix: 'GS', welcome: 'Hello!' },
    });
    const again = await control(fixture, '/modal', {
      guildId: workshop,
      userId: ava,
      customId: 'setup:name-modal',
      fields: { prefix: 'GS' },
    });

    expect(opened).toMatchObject({
      state: 'acknowledged',
      modal: { title: 'Server name' },
      messages: [],
    });
    expect(fixture.app.received[2]?.payload).toMatchObject({
      type: 5,
      data: {
        custom_id: 'setup:name-modal',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'prefix', value: 'GS' }] },
          { type: 18, component: { type: 4, custom_id: 'welcome', value: 'Hello!' } },
        ],
      },
      message: { id: message.id },
    });
    expect(submitted.json<InteractionAnswer>().messages).toEqual([
      expect.objectContaining({ id: message.id, content: 'Prefix saved' }),
    ]);
    expect(again.json()).toMatchObject({ error: { code: 'NO_OPEN_MODAL' } });
  });

  it('checks required fields and lengths as the client does', async () => {
    const message = await setup();
    fixture.app.handler = () => ({ body: { type: 9, data: modal } });
    await click({ messageId: message.id, customId: 'setup:name' });

    const short = await control(fixture, '/modal', {
      guildId: workshop,
      userId: ava,
      customId: 'setup:name-modal',
      fields: { prefix: 'G' },
    });
    const extra = await control(fixture, '/modal', {
      guildId: workshop,
      userId: ava,
      customId: 'setup:name-modal',
      fields: { prefix: 'GS', color: 'red' },
    });

    expect(short.json()).toMatchObject({ error: { code: 'INVALID_FIELDS' } });
    expect(extra.json()).toMatchObject({ error: { code: 'INVALID_FIELDS' } });
  });

  it('submits the prefilled text of a field nobody typed in, as the client does', async () => {
    const message = await setup();
    const [prefix, welcome] = modal.components;
    const prefilled = {
      ...modal,
      components: [
        { ...prefix, components: [{ ...prefix?.components?.[0], value: 'GS' }] },
        welcome,
      ],
    };
    fixture.app.handler = () => ({ body: { type: 9, data: prefilled } });
    await click({ messageId: message.id, customId: 'setup:name' });
    fixture.app.handler = () => ({ body: { type: 7, data: { content: 'Saved' } } });

    const submitted = await control(fixture, '/modal', {
      guildId: workshop,
      userId: ava,
      customId: 'setup:name-modal',
      fields: { welcome: 'Hi' },
    });

    expect(submitted.json<InteractionAnswer>().state).toBe('acknowledged');
    expect(fixture.app.received.at(-1)?.payload).toMatchObject({
      data: {
        components: [
          { type: 1, components: [{ custom_id: 'prefix', value: 'GS' }] },
          { type: 18, component: { custom_id: 'welcome', value: 'Hi' } },
        ],
      },
    });
  });
});
