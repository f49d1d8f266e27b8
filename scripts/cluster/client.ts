/**
 * People using a cluster without a browser (the scale-out journey, the load
 * benchmark, fault tests), over HTTP as their browser and Discord would speak:
 * a Discord sign-in through the emulated consent page, a card payment
 * confirmed at the Stripe emulator, the demo mailbox, and commands and clicks
 * played through the Discord emulator's control API.
 */
import type { ClusterInfo } from './index.ts';

export const KEY_PATTERN = /TPL(?:-[0-9A-Z]{5}){4}/g;

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * A first Discord sign-in of `username` (created on the consent page), started
 * and finished through the proxy with the browser-binding cookie; answers the
 * session token. `clientIp` plays a distinct visitor (X-Forwarded-For, which the
 * proxy passes on and TRUST_PROXY honours).
 */
export async function signInThroughApi(info: ClusterInfo, username: string, clientIp?: string) {
  const forwarded: Record<string, string> = clientIp ? { 'x-forwarded-for': clientIp } : {};
  const start = await fetch(`${info.publicUrl}/api/auth/discord/url`, { headers: forwarded });
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { authUrl } = await json<{ authUrl: string }>(start, 'sign-in url');
  const consent = new URLSearchParams(new URL(authUrl).search);
  consent.set('decision', 'authorize');
  consent.set('new_username', username);
  const authorized = await fetch(authUrl.split('?')[0] ?? authUrl, {
    method: 'POST',
    body: consent,
    redirect: 'manual',
  });
  const location = new URL(authorized.headers.get('location') ?? '', info.publicUrl);
  const finished = await fetch(`${info.publicUrl}/api/auth/discord/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...forwarded },
    body: JSON.stringify({
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
    }),
  });
  const session = await json<{ token: string; user: { id: string; email: string | null } }>(
    finished,
    `sign-in of ${username}`,
  );
  return { token: session.token, email: session.user.email ?? '' };
}

/** A card payment for `plan`, as the checkout page makes it: intent, then confirmed at Stripe. */
export async function buyThroughApi(info: ClusterInfo, token: string, plan: string) {
  const intent = await json<{ clientSecret: string; purchaseId: string }>(
    await fetch(`${info.publicUrl}/api/create-payment-intent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plan }),
    }),
    'payment intent',
  );
  const id = intent.clientSecret.split('_secret_')[0] ?? '';
  const confirmed = await json<{ status: string }>(
    await fetch(`${info.emulatorsUrl}/sandbox/stripe/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        key: 'pk_test_guildsmith_demo',
        client_secret: intent.clientSecret,
        return_url: `${info.publicUrl}/purchase-success?plan=${plan}`,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2034',
        'payment_method_data[card][cvc]': '123',
      }),
    }),
    'card confirmation',
  );
  if (confirmed.status !== 'succeeded') throw new Error(`payment ${confirmed.status}`);
  return intent.purchaseId;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

export async function mailbox(info: ClusterInfo): Promise<MailMessage[]> {
  return json(await fetch(`${info.emulatorsUrl}/sandbox/mail/api/messages`), 'mailbox');
}

/** The license keys e-mailed to `address`, one per key e-mail (a key may be quoted twice in one). */
export async function keysMailedTo(info: ClusterInfo, address: string): Promise<string[]> {
  return (await mailbox(info))
    .filter((message) => message.to.some((to) => to.includes(address)))
    .flatMap((message) => [...new Set(message.text.match(KEY_PATTERN) ?? [])]);
}

const control = (info: ClusterInfo, route: string) =>
  `${info.emulatorsUrl}/sandbox/discord/control${route}`;

async function post<T>(info: ClusterInfo, route: string, body: unknown): Promise<T> {
  return json(
    await fetch(control(info, route), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    `POST ${route}`,
  );
}

export async function discordUserId(info: ClusterInfo, username: string): Promise<string> {
  const users = await json<{ id: string; username: string }[]>(
    await fetch(control(info, '/users')),
    'users',
  );
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`${username} has no Discord account`);
  return user.id;
}

export async function createGuild(info: ClusterInfo, name: string, ownerId: string) {
  return (await post<{ id: string }>(info, '/guilds', { name, ownerId })).id;
}

export interface GuildView {
  roles: { id: string; name: string }[];
  channels: { id: string; name: string }[];
}

export async function guildView(info: ClusterInfo, guildId: string): Promise<GuildView> {
  return json(await fetch(control(info, `/guilds/${guildId}`)), `guild ${guildId}`);
}

interface Component {
  type: number;
  custom_id?: string;
  label?: string;
  components?: Component[];
}
interface Message {
  id: string;
  content?: string;
  components?: Component[];
}
interface InteractionAnswer {
  interactionId: string;
  status?: number;
  messages: Message[];
}

function customIds(components: Component[] = []): string[] {
  return components.flatMap((component) => [
    ...(component.custom_id ? [component.custom_id] : []),
    ...customIds(component.components),
  ]);
}

/** Waits (bounded) until the interaction's messages offer a component whose id starts with `prefix`. */
async function awaitComponent(
  info: ClusterInfo,
  interactionId: string,
  prefix: string,
  timeoutMs = 30_000,
): Promise<{ messageId: string; customId: string }> {
  const deadline = Date.now() + timeoutMs;
  let last: InteractionAnswer | undefined;
  while (Date.now() < deadline) {
    last = await json<InteractionAnswer>(
      await fetch(control(info, `/interactions/${interactionId}/messages`)),
      'interaction messages',
    );
    for (const message of last.messages) {
      const customId = customIds(message.components).find((id) => id.startsWith(prefix));
      if (customId) return { messageId: message.id, customId };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `no ${prefix} component within ${timeoutMs} ms: ${JSON.stringify(last?.messages.map((m) => m.content))}`,
  );
}

/**
 * The owner types `/activate key:<key> style:<style>`, takes the defaults for
 * every question and presses Build, all through the emulator (which signs each
 * interaction and POSTs it to PUBLIC_URL/api/interactions, the proxy).
 */
export async function activateAndBuild(
  info: ClusterInfo,
  input: { guildId: string; userId: string; key: string; style: string },
) {
  const scene = { guildId: input.guildId, userId: input.userId };
  const activated = await post<InteractionAnswer>(info, '/command', {
    ...scene,
    command: 'activate',
    options: { key: input.key, style: input.style },
  });
  const rest = await awaitComponent(info, activated.interactionId, 'gs:rest:');
  const defaults = await post<InteractionAnswer>(info, '/component', { ...scene, ...rest });
  const build = await awaitComponent(info, defaults.interactionId, 'gs:build:');
  const pressed = await post<InteractionAnswer>(info, '/component', { ...scene, ...build });
  return pressed.interactionId;
}

/** What the bot did in each server in the last minutes, with the 429s it was answered there. */
export interface GuildActivity {
  guildId: string;
  running: boolean;
  progress: string | null;
  rateLimited: number;
  created: { roles: number; channels: number; messages: number; invites: number };
}

export async function activity(info: ClusterInfo): Promise<GuildActivity[]> {
  return json(await fetch(control(info, '/activity')), 'activity');
}
