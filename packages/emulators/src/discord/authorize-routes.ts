import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  type AuthorizeRequest,
  accessDeniedLocation,
  type BotInviteRequest,
  type SignInRequest,
  validateAuthorizeRequest,
  withQuery,
} from './authorize-request.ts';
import { addBotToGuild, guildsWhereUserCanAddBots } from './guilds.ts';
import { botAccountPage, botGuildPage, consentPage } from './pages/consent-page.ts';
import type { PageContext } from './pages/layout.ts';
import { botAddedPage, cancelledPage, errorPage } from './pages/result-pages.ts';
import type { DiscordState } from './state.ts';
import { findOrCreateUser, usernameProblem } from './users.ts';

/** What the consent forms add to the authorize parameters. */
const consentForm = z.looseObject({
  decision: z.enum(['authorize', 'cancel']).optional(),
  user_id: z.string().optional(),
  new_username: z.string().max(100).optional(),
});

type ConsentForm = z.infer<typeof consentForm>;

function sendPage(reply: FastifyReply, status: number, page: string) {
  // Consent pages carry the client's state and PKCE challenge: never cache them.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

/**
 * GET and POST /oauth2/authorize: Discord's consent screen, where the person
 * at the keyboard plays any emulated account. Every submission re-validates
 * the whole request; the hidden fields are never trusted.
 */
export async function authorizeRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const context: PageContext = { basePath: app.prefix };
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'discord emulator consent page failed');
    const message = status >= 500 ? 'The Discord emulator failed.' : 'Invalid OAuth2 request';
    return sendPage(reply, status >= 500 ? 500 : status, errorPage(context, message));
  });
  const accountChoice = (request: AuthorizeRequest, form: ConsentForm, problem: string | null) => ({
    context,
    application: state.application,
    request,
    users: [...state.users.values()],
    selectedUserId: form.user_id ?? null,
    typedUsername: form.new_username ?? '',
    problem,
  });

  function showBotInvite(
    reply: FastifyReply,
    request: BotInviteRequest,
    form: ConsentForm,
    status = 200,
    problem: string | null = null,
  ) {
    const user = form.user_id === undefined ? undefined : state.users.get(form.user_id);
    if (!user)
      return sendPage(reply, status, botAccountPage(accountChoice(request, form, problem)));
    const guilds = guildsWhereUserCanAddBots(state, user.id);
    return sendPage(
      reply,
      status,
      botGuildPage({ context, application: state.application, request, user, guilds, problem }),
    );
  }

  function authorizeSignIn(reply: FastifyReply, request: SignInRequest, form: ConsentForm) {
    const typed = form.new_username?.trim() ?? '';
    let user = form.user_id === undefined ? undefined : state.users.get(form.user_id);
    if (typed !== '') {
      const problem = usernameProblem(typed);
      if (problem) return sendPage(reply, 400, consentPage(accountChoice(request, form, problem)));
      user = findOrCreateUser(state, typed);
    }
    if (!user) {
      const problem = 'Choose an account or type a username.';
      return sendPage(reply, 400, consentPage(accountChoice(request, form, problem)));
    }
    const code = state.grants.issueCode({
      clientId: request.clientId,
      userId: user.id,
      scopes: request.scopes,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
    });
    return reply.redirect(withQuery(request.redirectUri, { code, state: request.state }), 302);
  }

  function authorizeBotInvite(reply: FastifyReply, request: BotInviteRequest, form: ConsentForm) {
    const user = form.user_id === undefined ? undefined : state.users.get(form.user_id);
    const guild = user
      ? guildsWhereUserCanAddBots(state, user.id).find(
          (candidate) => candidate.id === request.guildId,
        )
      : undefined;
    if (!user || !guild) {
      return showBotInvite(
        reply,
        request,
        form,
        400,
        'Choose a server you manage to add the bot to.',
      );
    }
    addBotToGuild(state, guild, request.permissions);
    if (request.redirectUri === null) {
      return sendPage(reply, 200, botAddedPage(context, state.application, guild.name));
    }
    // With a redirect, Discord reports the guild and permissions, plus a code if one was asked for.
    const code =
      request.responseType === 'code'
        ? state.grants.issueCode({
            clientId: request.clientId,
            userId: user.id,
            scopes: request.scopes,
            redirectUri: request.redirectUri,
            codeChallenge: request.codeChallenge,
          })
        : null;
    const location = withQuery(request.redirectUri, {
      code,
      state: request.state,
      guild_id: guild.id,
      permissions: request.permissions.toString(),
    });
    return reply.redirect(location, 302);
  }

  app.get('/oauth2/authorize', async (incoming, reply) => {
    const validation = validateAuthorizeRequest(state.application, incoming.query);
    if (validation.outcome === 'error-page') {
      return sendPage(reply, 400, errorPage(context, validation.message));
    }
    if (validation.outcome === 'error-redirect') return reply.redirect(validation.location, 302);
    const form = consentForm.safeParse(incoming.query);
    if (!form.success) return sendPage(reply, 400, errorPage(context, 'Invalid OAuth2 request'));
    const { request } = validation;
    if (request.flow === 'bot-invite') return showBotInvite(reply, request, form.data);
    return sendPage(reply, 200, consentPage(accountChoice(request, form.data, null)));
  });

  app.post('/oauth2/authorize', async (incoming, reply) => {
    const validation = validateAuthorizeRequest(state.application, incoming.body);
    if (validation.outcome === 'error-page') {
      return sendPage(reply, 400, errorPage(context, validation.message));
    }
    if (validation.outcome === 'error-redirect') return reply.redirect(validation.location, 302);
    const form = consentForm.safeParse(incoming.body);
    if (!form.success || form.data.decision === undefined) {
      return sendPage(reply, 400, errorPage(context, 'Choose Authorize or Cancel.'));
    }
    const { request } = validation;
    if (form.data.decision === 'cancel') {
      const location = accessDeniedLocation(request);
      if (location === null) return sendPage(reply, 200, cancelledPage(context, state.application));
      return reply.redirect(location, 302);
    }
    if (request.flow === 'bot-invite') return authorizeBotInvite(reply, request, form.data);
    return authorizeSignIn(reply, request, form.data);
  });
}
