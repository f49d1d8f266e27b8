import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Everything configurable is declared here,
 * validated once at start-up, and handed to the rest of the server as a typed
 * object; a bad value stops the process with a message naming the variable.
 */

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'auto'])
  .default('auto')
  .transform((value) => (value === 'auto' ? 'auto' : value === 'true' || value === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  DEMO_MODE: booleanFlag,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  /** The secret being rotated out: still accepted, never used to sign (docs/operations.md). */
  JWT_SECRET_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** The key being rotated out: still decrypts, never encrypts (docs/operations.md). */
  ENCRYPTION_KEY_PREVIOUS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  METRICS_TOKEN: optionalString,
  /** Trust X-Forwarded-For (only behind a proxy you run, or clients could spoof their IP). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_BOT_TOKEN: optionalString,
  DISCORD_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (the Ed25519 public key)')
      .optional(),
  ),
  COMMUNITY_INVITE_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Guildsmith <no-reply@guildsmith.local>'),
  FEEDBACK_WEBHOOK_URL: optionalUrl,
  /** Read only by `npm run admin:create`, so the password can come from a secret store. */
  ADMIN_PASSWORD: optionalString,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Seconds between billing reconciliation runs; 0 turns the schedule off. */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** `off` lifts every rate limit, so load and fuzz tests reach the handlers; refused in production. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
});

/**
 * The emulated Discord application used in demo mode; the emulator is started
 * with the same values. They protect nothing: the emulator only exists locally.
 */
const DEMO_DISCORD_APPLICATION_ID = '1310000000000000001';
const DEMO_DISCORD_CLIENT_SECRET = 'demo-client-secret';
const DEMO_DISCORD_BOT_TOKEN = 'demo-bot-token';
/** The Stripe emulator's demo account (same values as the emulator's defaults). */
const DEMO_STRIPE_SECRET_KEY = 'sk_test_guildsmith_demo';
const DEMO_STRIPE_WEBHOOK_SECRET = 'whsec_guildsmith_demo';
const DEMO_STRIPE_PUBLISHABLE_KEY = 'pk_test_guildsmith_demo';
const DEMO_PAYPAL_CLIENT_ID = 'guildsmith-demo-client';
const DEMO_PAYPAL_CLIENT_SECRET = 'guildsmith-demo-secret';
/** The Discord emulator's seeded feedback webhook (same id and token as its seed; they guard nothing). */
const DEMO_FEEDBACK_WEBHOOK_PATH =
  '/sandbox/discord/api/webhooks/1310000000000000301/demo-feedback-webhook-token-not-secret-emulator-only';

type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Credentials that, when present, mean real third-party services are configured. */
const REAL_SERVICE_VARIABLES = [
  'DISCORD_CLIENT_ID',
  'DISCORD_CLIENT_SECRET',
  'DISCORD_BOT_TOKEN',
  'STRIPE_SECRET_KEY',
  'PAYPAL_CLIENT_ID',
] as const;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demoMode: boolean;
  jwtSecret: string;
  encryptionKey: Buffer;
  /** Set while JWT_SECRET is being rotated: tokens signed with it are still accepted. */
  jwtSecretPrevious: string | null;
  /** Set while ENCRYPTION_KEY is being rotated: what it sealed still opens. */
  encryptionKeyPrevious: Buffer | null;
  metricsToken: string | undefined;
  /** Configured SMTP server; unset in demo mode, where the local mail catcher is used. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Discord incoming webhook that receives feedback; null stores feedback without relaying it. */
  feedbackWebhookUrl: string | null;
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl: string };
  /** Null when PayPal is not configured outside demo mode. */
  paypal: { clientId: string; clientSecret: string; apiBaseUrl: string } | null;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Seconds between billing reconciliation runs (and one at start); 0: never on a schedule. */
  reconcileIntervalSeconds: number;
  /** False only when RATE_LIMITS=off (never in production). */
  rateLimits: boolean;
  /** Discord application id: the configured one, or the emulator's in demo mode. */
  discordClientId: string;
  discordClientSecret: string;
  discordBotToken: string;
  /**
   * Ed25519 key Discord signs interactions with. Null when unset; demo mode
   * verifies with the emulator's key instead (see app.ts).
   */
  discordPublicKey: string | null;
  communityInviteUrl: string | null;
  stripePublishableKey: string | null;
  paypalClientId: string | null;
  raw: Env;
}

