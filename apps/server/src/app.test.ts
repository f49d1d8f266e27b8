import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { inlineScriptHashes, registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

describe('operational endpoints', () => {
  it('answers liveness', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('is ready when the database, migrations and job queue are', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: [
        { name: 'database', ok: true },
        { name: 'migrations', ok: true },
        { name: 'jobs', ok: true },
      ],
    });
  });

  it('tags every response with a request id and honours a sane incoming one', async () => {
    const generated = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
  });

  it('sends a content security policy limited to our origin and the payment and Discord hosts', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    // Avatars: the configured CDN (the demo's emulator here, on our own origin).
    expect(csp).toContain(new URL(harness.config.discord.cdnBaseUrl).origin);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('exposes Prometheus metrics that count requests by route', async () => {
    await harness.app.inject({ method: 'GET', url: '/api/health' });
    const response = await harness.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/config/public']),
    );
    const page = await harness.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('tells the browser only public settings', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      demoMode: true,
      botInviteUrl: expect.stringContaining('/sandbox/discord/oauth2/authorize?'),
      communityInviteUrl: null,
      stripePublishableKey: 'pk_test_guildsmith_demo',
      stripeSandboxUrl: '/sandbox/stripe',
      paypalClientId: 'guildsmith-demo-client',
      supportEmail: 'support@guildsmith.local',
      // The demo's avatars come from the emulator's CDN, never from Discord.
      discordCdnUrl: `${harness.config.publicUrl}/sandbox/discord`,
    });
    const invite = new URL(body.botInviteUrl);
    expect(invite.searchParams.get('permissions')).toBe('8');
    expect(invite.searchParams.get('scope')).toBe('bot applications.commands');
    expect(JSON.stringify(body)).not.toContain(harness.config.jwtSecret);
  });

  it('compresses large responses when the client accepts it', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/nope not found' },
    });
  });

  it('answers a URL that cannot be decoded or is too long in the error shape', async () => {
    for (const url of ['/api/styles/%zz', '/api/licenses/%C0%80/resend', '/sandbox/mail/%']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'BAD_URL', message: 'The URL is not valid: it cannot be decoded' },
      });
    }
    const long = await harness.app.inject({ method: 'GET', url: `/api/styles/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'A path parameter is longer than 100 characters' },
    });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error.code');
  });
});

describe('rate limits', () => {
  const confirmations = async (harness: TestApp) => {
    const statuses = new Set<number>();
    // Address confirmation allows 20 attempts a minute per address.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/profile/email/confirm',
        payload: { token: 'not-a-token' },
      });
      statuses.add(response.statusCode);
    }
    return [...statuses].sort();
  };

  it('apply by default and are lifted with RATE_LIMITS=off', async () => {
    const limited = await createTestApp();
    const lifted = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    try {
      expect(await confirmations(limited)).toEqual([400, 429]);
      expect(await confirmations(lifted)).toEqual([400]);
    } finally {
      await limited.close();
      await lifted.close();
    }
  });
});

describe('web app hosting', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Guildsmith</title>');
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.info(1)');

  async function spaServer() {
    const app = Fastify();
    let fallback: Awaited<ReturnType<typeof registerSpa>>;
    registerErrorHandler(app, (request, reply) => fallback?.(request, reply) ?? false);
    fallback = await registerSpa(app, distDir);
    return app;
  }

  it('serves client routes from index.html and hashed assets with a long cache', async () => {
    const app = await spaServer();
    const page = await app.inject({ method: 'GET', url: '/dashboard?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Guildsmith</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    await app.close();
  });

  it('serves the prerendered landing at / and the bare shell everywhere else', async () => {
    writeFileSync(path.join(distDir, 'app.html'), '<!doctype html><title>Guildsmith app</title>');
    const app = await spaServer();
    const landing = await app.inject({ method: 'GET', url: '/?ref=mail' });
    expect(landing.body).toContain('<title>Guildsmith</title>');
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toContain('<title>Guildsmith app</title>');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    await app.close();
    rmSync(path.join(distDir, 'app.html'));
  });

  it('allows exactly the inline scripts the built pages carry', async () => {
    const body = "document.documentElement.classList.add('dark');";
    writeFileSync(path.join(distDir, 'app.html'), `<!doctype html><script>${body}</script>`);
    const hash = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(distDir)).toEqual([`'sha256-${hash}'`]);
    const app = Fastify();
    await registerSecurityHeaders(app, inlineScriptHashes(distDir), 'https://cdn.discordapp.com');
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
    await app.close();
    rmSync(path.join(distDir, 'app.html'));
  });

  it('never answers API, sandbox or non-GET requests with the page', async () => {
    const app = await spaServer();
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('error.code', 'NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    await app.close();
  });
});
