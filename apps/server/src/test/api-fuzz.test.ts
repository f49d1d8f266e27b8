/**
 * Generated fuzzing of the whole API: every operation of the app's own
 * OpenAPI document, plus every route under /api and /sandbox the document
 * hides (the signed Stripe webhook and Discord interactions among them), gets
 * fast-check requests built from its schemas: valid values, boundary numbers,
 * NUL, lone surrogates, huge strings, other scripts, wrong types, missing and
 * extra fields, broken URLs and bodies; signed out, as a user, as an admin and
 * with a bogus token. Signed routes get correctly signed bodies, so they reach
 * their handlers. Rate limits are lifted (RATE_LIMITS=off).
 *
 * Invariant: no 5xx, no answer slower than 15 s, and every 4xx in the one
 * error shape `{ error: { code, message, details? } }`, except for the routes
 * EXCEPTIONS lists with the reason. The bot's "Something went wrong" reply is
 * its 500 and counts as one.
 *
 * API_FUZZ_RUNS sets the requests per operation (default 150: 203 operations,
 * about 30,000 requests; about 60 s on PGlite on a quiet 2-core machine, twice
 * that while other suites share it; .ci/run's PostgreSQL pass sends 60), and
 * API_FUZZ_SEED replays the seed a run printed (ids the server makes still
 * differ between runs).
 */
import { STYLES } from '@guildsmith/catalog';
import { schema } from '@guildsmith/db';
import { SEED_GUILD_IDS, SEED_USER_IDS, stripeSignatureHeader } from '@guildsmith/emulators';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SessionTokens } from '../modules/auth/session-tokens.ts';
import { STRIPE_EVENT_TYPES } from '../modules/billing/stripe-events.ts';
import { COMMON_TEXTS } from '../modules/bot/texts/common-texts.ts';
import { interactionSchema } from '../modules/bot/transport/payload.ts';
import { issueLicenseKey } from '../modules/licenses/license-keys.ts';
import {
  documentedOperations,
  type Operation,
  operationKey,
  servedRoutes,
  undocumentedOperation,
} from './fuzz/api-operations.ts';
import { describeFindings, type FuzzTarget, fuzzApi } from './fuzz/fuzz-api.ts';
import type { JsonSchema } from './fuzz/json-schema-values.ts';
import { KnownValues } from './fuzz/known-values.ts';
import type { Answer } from './fuzz/response-invariants.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { testSettings } from './test-settings.ts';

const RUNS = testSettings.API_FUZZ_RUNS ?? 150;
const SEED = testSettings.API_FUZZ_SEED ?? Date.now() % 2 ** 31;

/**
 * The routes not held to the error shape, or not fuzzed, and why. Everything
 * else under /api and /sandbox answers every 4xx in the error shape.
 */
const EXCEPTIONS: { route: RegExp; treatment: 'own shape' | 'not fuzzed'; why: string }[] = [
  {
    route: /^POST \/sandbox\/discord\/control\/rate-limits\/storms$/,
    treatment: 'not fuzzed',
    why: 'an outage drill: the emulated Discord then answers 5xx on purpose',
  },
  {
    route: /^PUT \/sandbox\/discord\/control\/rate-limits$/,
    treatment: 'not fuzzed',
    why: 'sets Discord rate limits that make every later bot call wait out a window',
  },
  {
    route: /^PUT \/sandbox\/discord\/control\/interactions-url$/,
    treatment: 'not fuzzed',
    why: 'points interactions elsewhere; playing one then answers 502 UNREACHABLE by design',
  },
  {
    route: /^\w+ \/sandbox\/discord\//,
    treatment: 'own shape',
    why: "Discord's errors ({ message, code, errors }) and its consent pages in HTML",
  },
  {
    route: /^\w+ \/sandbox\/stripe\//,
    treatment: 'own shape',
    why: "Stripe's errors ({ error: { type, message, param } }) and the Klarna page in HTML",
  },
  {
    route: /^\w+ \/sandbox\/paypal\//,
    treatment: 'own shape',
    why: "PayPal's errors ({ name, message, debug_id, details }) and its approval page in HTML",
  },
  {
    route: /^\w+ \/sandbox\/mail\//,
    treatment: 'own shape',
    why: 'the demo mailbox: HTML pages, and its JSON API in the mail catcher’s own shape',
  },
  {
    route: /^GET \/api\/newsletter\/(?:confirm|unsubscribe)$/,
    treatment: 'own shape',
    why: 'links in e-mails: people open them in a browser and read an HTML page',
  },
];

