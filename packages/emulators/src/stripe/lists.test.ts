import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  startStripeEmulator,
  type TestStripe,
} from './test-support.ts';

let emulator: TestStripe;

beforeAll(async () => {
  emulator = await startStripeEmulator();
});

beforeEach(() => {
  emulator.state.reset();
  emulator.clock.offsetMs = 0;
});

afterAll(async () => {
  await emulator.server.close();
});

/** Creates `count` intents and answers their ids oldest first. */
async function createIntents(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const intent = await emulator.stripe.paymentIntents.create({
      amount: 1000 + index,
      currency: 'usd',
    });
    ids.push(intent.id);
  }
  return ids;
}

function listQuery(query: string, key = SECRET_KEY) {
  return fetch(`${emulator.server.url}${PREFIX}/v1/payment_intents?${query}`, {
    headers: { authorization: `Bearer ${key}` },
  });
}

describe('listing payment intents', () => {
  it('pages newest first, ten by default, in Stripe list shape', async () => {
    const ids = await createIntents(12);

    const first = await emulator.stripe.paymentIntents.list();

    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/payment_intents' });
    expect(first.data.map((intent) => intent.id)).toEqual(ids.slice(2).reverse());
    const next = await emulator.stripe.paymentIntents.list({
      starting_after: first.data.at(-1)?.id,
    });
    expect(next.has_more).toBe(false);
    expect(next.data.map((intent) => intent.id)).toEqual(ids.slice(0, 2).reverse());
  });

  it("serves stripe-node's auto-pagination forwards", async () => {
    const ids = await createIntents(23);

    const seen: string[] = [];
    for await (const intent of emulator.stripe.paymentIntents.list({ limit: 5 })) {
      seen.push(intent.id);
    }

    expect(seen).toEqual([...ids].reverse());
    const array = await emulator.stripe.paymentIntents.list({ limit: 7 }).autoPagingToArray({
      limit: 100,
    });
    expect(array.map((intent) => intent.id)).toEqual([...ids].reverse());
  });

  it("serves stripe-node's auto-pagination backwards from ending_before", async () => {
    const ids = await createIntents(8);
    const [oldest] = ids;

    const seen: string[] = [];
    for await (const intent of emulator.stripe.paymentIntents.list({
      limit: 3,
      ending_before: oldest,
    })) {
      seen.push(intent.id);
    }

    // Backwards paging walks from the cursor towards the newest, oldest first.
    expect(seen).toEqual(ids.slice(1));
    const page = await emulator.stripe.paymentIntents.list({ limit: 3, ending_before: ids[1] });
    expect(page.data.map((intent) => intent.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(page.has_more).toBe(true);
  });

  it('filters on created with a range or an exact second', async () => {
    const early = await createIntents(2);
    emulator.clock.offsetMs = 100_000;
    const late = await createIntents(2);
    const createdOf = (id: string) => emulator.state.paymentIntents.get(id)?.intent.created ?? 0;
    const lateCreated = createdOf(late[0] ?? '');

    const newer = await emulator.stripe.paymentIntents.list({ created: { gte: lateCreated } });
    const older = await emulator.stripe.paymentIntents.list({ created: { lt: lateCreated } });
    const exact = await emulator.stripe.paymentIntents.list({ created: lateCreated });
    const none = await emulator.stripe.paymentIntents.list({ created: { gt: lateCreated + 10 } });

    expect(newer.data.map((intent) => intent.id)).toEqual([...late].reverse());
    expect(older.data.map((intent) => intent.id)).toEqual([...early].reverse());
    // Under load the second intent can fall into the next second; the filter must follow.
    const sameSecond = [...late].reverse().filter((id) => createdOf(id) === lateCreated);
    expect(sameSecond).toContain(late[0]);
    expect(exact.data.map((intent) => intent.id)).toEqual(sameSecond);
    expect(none.data).toEqual([]);
  });

  it('refuses limits outside 1 to 100, unknown cursors and two cursors at once', async () => {
    const [id] = await createIntents(1);

    const zero = await listQuery('limit=0');
    expect(zero.status).toBe(400);
    expect(await jsonBody<ErrorBody>(zero)).toMatchObject({
      error: { param: 'limit', message: 'This value must be greater than or equal to 1.' },
    });
    const tooMany = await listQuery('limit=101');
    expect((await jsonBody<ErrorBody>(tooMany)).error.message).toBe(
      'This value must be less than or equal to 100.',
    );
    await expect(
      emulator.stripe.paymentIntents.list({ starting_after: 'pi_gone' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'starting_after',
      message: "No such payment_intent: 'pi_gone'",
    });
    const both = await listQuery(`starting_after=${id}&ending_before=${id}`);
    expect(both.status).toBe(400);
    const unknown = await listQuery('customer_email=a@b.test');
    expect((await jsonBody<ErrorBody>(unknown)).error.code).toBe('parameter_unknown');
  });

  it('is for the secret key only, as it would expose client secrets', async () => {
    await createIntents(1);

    const response = await listQuery('limit=1', PUBLISHABLE_KEY);

    expect(response.status).toBe(401);
  });
});
