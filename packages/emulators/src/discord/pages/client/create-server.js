import { runAction, showStatus } from './actions.js';
import { el } from './dom.js';
import { memberLabel } from './members.js';

/** What is wrong with a server name, by the control API's (and Discord's) limits; null if none. */
export function serverNameProblem(name) {
  const length = name.trim().length;
  if (length === 0) return 'Give the server a name.';
  if (length < 2) return 'A server name needs at least 2 characters.';
  if (length > 100) return 'A server name can have at most 100 characters.';
  return null;
}

/**
 * Who owns a new server unless changed: the person picked to act on this
 * page; else the newest account that owns no server yet, which in a demo is
 * whoever just signed in with Discord; else the person acting.
 */
export function defaultOwnerId({ users, guilds, pickedId, actingId }) {
  const ids = new Set(users.filter((user) => !user.bot).map((user) => user.id));
  if (ids.has(pickedId)) return pickedId;
  const owners = new Set(guilds.map((guild) => guild.ownerId));
  let newest = null;
  for (const id of ids) {
    if (!owners.has(id) && (newest === null || BigInt(id) > BigInt(newest))) newest = id;
  }
  return newest ?? (ids.has(actingId) ? actingId : null);
}

function showNameProblem(input, error, problem) {
  showStatus(error, problem ?? '');
  if (problem) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * The "Create a server" dialog: opens from `opener`, lists the accounts as
 * owners (`acting()` names who was picked and who acts, for the default),
 * and creates the server through the control API; `onCreated` gets the new
 * guild and whether the bot was added. Problems stay in the dialog.
 */
export function createServerForm({ dialog, opener, api, acting, onCreated }) {
  const byId = (id) => dialog.querySelector(`#${id}`);
  const form = byId('create-form');
  const name = byId('create-name');
  const nameError = byId('create-name-error');
  const owner = byId('create-owner');
  const withBot = byId('create-bot');
  const status = byId('create-status');
  const submit = form.querySelector('button[type="submit"]');
  let submitted = false;

  async function open() {
    form.reset();
    submitted = false;
    showNameProblem(name, nameError, null);
    showStatus(status, '');
    try {
      const [users, guilds] = await Promise.all([api.get('/users'), api.get('/guilds')]);
      const people = users.filter((user) => !user.bot);
      owner.replaceChildren(
        ...people.map((user) => el('option', { value: user.id }, memberLabel(user, user.id))),
      );
      owner.value = defaultOwnerId({ users: people, guilds, ...acting() }) ?? '';
    } catch (error) {
      showStatus(status, `Could not list the accounts: ${error.message}`, 'error');
    }
    dialog.showModal();
    name.focus();
  }

  async function create(event) {
    event.preventDefault();
    submitted = true;
    const problem = serverNameProblem(name.value);
    showNameProblem(name, nameError, problem);
    if (problem) {
      name.focus();
      return;
    }
    await runAction({ control: submit, status, pending: 'Creating the server…' }, async () => {
      const guild = await api.post('/guilds', {
        name: name.value.trim(),
        ownerId: owner.value || undefined,
        withBot: withBot.checked,
      });
      showStatus(status, '');
      dialog.close();
      onCreated(guild, withBot.checked);
    });
  }

  opener.addEventListener('click', () => void open());
  form.addEventListener('submit', create);
  // Once a submit has shown a problem, the message follows the typing until it is fixed.
  name.addEventListener('input', () => {
    if (submitted) showNameProblem(name, nameError, serverNameProblem(name.value));
  });
  byId('create-cancel').addEventListener('click', () => dialog.close());
}
