/**
 * What Discord counts a request against: its route's bucket, separately per
 * major parameter (the guild, channel or webhook in the path). Some counts
 * are wider than the path shows: channel deletes are counted per server, so
 * a delete is keyed by its channel's guild once the caller names it.
 */

export interface BucketRoute {
  /** The route's shape, e.g. `POST /guilds/:id/channels`. */
  route: string;
  /** The path's major parameter, or the wider scope Discord counts the route in. */
  major: string;
}

const SNOWFLAKE = /^\d{15,21}$/;

/** Routes counted per guild although their path names a channel. */
const COUNTED_PER_GUILD = new Set(['DELETE /channels/:id']);

/** The path below /api/vN of a URL (or of a path already). */
export function apiPath(url: string): string {
  const path = url.startsWith('http') ? new URL(url).pathname : (url.split('?')[0] ?? '');
  return path.replace(/^.*?\/api(?:\/v\d+)?(?=\/)/, '');
}

export function bucketRouteOf(
  method: string,
  url: string,
  guildOfChannel: (channelId: string) => string | undefined = () => undefined,
): BucketRoute {
  const segments = apiPath(url).split('/').slice(1);
  const [resource, id = '', token = ''] = segments;
  const tokened = resource === 'webhooks' || resource === 'interactions';
  const shape = segments.map((segment, index) => {
    if (SNOWFLAKE.test(segment)) return ':id';
    return tokened && index === 2 ? ':token' : segment;
  });
  const route = `${method.toUpperCase()} /${shape.join('/')}`;
  let major = tokened
    ? `${id}/${token}`
    : ['channels', 'guilds'].includes(resource ?? '')
      ? id
      : '';
  if (COUNTED_PER_GUILD.has(route)) {
    const guildId = guildOfChannel(id);
    if (guildId) major = `guild:${guildId}`;
  }
  return { route, major };
}

/**
 * Whether a request goes to one of the application's interaction endpoints:
 * an interaction's callback, or the webhook its token opens (whose id is the
 * application's). Discord does not count these against the bot's global
 * limit, only against their own buckets.
 */
export function isInteractionEndpoint(url: string, applicationId: string): boolean {
  const [resource, id] = apiPath(url).split('/').slice(1);
  return resource === 'interactions' || (resource === 'webhooks' && id === applicationId);
}
