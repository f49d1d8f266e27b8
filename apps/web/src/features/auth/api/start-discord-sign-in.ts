import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

/** GET /api/auth/discord/url: the response must carry authUrl (spec section 5). */
export async function getDiscordAuthUrl(): Promise<string> {
  const body = await apiJson<{ authUrl?: unknown }>('GET', apiPaths.auth.discordUrl);
  if (typeof body.authUrl !== 'string' || body.authUrl === '') {
    throw new Error('Failed to generate Discord authorization URL');
  }
  return body.authUrl;
}