interface GeneratedSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

/**
 * Secrets that are not configured are generated once and kept next to the data
 * (mode 0600), so tokens and encrypted columns survive a restart.
 */
function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z
      .object({ jwtSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, `is invalid: ${issue?.message ?? 'unknown problem'}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);

  const realServices = REAL_SERVICE_VARIABLES.filter((name) => env[name] !== undefined);
  if (env.DEMO_MODE === true && realServices.length > 0) {
    throw new ConfigError(
      'DEMO_MODE',
      `cannot be true while real credentials are configured (${realServices.join(', ')})`,
    );
  }
  const demoMode = env.DEMO_MODE === 'auto' ? realServices.length === 0 : env.DEMO_MODE;

  if (!demoMode) {
    const required = [
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ] as const;
    for (const name of required) {
      if (!env[name]) throw new ConfigError(name, 'is required when DEMO_MODE is off');
    }
  }

  if (env.RATE_LIMITS === 'off' && env.NODE_ENV === 'production') {
    throw new ConfigError('RATE_LIMITS', 'cannot be off in production');
  }

  // Per-route counts on /metrics reveal sales volume: a public production server guards them.
  if (env.NODE_ENV === 'production' && !demoMode && !env.METRICS_TOKEN) {
    throw new ConfigError('METRICS_TOKEN', 'is required in production outside demo mode');
  }

  const needsGenerated = !env.JWT_SECRET || !env.ENCRYPTION_KEY;
  if (needsGenerated && env.NODE_ENV === 'production' && !demoMode) {
    throw new ConfigError(
      env.JWT_SECRET ? 'ENCRYPTION_KEY' : 'JWT_SECRET',
      'is required in production outside demo mode',
    );
  }
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir) : undefined;

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    demoMode,
    jwtSecret: env.JWT_SECRET ?? generated?.jwtSecret ?? '',
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY ?? generated?.encryptionKey ?? '', 'hex'),
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS ?? null,
    encryptionKeyPrevious: env.ENCRYPTION_KEY_PREVIOUS
      ? Buffer.from(env.ENCRYPTION_KEY_PREVIOUS, 'hex')
      : null,
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    feedbackWebhookUrl:
      env.FEEDBACK_WEBHOOK_URL ?? (demoMode ? `${publicUrl}${DEMO_FEEDBACK_WEBHOOK_PATH}` : null),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? DEMO_STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? DEMO_STRIPE_WEBHOOK_SECRET,
      apiBaseUrl: demoMode ? `${publicUrl}/sandbox/stripe` : 'https://api.stripe.com',
    },
    paypal: demoMode
      ? {
          clientId: DEMO_PAYPAL_CLIENT_ID,
          clientSecret: DEMO_PAYPAL_CLIENT_SECRET,
          apiBaseUrl: `${publicUrl}/sandbox/paypal`,
        }
      : env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBaseUrl: 'https://api-m.paypal.com',
          }
        : null,
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    reconcileIntervalSeconds: env.RECONCILE_INTERVAL_SECONDS,
    rateLimits: env.RATE_LIMITS === 'on',
    discordClientId: env.DISCORD_CLIENT_ID ?? DEMO_DISCORD_APPLICATION_ID,
    discordClientSecret: env.DISCORD_CLIENT_SECRET ?? DEMO_DISCORD_CLIENT_SECRET,
    discordBotToken: env.DISCORD_BOT_TOKEN ?? DEMO_DISCORD_BOT_TOKEN,
    discordPublicKey: env.DISCORD_PUBLIC_KEY?.toLowerCase() ?? null,
    communityInviteUrl: env.COMMUNITY_INVITE_URL ?? null,
    stripePublishableKey: demoMode
      ? DEMO_STRIPE_PUBLISHABLE_KEY
      : (env.STRIPE_PUBLISHABLE_KEY ?? null),
    paypalClientId: demoMode ? DEMO_PAYPAL_CLIENT_ID : (env.PAYPAL_CLIENT_ID ?? null),
    raw: env,
  };
}
