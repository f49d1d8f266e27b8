import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import type { Database } from '@guildsmith/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs/index.ts';
import { DiscordOAuthClient } from './lib/discord/oauth-client.ts';
import { botInviteUrl } from './lib/discord-urls.ts';
import { createLogger } from './lib/logger.ts';
import { connectRedis } from './lib/redis.ts';
import { SecretBox } from './lib/secret-box.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { adminOperationsRoutes } from './modules/admin-operations/admin-operations.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { adminLoginThrottles } from './modules/auth/admin-login.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerAuthentication } from './modules/auth/guards.ts';
import { registerPruneSignInsJob } from './modules/auth/prune-job.ts';
import { SessionTokens } from './modules/auth/session-tokens.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { PaypalClient } from './modules/billing/paypal-client.ts';
import { registerReconcileJob } from './modules/billing/reconcile-job.ts';
import { createStripeClient } from './modules/billing/stripe-client.ts';
import { botRoutes } from './modules/bot/bot.routes.ts';
import { registerBotJobs } from './modules/bot/builder/index.ts';
import { DiscordBotClient } from './modules/bot/discord/index.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { registerFeedbackRelayJob } from './modules/feedback/feedback-relay-job.ts';
import { healthRoutes, type ReadinessProbe } from './modules/health/health.routes.ts';
import { licensesRoutes } from './modules/licenses/licenses.routes.ts';
import { registerBillingNoticeJob } from './modules/mail/billing-notice-job.ts';
import { registerLicenseEmailJob } from './modules/mail/license-email-job.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { registerReceiptEmailJob } from './modules/mail/receipt-job.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { registerNewsletterConfirmJob } from './modules/newsletter/confirm-email-job.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { UnsubscribeTokens } from './modules/newsletter/newsletter-tokens.ts';
import { registerAddressConfirmJob } from './modules/profile/address-confirm-job.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { serversRoutes } from './modules/servers/servers.routes.ts';
import { defaultStyleIndex } from './modules/styles/default-style-index.ts';
import type { StyleIndex } from './modules/styles/style-index.ts';
import { stylesRoutes } from './modules/styles/styles.routes.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import type { Sandbox } from './plugins/sandbox.ts';
import { inlineScriptHashes, registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa, type SpaFallback } from './plugins/spa.ts';
import { registerUploads } from './plugins/uploads.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Outgoing e-mail (license keys). */
  mailer: Mailer;
  /** The catalogue, indexed (built from the catalogue package when not given). */
  styleIndex?: StyleIndex;
  /** How long /api/metrics answers from its cache (tests shorten it). */
  metricsCacheMs?: number;
  /** The emulators to mount in demo mode (created from the config when not given). */
  sandbox?: Sandbox;
  /** The process's logger (created from the config when not given). */
  logger?: FastifyBaseLogger;
  /** Where log lines go when no logger is given; standard output by default. */
  logStream?: DestinationStream;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, queue } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config, deps.logStream),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Lets shutdown finish in-flight requests while idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers end their keep-alive connection so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // Registered before any plugin so every encapsulated route inherits it.
  let spaFallback: SpaFallback | undefined;
  registerErrorHandler(app, (request, reply) => spaFallback?.(request, reply) ?? false);

  await registerSecurityHeaders(
    app,
    deps.serveWebApp ? inlineScriptHashes(config.webDistDir) : [],
    config.discord.cdnBaseUrl,
    config.emulators && !config.emulators.inProcess
      ? new URL(config.emulators.url).origin
      : undefined,
  );
  await app.register(compress, { global: true, threshold: 1024 });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerRateLimit(app, redis, { enabled: config.rateLimits });
  const registry = registerMetrics(app, { token: config.metricsToken });
  await registerApiDocs(app, config.publicUrl);

  const probes: ReadinessProbe[] = [
    {
      name: 'database',
      check: async () => {
        await database.ping();
        return true;
      },
    },
    { name: 'migrations', check: () => database.migrationsApplied() },
    { name: 'jobs', check: () => queue.ping() },
  ];
  await app.register(healthRoutes, { probes });
  const endpoints = config.discord;
  const sessions = new SessionTokens(database.db, config.jwtSecret, config.jwtSecretPrevious);
  const secrets = new SecretBox(config.encryptionKey, config.encryptionKeyPrevious);
  const guards = registerAuthentication(app, sessions);
  await app.register(authRoutes, {
    db: database.db,
    oauth: new DiscordOAuthClient({
      endpoints,
      clientId: config.discordClientId,
      clientSecret: config.discordClientSecret,
      redirectUri: `${config.publicUrl}/auth/discord/callback`,
    }),
    secrets,
    sessions,
    throttles: adminLoginThrottles(redis),
    guards,
    publicUrl: config.publicUrl,
  });
  await registerPruneSignInsJob(queue, { db: database.db, logger: app.log });
  await app.register(dashboardRoutes, { db: database.db, guards, probes });
  await app.register(adminDashboardRoutes, { database, guards, config, redis });
  const inviteUrl = botInviteUrl(endpoints, config.discordClientId);
  await registerLicenseEmailJob(queue, {
    db: database.db,
    mailer: deps.mailer,
    secrets,
    botInviteUrl: inviteUrl,
    publicUrl: config.publicUrl,
  });
  await registerBillingNoticeJob(queue, {
    db: database.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
  });
  const shop = { seller: config.seller, supportEmail: config.supportEmail };
  await registerReceiptEmailJob(queue, {
    db: database.db,
    mailer: deps.mailer,
    shop,
    publicUrl: config.publicUrl,
  });
  await app.register(receiptsRoutes, { db: database.db, guards, shop });
  await app.register(licensesRoutes, { db: database.db, queue, secrets, guards });
  const stripe = createStripeClient(config.stripe.apiBaseUrl, config.stripe.secretKey);
  const paypal = config.paypal
    ? new PaypalClient({ baseUrl: config.paypal.apiBaseUrl, ...config.paypal })
    : null;
  await app.register(billingRoutes, {
    db: database.db,
    queue,
    secrets,
    guards,
    stripe,
    webhookSecret: config.stripe.webhookSecret,
    paypal,
    publicUrl: config.publicUrl,
  });
  await app.register(adminOperationsRoutes, {
    db: database.db,
    queue,
    secrets,
    guards,
    stripe,
    paypal,
  });
  await registerReconcileJob(queue, {
    db: database.db,
    queue,
    secrets,
    stripe,
    paypal,
    logger: app.log,
    registry,
    intervalSeconds: config.reconcileIntervalSeconds,
  });
  const unsubscribeTokens = new UnsubscribeTokens(config.encryptionKey);
  const newsletter = { db: database.db, secrets, unsubscribeTokens, publicUrl: config.publicUrl };
  await registerNewsletterConfirmJob(queue, { ...newsletter, mailer: deps.mailer });
  await app.register(newsletterRoutes, { ...newsletter, queue });
  const { feedbackWebhookUrl } = config;
  if (feedbackWebhookUrl) {
    await registerFeedbackRelayJob(queue, { db: database.db, webhookUrl: feedbackWebhookUrl });
  }
  await app.register(feedbackRoutes, {
    db: database.db,
    queue,
    guards,
    relayEnabled: feedbackWebhookUrl !== null,
  });
  // The emulators exist before the routes: in demo mode the bot verifies with the emulator's key.
  const sandboxModule = config.emulators?.inProcess
    ? await import('./plugins/sandbox.ts')
    : undefined;
  const sandbox = sandboxModule && (deps.sandbox ?? sandboxModule.createSandbox(config));
  const discordBot = new DiscordBotClient({
    apiBaseUrl: endpoints.apiBaseUrl,
    token: config.discordBotToken,
    applicationId: config.discordClientId,
    redis,
  });
  await registerBotJobs(queue, {
    db: database.db,
    discord: discordBot,
    logger: app.log,
    inviteBaseUrl: endpoints.inviteBaseUrl,
  });
  await app.register(botRoutes, {
    db: database.db,
    queue,
    discord: discordBot,
    publicUrl: config.publicUrl,
    publicKey: sandbox ? sandbox.discord.interactionsPublicKey : config.discordPublicKey,
    // The emulator starts with no commands; every instance puts the same set (an idempotent PUT).
    registerCommandsOnListen: config.demoMode
      ? {
          apiBaseUrl: endpoints.apiBaseUrl,
          botToken: config.discordBotToken,
          applicationId: config.discordClientId,
        }
      : undefined,
  });
  await app.register(serversRoutes, { db: database.db, queue, discord: discordBot, guards });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await registerAddressConfirmJob(queue, {
    db: database.db,
    mailer: deps.mailer,
    secrets,
    publicUrl: config.publicUrl,
  });
  await app.register(profileRoutes, { db: database.db, queue, secrets, guards, uploadsDir });
  await registerUploads(app, uploadsDir);

  const styleIndex = deps.styleIndex ?? defaultStyleIndex();
  await app.register(stylesRoutes, { index: styleIndex });
  await app.register(analyticsRoutes, {
    db: database.db,
    guards,
    catalogue: (id) => styleIndex.get(id),
  });
  await app.register(metricsRoutes, {
    db: database.db,
    templatesAvailable: styleIndex.size,
    countersMin: config.publicCountersMin,
    cacheMs: deps.metricsCacheMs,
  });

  await app.register(publicConfigRoutes, {
    publicConfig: {
      demoMode: config.demoMode,
      botInviteUrl: inviteUrl,
      communityInviteUrl: config.communityInviteUrl,
      stripePublishableKey: config.stripePublishableKey,
      stripeSandboxUrl: config.emulators
        ? `${config.emulators.inProcess ? '' : config.emulators.url}/sandbox/stripe`
        : null,
      paypalClientId: config.paypalClientId,
      supportEmail: config.supportEmail,
      discordCdnUrl: config.discord.cdnBaseUrl,
    },
  });

  if (sandboxModule && sandbox) await sandboxModule.registerSandbox(app, sandbox);
  if (deps.serveWebApp) spaFallback = await registerSpa(app, config.webDistDir);
  return app;
}