const exceptionFor = (operation: Operation) =>
  EXCEPTIONS.find((exception) => exception.route.test(operationKey(operation)));

/** Stripe events as the webhook reads them; generated, then signed with the webhook secret. */
const stripeEvent = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{14,24}$/),
  object: z.literal('event'),
  type: z.enum([...STRIPE_EVENT_TYPES, 'customer.created']),
  created: z.number().int(),
  livemode: z.boolean(),
  data: z.object({
    object: z
      .object({
        id: z.string(),
        object: z.enum(['payment_intent', 'charge', 'dispute']),
        status: z.enum(['succeeded', 'canceled', 'requires_payment_method', 'processing']),
        amount: z.number().int(),
        amount_received: z.number().int(),
        amount_refunded: z.number().int(),
        currency: z.enum(['usd', 'eur']),
        payment_intent: z.string().nullable(),
        metadata: z.object({ purchaseId: z.string() }).partial(),
        last_payment_error: z.object({ message: z.string() }).nullable(),
        description: z.string(),
      })
      .partial(),
  }),
});

const asJsonSchema = (zodSchema: z.ZodType) =>
  z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

let harness: TestApp;
let known: KnownValues;
const credentials = new Map<string, string>();

/** The credentials worth trying on a path, weighted toward those that reach its handlers. */
function authFor(path: string): Record<string, number> {
  const tried = { 'signed out': 1, 'bogus token': 1, user: 3, admin: 2 };
  if (path.startsWith('/sandbox/stripe/')) return { ...tried, 'stripe key': 6 };
  if (path.startsWith('/sandbox/discord/api/')) return { ...tried, 'discord bot': 6 };
  if (path.startsWith('/sandbox/paypal/'))
    return { ...tried, 'paypal client': 3, 'paypal token': 6 };
  return tried;
}

async function freshSessions(userId: string, adminId: string) {
  const tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  credentials.set('user', `Bearer ${(await tokens.issue({ id: userId, role: 'user' })).token}`);
  credentials.set('admin', `Bearer ${(await tokens.issue({ id: adminId, role: 'admin' })).token}`);
}

function apologises(answer: Answer): string | null {
  try {
    const reply = JSON.parse(answer.body) as { data?: { content?: string } };
    const apology: readonly string[] = Object.values(COMMON_TEXTS.unexpected);
    return apology.includes(reply.data?.content ?? '')
      ? 'answered "Something went wrong" (the bot’s 500)'
      : null;
  } catch {
    return null;
  }
}

let userId = '';
let adminId = '';

