import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import {
  authorize,
  CALLBACK_URL,
  CLIENT_ID,
  createTestEmulator,
  formHeaders,
  PREFIX,
  signInParams,
  type TestEmulator,
} from './test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

function getPage(params: Record<string, string>) {
  return emulator.app.inject({
    method: 'GET',
    url: `${PREFIX}/oauth2/authorize?${new URLSearchParams(params).toString()}`,
  });
}

function postForm(fields: Record<string, string>) {
  return emulator.app.inject({
    method: 'POST',
    url: `${PREFIX}/oauth2/authorize`,
    headers: formHeaders(),
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('the consent page', () => {
  it('names the application, each requested scope in plain words, and every account', async () => {
    const response = await getPage(signInParams());

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<h1>Guildsmith</h1>');
    expect(page).toContain('Access your username, avatar and banner');
    expect(page).toContain('Access your email address');
    expect(page).toContain('Know what servers you&#39;re in');
    expect(page).not.toContain('Add a bot to a server');
    expect(page).toContain('ava.codes');
    expect(page).toContain('legacy_lars#4821');
    expect(page).toContain('noavatar.nia');
    expect(page).toContain('no e-mail');
    expect(page).toContain(`value="${SEED_USER_IDS.ava}" checked`);
    expect(page).toContain(`action="${PREFIX}/oauth2/authorize"`);
    expect(page).toContain(`href="${PREFIX}/assets/discord.css"`);
    expect(page).toContain('<label class="field" for="new_username">');
    expect(page).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1:3000)/);
  });

  it('escapes what accounts and requests contain', async () => {
    emulator.state.users.set('1310000000000000999', {
      id: '1310000000000000999',
      username: '<script>alert(1)</script>',
      discriminator: '0',
      globalName: '"Mallory" & co',
      avatar: null,
      email: null,
      verified: false,
      bot: false,
    });

    const page = (await getPage(signInParams({ state: '"><script>x</script>' }))).body;

    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&quot;Mallory&quot; &amp; co');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('shows an error page, never a redirect, for an unknown client or redirect_uri', async () => {
    const wrongClient = await getPage(signInParams({ client_id: '1310000000000000999' }));
    const wrongRedirect = await getPage(
      signInParams({ redirect_uri: 'https://evil.example/steal' }),
    );
    const noRedirect = await getPage(signInParams({ redirect_uri: '' }));

    expect(wrongClient.statusCode).toBe(400);
    expect(wrongClient.body).toContain('Invalid OAuth2 client_id');
    for (const response of [wrongRedirect, noRedirect]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Invalid OAuth2 redirect_uri');
    }
  });

  it('reports other problems to the registered redirect_uri', async () => {
    const unknownScope = await getPage(signInParams({ scope: 'identify rpc' }));
    const plainPkce = await getPage(
      signInParams({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
    );

    const scopeError = new URL(String(unknownScope.headers.location));
    expect(unknownScope.statusCode).toBe(302);
    expect(scopeError.origin + scopeError.pathname).toBe(CALLBACK_URL);
    expect(scopeError.searchParams.get('error')).toBe('invalid_scope');
    expect(scopeError.searchParams.get('state')).toBe('state-123');
    expect(new URL(String(plainPkce.headers.location)).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('redirects with a code and the state on Authorize', async () => {
    const redirect = await authorize(emulator.app, signInParams(), { user_id: SEED_USER_IDS.ava });

    expect(redirect.origin + redirect.pathname).toBe(CALLBACK_URL);
    expect(redirect.searchParams.get('code')).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(redirect.searchParams.get('state')).toBe('state-123');
  });

  it('redirects with access_denied and the state on Cancel', async () => {
    const response = await postForm({ ...signInParams(), decision: 'cancel' });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${CALLBACK_URL}?error=access_denied&error_description=The+resource+owner+or+authorization+server+denied+the+request&state=state-123`,
    );
  });

  it('re-validates the submitted request instead of trusting its hidden fields', async () => {
    const response = await postForm({
      ...signInParams({ redirect_uri: 'https://evil.example/steal' }),
      decision: 'authorize',
      user_id: SEED_USER_IDS.ava,
    });

    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('signs in as a new account when a username is typed, and reuses it next time', async () => {
    await authorize(emulator.app, signInParams(), { new_username: 'fresh.face' });
    await authorize(emulator.app, signInParams(), { new_username: 'fresh.face' });

    const created = [...emulator.state.users.values()].filter((u) => u.username === 'fresh.face');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      email: 'fresh.face@example.test',
      avatar: null,
      discriminator: '0',
    });
    expect(created[0]?.id).toMatch(/^\d{17,20}$/);
  });

  it('refuses a username Discord would refuse, showing it back escaped', async () => {
    const response = await postForm({
      ...signInParams(),
      decision: 'authorize',
      new_username: '<b>Bad Name</b>',
    });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('value="&lt;b&gt;Bad Name&lt;/b&gt;"');
    expect(emulator.state.users.size).toBe(3);
  });
});

describe('the bot invite', () => {
  const invite = { client_id: CLIENT_ID, permissions: '8', scope: 'bot applications.commands' };

  it('asks for the account first, then lists only the servers it manages', async () => {
    const accountStep = await getPage(invite);
    const guildStep = await getPage({ ...invite, user_id: SEED_USER_IDS.ava });

    expect(accountStep.statusCode).toBe(200);
    expect(accountStep.body).toContain('<form method="get"');
    expect(accountStep.body).toContain(
      'Add a bot to a server with these permissions: Administrator',
    );
    expect(accountStep.body).toContain('Create commands in a server');
    expect(guildStep.body).toContain(
      `<option value="${SEED_GUILD_IDS.avasWorkshop}">Ava&#39;s Workshop`,
    );
    expect(guildStep.body).toContain('Pixel Raiders');
    expect(guildStep.body).not.toContain('Study Lounge');
  });

  it('adds the bot to the chosen server and says so', async () => {
    const created = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Fresh Start', ownerId: SEED_USER_IDS.nia },
    });
    const guild = emulator.state.guilds.get(created.json<{ id: string }>().id);
    guild?.members.delete(emulator.state.botUser.id);

    const response = await postForm({
      ...invite,
      decision: 'authorize',
      user_id: SEED_USER_IDS.nia,
      guild_id: guild?.id ?? '',
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Guildsmith was added to Fresh Start');
    expect(response.body).toContain('href="http://127.0.0.1:3000/"');
    expect(guild?.members.has(emulator.state.botUser.id)).toBe(true);
  });

  it('refuses a server the account cannot manage', async () => {
    const response = await postForm({
      ...invite,
      decision: 'authorize',
      user_id: SEED_USER_IDS.ava,
      guild_id: SEED_GUILD_IDS.studyLounge,
    });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose a server you manage');
  });

  it('reports the guild and permissions to a redirect, with a code when asked for one', async () => {
    const redirect = await authorize(
      emulator.app,
      {
        ...invite,
        scope: 'bot identify',
        response_type: 'code',
        redirect_uri: CALLBACK_URL,
        state: 's',
      },
      { user_id: SEED_USER_IDS.ava, guild_id: SEED_GUILD_IDS.pixelRaiders },
    );

    expect(redirect.searchParams.get('guild_id')).toBe(SEED_GUILD_IDS.pixelRaiders);
    expect(redirect.searchParams.get('permissions')).toBe('8');
    expect(redirect.searchParams.get('state')).toBe('s');
    expect(redirect.searchParams.get('code')).toMatch(/^[A-Za-z0-9]{30}$/);
  });

  it('ends on a page when cancelled without a redirect', async () => {
    const response = await postForm({ ...invite, decision: 'cancel' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Authorization cancelled');
  });
});
