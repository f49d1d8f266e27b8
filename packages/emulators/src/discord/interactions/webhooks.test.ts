import type { APIMessage } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { CLIENT_ID, PREFIX } from '../test-support.ts';
import {
  control,
  type InteractionAnswer,
  type InteractionFixture,
  startFixture,
  stopFixture,
  webhookCall,
} from './interaction-test-support.ts';
import { INTERACTION_TOKEN_LIFETIME_MS } from './store.ts';

let fixture: InteractionFixture;

beforeEach(async () => {
  fixture = await startFixture();
});

afterEach(async () => {
  await stopFixture(fixture);
});

const help = () =>
  control(fixture, '/command', {
    guildId: SEED_GUILD_IDS.avasWorkshop,
    userId: SEED_USER_IDS.ava,
    command: 'help',
  });

async function deferred(flags = 64) {
  fixture.app.handler = () => ({ body: { type: 5, data: { flags } } });
  const answer = (await help()).json<InteractionAnswer>();
  const token = fixture.app.received.at(-1)?.payload.token ?? '';
  return { answer, token };
}

async function messagesOf(interactionId: string) {
  const response = await fixture.emulator.app.inject({
    method: 'GET',
    url: `${PREFIX}/control/interactions/${interactionId}/messages`,
  });
  return response.json<InteractionAnswer>();
}

describe('deferred responses and the interaction webhooks', () => {
  it('records a loading placeholder that PATCH @original fills in', async () => {
    const { answer, token } = await deferred();

    const edited = await webhookCall(
      fixture,
      'PATCH',
      `/webhooks/${CLIENT_ID}/${token}/messages/@original`,
      { content: 'Build finished: 12 channels, 6 roles.' },
    );
    const read = await webhookCall(
      fixture,
      'GET',
      `/webhooks/${CLIENT_ID}/${token}/messages/@original`,
    );

    expect(answer.messages).toEqual([expect.objectContaining({ content: '', flags: 64 | 128 })]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      content: 'Build finished: 12 channels, 6 roles.',
      flags: 64,
    });
    expect(read.json<APIMessage>().id).toBe(answer.messages[0]?.id);
    expect((await messagesOf(answer.interactionId)).messages).toEqual([
      expect.objectContaining({ content: 'Build finished: 12 channels, 6 roles.' }),
    ]);
  });

  it('sends follow-ups (the first one filling a placeholder), and edits and deletes them', async () => {
    const { answer, token } = await deferred(0);

    const first = await webhookCall(fixture, 'POST', `/webhooks/${CLIENT_ID}/${token}?wait=true`, {
      content: 'Step 1 done',
    });
    const second = await webhookCall(fixture, 'POST', `/webhooks/${CLIENT_ID}/${token}?wait=true`, {
      content: 'Secret step',
      flags: 64,
    });
    const secondId = second.json<APIMessage>().id;
    const edited = await webhookCall(
      fixture,
      'PATCH',
      `/webhooks/${CLIENT_ID}/${token}/messages/${secondId}`,
      {
        content: 'Secret step (edited)',
      },
    );
    const silent = await webhookCall(fixture, 'POST', `/webhooks/${CLIENT_ID}/${token}`, {
      content: 'Bye',
    });
    const removed = await webhookCall(
      fixture,
      'DELETE',
      `/webhooks/${CLIENT_ID}/${token}/messages/${secondId}`,
    );

    expect(first.json()).toMatchObject({ id: answer.messages[0]?.id, content: 'Step 1 done' });
    expect(second.json()).toMatchObject({ flags: 64, webhook_id: CLIENT_ID });
    expect(edited.json()).toMatchObject({ content: 'Secret step (edited)' });
    expect(silent.statusCode).toBe(204);
    expect(removed.statusCode).toBe(204);
    expect(
      (await messagesOf(answer.interactionId)).messages.map((message) => message.content),
    ).toEqual(['Step 1 done', 'Bye']);
  });

  it('answers 401 Invalid Webhook Token after 15 minutes and 404 Unknown Webhook for strangers', async () => {
    const { token } = await deferred();
    fixture.emulator.clock.advance(INTERACTION_TOKEN_LIFETIME_MS);

    const expired = await webhookCall(
      fixture,
      'PATCH',
      `/webhooks/${CLIENT_ID}/${token}/messages/@original`,
      {
        content: 'too late',
      },
    );
    const unknown = await webhookCall(fixture, 'POST', `/webhooks/${CLIENT_ID}/not-a-token`, {
      content: 'hi',
    });

    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Invalid Webhook Token', code: 50027 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown Webhook', code: 10015 });
  });

  it('answers 404 for @original when the response opened no message', async () => {
    fixture.app.handler = () => ({
      body: {
        type: 9,
        data: {
          custom_id: 'm',
          title: 'T',
          components: [
            { type: 1, components: [{ type: 4, custom_id: 'a', style: 1, label: 'A' }] },
          ],
        },
      },
    });
    await help();
    const token = fixture.app.received[0]?.payload.token;

    const response = await webhookCall(
      fixture,
      'GET',
      `/webhooks/${CLIENT_ID}/${token}/messages/@original`,
    );

    expect(response.json()).toEqual({ message: 'Unknown Message', code: 10008 });
  });

  it('lets a webhook call that races the HTTP reply wait for it', async () => {
    let edit: Promise<{ statusCode: number }> = Promise.resolve({ statusCode: 0 });
    fixture.app.handler = ({ payload }) => {
      edit = webhookCall(
        fixture,
        'PATCH',
        `/webhooks/${CLIENT_ID}/${payload.token}/messages/@original`,
        {
          content: 'Done before the reply arrived',
        },
      );
      return { body: { type: 5 } };
    };

    const answer = (await help()).json<InteractionAnswer>();

    expect((await edit).statusCode).toBe(200);
    expect((await messagesOf(answer.interactionId)).messages[0]?.content).toBe(
      'Done before the reply arrived',
    );
  });
});

describe('POST /interactions/:id/:token/callback', () => {
  it('takes the first response instead of the HTTP reply, once', async () => {
    let second: Promise<{ statusCode: number; json(): unknown }> | null = null;
    fixture.app.handler = async ({ payload }) => {
      const callback = `/interactions/${payload.id}/${payload.token}/callback`;
      const first = await webhookCall(fixture, 'POST', `${callback}?with_response=true`, {
        type: 4,
        data: { content: 'Via callback' },
      });
      second = webhookCall(fixture, 'POST', callback, { type: 4, data: { content: 'Again' } });
      return { status: 202, body: first.json() };
    };

    const answer = (await help()).json<InteractionAnswer>();

    expect(answer).toMatchObject({
      state: 'acknowledged',
      status: 202,
      response: {
        interaction: { id: answer.interactionId, type: 2, response_message_loading: false },
        resource: { type: 4, message: { content: 'Via callback' } },
      },
    });
    expect(answer.messages.map((message) => message.content)).toEqual(['Via callback']);
    const again = await (second as unknown as Promise<{ statusCode: number; json(): unknown }>);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Interaction has already been acknowledged.',
      code: 40060,
    });
  });
});