beforeAll(async () => {
  harness = await createTestApp({ listen: true, env: { RATE_LIMITS: 'off' } });
  const { db } = harness.database;
  const adminPassword = 'fuzz-admin-password';
  const [user] = await db
    .insert(schema.users)
    .values({ discordId: SEED_USER_IDS.ava, username: 'ava.codes', email: 'ava@example.test' })
    .returning();
  const [admin] = await db
    .insert(schema.users)
    .values({
      discordId: 'fuzz-admin',
      username: 'fuzz.admin',
      role: 'admin',
      passwordHash: await hash(adminPassword),
    })
    .returning();
  if (!user || !admin) throw new Error('no accounts');
  userId = user.id;
  adminId = admin.id;
  const keys = await Promise.all(
    (['premium', 'lifetime'] as const).map((plan) =>
      issueLicenseKey(db, harness.secrets, { userId: user.id, plan, purchaseId: null }),
    ),
  );
  const { config } = harness;
  const paypalClient = `Basic ${Buffer.from(`${config.paypal?.clientId}:${config.paypal?.clientSecret}`).toString('base64')}`;
  const paypalToken = await harness.app.inject({
    method: 'POST',
    url: '/sandbox/paypal/v1/oauth2/token',
    headers: { authorization: paypalClient, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  credentials
    .set('signed out', '')
    .set('bogus token', 'Bearer not-a-token')
    .set('stripe key', `Bearer ${config.stripe.secretKey}`)
    .set('discord bot', `Bot ${config.discordBotToken}`)
    .set('paypal client', paypalClient)
    .set('paypal token', `Bearer ${paypalToken.json<{ access_token: string }>().access_token}`);
  known = new KnownValues([
    ...Object.values(SEED_USER_IDS),
    ...Object.values(SEED_GUILD_IDS),
    config.discordClientId,
    ...keys.flatMap((key) => [key.key, key.id]),
    ...['activate', 'setup', 'status', 'undo', 'help', 'key', 'style'],
    ...STYLES.slice(0, 3).map((style) => style.id),
    ...['8', '2199023255551', 'fuzz.admin', adminPassword, 'ava@example.test'],
  ]);
  console.info(`api fuzz test: ${RUNS} requests per operation, seed ${SEED} (API_FUZZ_SEED)`);
}, 60_000);

afterAll(async () => {
  await harness.close();
});

describe('the whole API under generated requests', () => {
  it(
    'never answers 5xx, and answers every 4xx in the error shape',
    async () => {
      const document = harness.app.swagger();
      const documented = documentedOperations(document);
      const keys = new Set(documented.map(operationKey));
      const hidden = servedRoutes(harness.app)
        .filter((route) => /^\/(?:api|sandbox)(?:\/|$)/.test(route.path))
        // Fastify answers HEAD with the GET handler; fuzzing GET covers both.
        .filter((route) => route.method !== 'HEAD' && !keys.has(operationKey(route)))
        .map(undocumentedOperation);
      const operations = [...documented, ...hidden];
      const signer = harness.sandbox.discord.signer;
      const signed: Record<string, Partial<FuzzTarget>> = {
        'POST /api/webhooks/stripe': {
          shape: { auth: { 'signed out': 1 }, bodySchema: asJsonSchema(stripeEvent), signed: true },
          sign: (body) => ({
            'stripe-signature': stripeSignatureHeader(
              body,
              harness.config.stripe.webhookSecret,
              Math.floor(Date.now() / 1000),
            ),
          }),
        },
        'POST /api/interactions': {
          shape: {
            auth: { 'signed out': 1 },
            bodySchema: asJsonSchema(interactionSchema),
            signed: true,
          },
          sign: (body) => {
            const timestamp = String(Math.floor(Date.now() / 1000));
            return {
              'x-signature-ed25519': signer.sign(timestamp, body),
              'x-signature-timestamp': timestamp,
            };
          },
          extraCheck: apologises,
        },
      };
      const targets: FuzzTarget[] = operations
        .filter((operation) => exceptionFor(operation)?.treatment !== 'not fuzzed')
        .map((operation) => ({
          operation,
          shape: { auth: authFor(operation.path) },
          ownShape: exceptionFor(operation)?.treatment === 'own shape',
          ...signed[operationKey(operation)],
        }));

      const started = Date.now();
      const report = await fuzzApi({
        app: harness.app,
        targets,
        runs: RUNS,
        seed: SEED,
        known,
        root: document,
        authHeaders: (label): Record<string, string> => {
          const value = credentials.get(label);
          return value ? { authorization: value } : {};
        },
        beforeOperation: () => freshSessions(userId, adminId),
      });
      const totals = new Map<number, number>();
      for (const statuses of report.statuses.values()) {
        for (const [status, count] of statuses)
          totals.set(status, (totals.get(status) ?? 0) + count);
      }
      console.info(
        `api fuzz test: ${targets.length} operations in ${Math.round((Date.now() - started) / 1000)} s; answers by status:`,
        Object.fromEntries([...totals].sort(([a], [b]) => a - b)),
      );
      expect(describeFindings(report.findings)).toBe('');
      // Every exception still names a route, and the signed routes were reached, not just refused.
      for (const exception of EXCEPTIONS) {
        expect(
          operations.some((operation) => exception.route.test(operationKey(operation))),
          exception.why,
        ).toBe(true);
      }
      for (const key of Object.keys(signed)) {
        expect(report.statuses.get(key)?.get(200), key).toBeGreaterThan(0);
      }
    },
    300_000 + RUNS * 2_000,
  );
});
