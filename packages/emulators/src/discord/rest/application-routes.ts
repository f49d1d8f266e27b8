import type { FastifyInstance } from 'fastify';
import { MESSAGE_CONTENT_LIMITED_FLAG } from '../message-content.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import { SEED_USER_IDS } from '../seed.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import { requireBot } from './access.ts';

/**
 * The application as its bot reads it (GET /oauth2/applications/@me or
 * /applications/@me): how a bot token tells which application it belongs to,
 * which key signs its interactions and which intents it has. The emulated
 * application belongs to the first seed account.
 */
function toApplicationResponse(state: DiscordState) {
  const { application } = state;
  const flags = state.messageContentIntent ? MESSAGE_CONTENT_LIMITED_FLAG : 0;
  const owner = state.users.get(SEED_USER_IDS.ava) ?? state.botUser;
  return {
    id: application.id,
    name: application.name,
    icon: null,
    description: '',
    type: null,
    bot: toAPIUser(state.botUser),
    bot_public: true,
    bot_require_code_grant: false,
    install_params: { scopes: ['applications.commands', 'bot'], permissions: '8' },
    verify_key: state.interactionsPublicKey,
    flags,
    flags_new: String(flags),
    redirect_uris: [...application.redirectUris],
    interactions_endpoint_url: state.interactionsUrl,
    role_connections_verification_url: null,
    owner: toAPIUser(owner),
    approximate_guild_count: [...state.guilds.values()].filter((guild) =>
      guild.members.has(state.botUser.id),
    ).length,
    approximate_user_install_count: 0,
    approximate_user_authorization_count: 0,
    explicit_content_filter: 0,
    team: null,
    eligible_oauth2_scopes: ['applications.commands', 'bot'],
  };
}

export async function applicationRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  app.get(
    '/v10/oauth2/applications/@me',
    { onRequest: [rateLimited(state.rateLimits, BUCKETS.getApplication), requireBot(state)] },
    async () => toApplicationResponse(state),
  );
  app.get(
    '/v10/applications/@me',
    {
      onRequest: [rateLimited(state.rateLimits, BUCKETS.getCurrentApplication), requireBot(state)],
    },
    async () => toApplicationResponse(state),
  );
}
