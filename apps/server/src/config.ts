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
const onOff = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL connections each process opens at most, per pool (the app's and
   * the job queue's): size it so every instance and worker together stay
   * under the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  REDIS_URL: optionalUrl,
  /**
   * `true`: the emulated demo. Unset: the demo only outside production and
   * without real credentials; a production start never falls back to it.
   */
  DEMO_MODE: booleanFlag,
  /** `false` serves HTTP only; `npm run worker` then works the job queue in its own process. */
  RUN_JOBS: onOff('true'),
  /** The built web app this server serves (index.html and its assets). */
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  /** The SQL migrations applied at start-up. */
  MIGRATIONS_DIR: z.string().min(1).default('packages/db/drizzle'),
  /** Log lines as JSON (production) or as readable text (a person at a terminal). */
  LOG_FORMAT: z.enum(['json', 'pretty', 'auto']).default('auto'),
  /**
   * Demo mode with the emulators in their own process (`npm run emulators`) at
   * this origin, shared by several app instances, instead of in this one.
   */
  EMULATORS_URL: optionalUrl,
  /** The standalone emulators' SMTP port (`npm run emulators` only). */
  EMULATORS_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(2525),
  /** Where the outside services live; unset, the real ones (or the emulators in demo mode). */
  DISCORD_API_BASE_URL: optionalUrl,
  DISCORD_WEB_BASE_URL: optionalUrl,
  DISCORD_CDN_BASE_URL: optionalUrl,
  /** What a server invite's code is appended to; unset, discord.gg (the sandbox's invite page in demo mode). */
  DISCORD_INVITE_BASE_URL: optionalUrl,
  STRIPE_API_BASE_URL: optionalUrl,
  PAYPAL_API_BASE_URL: optionalUrl,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  /** The secret being rotated out: still accepted, never used to sign (docs/secret-rotation.md). */
  JWT_SECRET_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** The key being rotated out: still decrypts, never encrypts (docs/secret-rotation.md). */
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
  /** Who sells: named with their postal address on every receipt (consumer law asks for both). */
  SELLER_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  /** Where buyers write for help: the FAQ, the footer and every e-mail name it. */
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  /** The landing page's public counters stay hidden until the users they count reach this. */
  PUBLIC_COUNTERS_MIN: z.coerce.number().int().min(0).max(1_000_000_000).default(100),
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
/** The demo's seller and support address say they are not a real business. */
const DEMO_SELLER = {
  name: 'Guildsmith Demo Seller (a demo, not a real business)',
  address: '1 Example Street, 00000 Demo City, Nowhere (a demo address)',
};
const DEMO_SUPPORT_EMAIL = 'support@guildsmith.local';
/** What a production start outside demo mode must configure besides REQUIRED_OUTSIDE_DEMO. */
const REQUIRED_IN_PRODUCTION = ['SELLER_NAME', 'SELLER_ADDRESS', 'SUPPORT_EMAIL'] as const;
const DEMO_FEEDBACK_WEBHOOK_PATH =
  '/sandbox/discord/api/webhooks/1310000000000000301/demo-feedback-webhook-token-not-secret-emulator-only';

type Env = z.infer<typeof envSchema>;

/**
 * The only place that decides where Discord lives: the real discord.com, or the
 * emulator mounted on our own origin in demo mode. Everything else builds on it.
 */
export interface DiscordEndpoints {
  /** Base for the browser-facing authorize page. */
  webBaseUrl: string;
  /** Base for REST calls (`${apiBaseUrl}/v10/...`, `${apiBaseUrl}/oauth2/token`). */
  apiBaseUrl: string;
  /** Discord's image CDN; the web app builds avatar URLs on it. */
  cdnBaseUrl: string;
  /** Where `/<code>` opens a server invite: https://discord.gg, or the sandbox's invite page. */
  inviteBaseUrl: string;
}

const DISCORD_CDN_BASE_URL = 'https://cdn.discordapp.com';

/**
 * Each base URL is a setting (several instances can share one standalone
 * emulator); unset, the emulator on our own origin in demo mode, else Discord.
 */
/** Where the emulated Discord is mounted in demo mode. */
export const DEMO_DISCORD_PREFIX = '/sandbox/discord';

function discordEndpoints(settings: {
  demoMode: boolean;
  emulatorsUrl: string;
  configured: Partial<DiscordEndpoints>;
}): DiscordEndpoints {
  const demoBase = `${settings.emulatorsUrl}${DEMO_DISCORD_PREFIX}`;
  const defaults: DiscordEndpoints = settings.demoMode
    ? {
        webBaseUrl: demoBase,
        apiBaseUrl: `${demoBase}/api`,
        // The emulator draws the avatars: a demo shows no broken image and never reaches Discord.
        cdnBaseUrl: demoBase,
        // The sandbox's invite page opens the server in the sandbox: a demo hands out no real invites.
        inviteBaseUrl: `${demoBase}/invite`,
      }
    : {
        webBaseUrl: 'https://discord.com',
        apiBaseUrl: 'https://discord.com/api',
        cdnBaseUrl: DISCORD_CDN_BASE_URL,
        inviteBaseUrl: 'https://discord.gg',
      };
  const trim = (url: string | undefined) => url?.replace(/\/$/, '');
  return {
    webBaseUrl: trim(settings.configured.webBaseUrl) ?? defaults.webBaseUrl,
    apiBaseUrl: trim(settings.configured.apiBaseUrl) ?? defaults.apiBaseUrl,
    cdnBaseUrl: trim(settings.configured.cdnBaseUrl) ?? defaults.cdnBaseUrl,
    inviteBaseUrl: trim(settings.configured.inviteBaseUrl) ?? defaults.inviteBaseUrl,
  };
}

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

/** What a real deployment cannot run without; the demo emulates all of it. */
const REQUIRED_OUTSIDE_DEMO = [
  'PUBLIC_URL',
  'DISCORD_CLIENT_ID',
  'DISCORD_CLIENT_SECRET',
  'DISCORD_BOT_TOKEN',
  'DISCORD_PUBLIC_KEY',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Per pool, per process; node-postgres' default (10) when unset. */
  databasePoolSize: number | undefined;
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
  /** Demo mode only: where the emulators answer, and whether this process mounts them. */
  emulators: { url: string; inProcess: boolean } | null;
  /** The SMTP port of the standalone emulators process. */
  emulatorsSmtpPort: number;
  /** Where Discord's API, authorize pages and CDN are (the emulator's in demo mode). */
  discord: DiscordEndpoints;
  /** Whether this process works the job queue (false: a separate `npm run worker` does). */
  runJobs: boolean;
  webDistDir: string;
  migrationsDir: string;
  logFormat: 'json' | 'pretty';
  /** Discord application id: the configured one, or the emulator's in demo mode. */
  discordClientId: string;
  discordClientSecret: string;
  discordBotToken: string;
  /**
   * Ed25519 key Discord signs interactions with. In demo mode null (the
   * in-process emulator's key is used) unless the emulators run standalone.
   */
  discordPublicKey: string | null;
  communityInviteUrl: string | null;
  /** Named on receipts; the demo's says it is not a real business. */
  seller: { name: string; address: string };
  supportEmail: string;
  /** Public counters are shown from this many users on. */
  publicCountersMin: number;
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

/** Only called for variables REQUIRED_OUTSIDE_DEMO has already checked. */
function required(value: string | undefined): string {
  if (value === undefined) throw new Error('a required setting was not checked');
  return value;
}

/**
 * `emulators` reads the settings of `npm run emulators`: the demo's stand-ins
 * alone, at EMULATORS_URL, for app instances configured with the same values.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  purpose: 'app' | 'emulators' = 'app',
): Config {
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
  // A production start is never a demo by accident: it needs DEMO_MODE=true said out loud.
  const demoMode =
    env.DEMO_MODE === 'auto'
      ? env.NODE_ENV !== 'production' && realServices.length === 0
      : env.DEMO_MODE;

  if (!demoMode) {
    for (const name of REQUIRED_OUTSIDE_DEMO) {
      if (!env[name]) {
        throw new ConfigError(
          name,
          env.NODE_ENV === 'production' && env.DEMO_MODE === 'auto'
            ? 'is required (a production start runs the demo only with DEMO_MODE=true)'
            : 'is required when DEMO_MODE is off',
        );
      }
    }
  }

  if (env.EMULATORS_URL && !demoMode) {
    throw new ConfigError('EMULATORS_URL', 'is only for demo mode (DEMO_MODE=true)');
  }
  if (purpose === 'emulators' && (!demoMode || !env.EMULATORS_URL)) {
    throw new ConfigError(
      demoMode ? 'EMULATORS_URL' : 'DEMO_MODE',
      demoMode
        ? 'is required by npm run emulators (the origin they answer at)'
        : 'must be true for npm run emulators',
    );
  }
  // Apps sharing standalone emulators verify their key and send mail to their catcher.
  if (env.EMULATORS_URL && purpose === 'app') {
    for (const name of ['DISCORD_PUBLIC_KEY', 'SMTP_URL'] as const) {
      if (!env[name]) {
        throw new ConfigError(name, 'is required with EMULATORS_URL (npm run emulators prints it)');
      }
    }
  }
  if (env.RATE_LIMITS === 'off' && env.NODE_ENV === 'production') {
    throw new ConfigError('RATE_LIMITS', 'cannot be off in production');
  }

  // Per-route counts on /metrics reveal sales volume: a public production server guards them.
  if (env.NODE_ENV === 'production' && !demoMode && !env.METRICS_TOKEN) {
    throw new ConfigError('METRICS_TOKEN', 'is required in production outside demo mode');
  }

  // A real shop's receipts and help line cannot name the demo seller.
  if (env.NODE_ENV === 'production' && !demoMode) {
    const missing = REQUIRED_IN_PRODUCTION.find((name) => !env[name]);
    if (missing) throw new ConfigError(missing, 'is required in production outside demo mode');
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
  const emulatorsUrl = (env.EMULATORS_URL ?? publicUrl).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
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
      env.FEEDBACK_WEBHOOK_URL ??
      (demoMode ? `${emulatorsUrl}${DEMO_FEEDBACK_WEBHOOK_PATH}` : null),
    stripe: demoMode
      ? {
          secretKey: DEMO_STRIPE_SECRET_KEY,
          webhookSecret: DEMO_STRIPE_WEBHOOK_SECRET,
          apiBaseUrl: env.STRIPE_API_BASE_URL ?? `${emulatorsUrl}/sandbox/stripe`,
        }
      : {
          secretKey: required(env.STRIPE_SECRET_KEY),
          webhookSecret: required(env.STRIPE_WEBHOOK_SECRET),
          apiBaseUrl: env.STRIPE_API_BASE_URL ?? 'https://api.stripe.com',
        },
    paypal: demoMode
      ? {
          clientId: DEMO_PAYPAL_CLIENT_ID,
          clientSecret: DEMO_PAYPAL_CLIENT_SECRET,
          apiBaseUrl: env.PAYPAL_API_BASE_URL ?? `${emulatorsUrl}/sandbox/paypal`,
        }
      : env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBaseUrl: env.PAYPAL_API_BASE_URL ?? 'https://api-m.paypal.com',
          }
        : null,
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    reconcileIntervalSeconds: env.RECONCILE_INTERVAL_SECONDS,
    rateLimits: env.RATE_LIMITS === 'on',
    discordClientId: demoMode ? DEMO_DISCORD_APPLICATION_ID : required(env.DISCORD_CLIENT_ID),
    discordClientSecret: demoMode
      ? DEMO_DISCORD_CLIENT_SECRET
      : required(env.DISCORD_CLIENT_SECRET),
    discordBotToken: demoMode ? DEMO_DISCORD_BOT_TOKEN : required(env.DISCORD_BOT_TOKEN),
    discordPublicKey: demoMode
      ? (env.DISCORD_PUBLIC_KEY?.toLowerCase() ?? null)
      : required(env.DISCORD_PUBLIC_KEY).toLowerCase(),
    emulators: demoMode ? { url: emulatorsUrl, inProcess: !env.EMULATORS_URL } : null,
    emulatorsSmtpPort: env.EMULATORS_SMTP_PORT,
    discord: discordEndpoints({
      demoMode,
      emulatorsUrl,
      configured: {
        apiBaseUrl: env.DISCORD_API_BASE_URL,
        webBaseUrl: env.DISCORD_WEB_BASE_URL,
        cdnBaseUrl: env.DISCORD_CDN_BASE_URL,
        inviteBaseUrl: env.DISCORD_INVITE_BASE_URL,
      },
    }),
    runJobs: env.RUN_JOBS,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    migrationsDir: path.resolve(env.MIGRATIONS_DIR),
    logFormat:
      env.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : env.LOG_FORMAT,
    communityInviteUrl: env.COMMUNITY_INVITE_URL ?? null,
    seller: {
      name: env.SELLER_NAME ?? DEMO_SELLER.name,
      address: env.SELLER_ADDRESS ?? DEMO_SELLER.address,
    },
    supportEmail: env.SUPPORT_EMAIL ?? DEMO_SUPPORT_EMAIL,
    publicCountersMin: env.PUBLIC_COUNTERS_MIN,
    stripePublishableKey: demoMode
      ? DEMO_STRIPE_PUBLISHABLE_KEY
      : (env.STRIPE_PUBLISHABLE_KEY ?? null),
    paypalClientId: demoMode ? DEMO_PAYPAL_CLIENT_ID : (env.PAYPAL_CLIENT_ID ?? null),
    raw: env,
  };
}

/** The configuration, or one line naming the bad variable and exit 1. */
export function readConfigOrExit(purpose: 'app' | 'emulators' = 'app'): Config {
  try {
    return loadConfig(process.env, purpose);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
