import cookie from '@fastify/cookie';
import {
  adminLoginWithCodeBody,
  discordAuthUrlResponse,
  discordCallbackBody,
  logoutResponse,
  signInResponse,
  userSchema,
} from '@guildsmith/core';
import { type Db, eq, schema } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DiscordOAuthClient } from '../../lib/discord/oauth-client.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type AdminLoginThrottles, adminLogin } from './admin-login.ts';
import { SIGN_IN_COOKIE, SIGN_IN_COOKIE_PATH } from './browser-binding.ts';
import { completeDiscordSignIn, STATE_LIFETIME_MS, startDiscordSignIn } from './discord-sign-in.ts';
import { type AuthGuards, sessionUserId } from './guards.ts';
import type { SessionTokens } from './session-tokens.ts';
import { toUserView } from './user-view.ts';

export interface AuthRouteDeps {
  db: Db;
  oauth: DiscordOAuthClient;
  secrets: SecretBox;
  sessions: SessionTokens;
  throttles: AdminLoginThrottles;
  guards: AuthGuards;
  /** Where people reach us; an https address makes the sign-in cookie Secure. */
  publicUrl: string;
}

const SIGN_IN_LIMIT = { max: 20, timeWindow: '1 minute' };
const ADMIN_LOGIN_LIMIT = { max: 10, timeWindow: '1 minute' };

function sessionContext(request: { headers: Record<string, unknown>; ip: string }) {
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ip: request.ip };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;
  // Registered here, not for the whole app: the sign-in cookie is the only cookie we read.
  await app.register(cookie);
  const signInCookie = {
    path: SIGN_IN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.publicUrl.startsWith('https:'),
  } as const;

  app.get(
    '/api/auth/discord/url',
    {
      config: { rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Start Discord sign-in (state + PKCE, single use, 10 minutes)',
        response: { 200: discordAuthUrlResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { authUrl, nonce } = await startDiscordSignIn(db, deps.oauth, request.ip);
      reply.setCookie(SIGN_IN_COOKIE, nonce, {
        ...signInCookie,
        maxAge: STATE_LIFETIME_MS / 1000,
      });
      return { authUrl };
    },
  );

  app.post(
    '/api/auth/discord/callback',
    {
      config: { rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Finish Discord sign-in with the code and state from the redirect',
        body: discordCallbackBody.extend({ rememberDevice: z.boolean().optional() }),
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => {
      // Whatever the outcome, the nonce has done its job (the state is spent either way).
      reply.clearCookie(SIGN_IN_COOKIE, signInCookie);
      const { token, user } = await completeDiscordSignIn(
        deps,
        request.body,
        sessionContext(request),
        request.cookies[SIGN_IN_COOKIE],
      );
      return { success: true as const, token, user };
    },
  );

  app.get(
    '/api/auth/user',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const [user] = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, userId))
        .limit(1);
      if (!user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return toUserView(user);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'End this session: its token stops working at once',
        security: [{ bearerAuth: [] }],
        response: { 200: logoutResponse },
      },
    },
    async (request) => {
      if (request.session) await deps.sessions.revoke(request.session.sid);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/admin-login',
    {
      config: { rateLimit: ADMIN_LOGIN_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Admin sign-in with username and password, and the authenticator code when enrolled (401 TOTP_REQUIRED asks for it)',
        body: adminLoginWithCodeBody,
        response: { 200: signInResponse },
      },
    },
    async (request) => {
      const { token, user } = await adminLogin(deps, request.body, sessionContext(request));
      return { success: true as const, token, user };
    },
  );
};
