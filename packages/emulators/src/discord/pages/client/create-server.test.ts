// @vitest-environment jsdom
/// <reference lib="dom" />
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerDialog } from '../create-server-dialog.ts';
import { createServerForm, defaultOwnerId, serverNameProblem } from './create-server.js';

const AVA = { id: '1310000000000000101', username: 'ava.codes', global_name: 'Ava' };
const LARS = { id: '1310000000000000102', username: 'legacy_lars', global_name: 'Lars' };
const FRESH = { id: '1450000000000000000', username: 'fresh.face', global_name: null };
const SEED_GUILDS = [{ ownerId: AVA.id }, { ownerId: LARS.id }];

describe('serverNameProblem', () => {
  it("holds a name to Discord's 2 to 100 characters, spaces around it not counted", () => {
    expect(serverNameProblem('')).toBe('Give the server a name.');
    expect(serverNameProblem('   ')).toBe('Give the server a name.');
    expect(serverNameProblem(' a ')).toBe('A server name needs at least 2 characters.');
    expect(serverNameProblem('x'.repeat(101))).toBe(
      'A server name can have at most 100 characters.',
    );
    expect(serverNameProblem(' ab ')).toBeNull();
    expect(serverNameProblem('x'.repeat(100))).toBeNull();
  });
});

describe('defaultOwnerId', () => {
  const users = [AVA, LARS, FRESH];

  it('is the person picked to act, while they have an account', () => {
    expect(
      defaultOwnerId({ users, guilds: SEED_GUILDS, pickedId: LARS.id, actingId: AVA.id }),
    ).toBe(LARS.id);
  });

  it('is otherwise the newest account without a server, who just signed in', () => {
    expect(defaultOwnerId({ users, guilds: SEED_GUILDS, pickedId: null, actingId: AVA.id })).toBe(
      FRESH.id,
    );
    expect(defaultOwnerId({ users, guilds: SEED_GUILDS, pickedId: '404', actingId: AVA.id })).toBe(
      FRESH.id,
    );
  });

  it('falls back to the person acting when everyone owns a server', () => {
    const guilds = [...SEED_GUILDS, { ownerId: FRESH.id }];
    expect(defaultOwnerId({ users, guilds, pickedId: null, actingId: LARS.id })).toBe(LARS.id);
    expect(defaultOwnerId({ users: [], guilds, pickedId: null, actingId: null })).toBeNull();
  });
});

describe('the Create a server dialog', () => {
  let dialog: HTMLDialogElement;
  let opener: HTMLButtonElement;
  const onCreated = vi.fn();
  const api = {
    get: vi.fn(async (path: string) => (path === '/users' ? [AVA, LARS, FRESH] : SEED_GUILDS)),
    post: vi.fn(async (_path: string, body: unknown) => ({
      id: '1450000000000000001',
      ...(body as { name: string; ownerId: string }),
    })),
  };
  const field = <T extends HTMLElement>(id: string) => dialog.querySelector(`#${id}`) as T;
  const submit = () =>
    field<HTMLFormElement>('create-form').dispatchEvent(
      new Event('submit', { bubbles: true, cancelable: true }),
    );

  beforeEach(async () => {
    vi.clearAllMocks();
    document.body.innerHTML = `<button id="opener">+</button>${createServerDialog('Guildsmith').value}`;
    dialog = document.querySelector('dialog') as HTMLDialogElement;
    // jsdom has no top layer; opening and closing is what the form relies on.
    dialog.showModal = () => dialog.setAttribute('open', '');
    dialog.close = () => dialog.removeAttribute('open');
    opener = document.querySelector('#opener') as HTMLButtonElement;
    createServerForm({
      dialog,
      opener,
      api,
      acting: () => ({ pickedId: null, actingId: AVA.id }),
      onCreated,
    });
    opener.click();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
  });

  it('labels every field and offers every account as owner, the newcomer first picked', () => {
    for (const id of ['create-name', 'create-owner', 'create-bot']) {
      expect(dialog.querySelector(`label[for="${id}"]`)?.textContent).not.toBe('');
    }
    const owner = field<HTMLSelectElement>('create-owner');
    expect(Array.from(owner.options, (option) => option.textContent)).toEqual([
      'Ava (ava.codes)',
      'Lars (legacy_lars)',
      'fresh.face',
    ]);
    expect(owner.value).toBe(FRESH.id);
    expect(field<HTMLInputElement>('create-bot').checked).toBe(true);
    expect(document.activeElement).toBe(field('create-name'));
  });

  it('says what is wrong with the name in an alert next to it, and sends nothing', async () => {
    field<HTMLInputElement>('create-name').value = 'x';
    submit();

    const error = field('create-name-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('A server name needs at least 2 characters.');
    expect(field('create-name').getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();

    const name = field<HTMLInputElement>('create-name');
    name.value = 'xy';
    name.dispatchEvent(new Event('input'));
    expect(error.textContent).toBe('');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it('creates the server through the control API and hands it on', async () => {
    field<HTMLInputElement>('create-name').value = '  Study Nook ';
    field<HTMLSelectElement>('create-owner').value = LARS.id;
    field<HTMLInputElement>('create-bot').checked = false;
    submit();

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('/guilds', {
      name: 'Study Nook',
      ownerId: LARS.id,
      withBot: false,
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Study Nook' }), false);
    expect(dialog.open).toBe(false);
  });

  it("keeps the dialog open with the emulator's answer when creating fails", async () => {
    api.post.mockRejectedValueOnce(new Error('No emulated user has the id 1'));
    field<HTMLInputElement>('create-name').value = 'Nook';
    submit();

    await vi.waitFor(() =>
      expect(field('create-status').textContent).toBe('No emulated user has the id 1'),
    );
    expect(field('create-status').getAttribute('role')).toBe('alert');
    expect(dialog.open).toBe(true);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
