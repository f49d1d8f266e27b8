import { expect, type Page } from '@playwright/test';

/** Shared by the money journeys: the demo mailbox, first sign-ins, and the demo card form. */

export const KEY_PATTERN = /TPL(?:-[0-9A-Z]{5}){4}/;

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Every message in the demo mailbox addressed to someone whose address contains `fragment`. */
export async function mailTo(page: Page, fragment: string): Promise<MailMessage[]> {
  const response = await page.request.get('/sandbox/mail/api/messages');
  const messages = (await response.json()) as MailMessage[];
  return messages.filter((message) => message.to.some((to) => to.includes(fragment)));
}

/** The address-confirmation link e-mailed to `address`, once it has arrived (up to 15 s). */
export async function confirmationLinkFor(page: Page, address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(page, address))[0];
        link = mail?.text.match(/https?:\/\/\S+\/confirm-email\?token=[^\s<>"')]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** The messages that carry a license key (a key e-mail may quote its key more than once). */
export function keyMails(messages: MailMessage[]): MailMessage[] {
  return messages.filter((message) => KEY_PATTERN.test(message.text));
}

/** A new Discord account typed on the emulator's consent page (the sign-in already started). */
export async function authorizeNewAccount(page: Page, username: string) {
  await page.getByLabel('Or a new account').fill(username);
  await page.getByRole('button', { name: 'Authorize' }).click();
}

/** The welcome dialog opens once a profile exists; skipping it keeps the page usable. */
export async function skipOnboarding(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

export async function pay(page: Page) {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

// --- The Discord sandbox journeys: a key bought by a new account, and a server of theirs. ---

/** Buys `plan` as a new Discord account, from signing in to the key in the demo mailbox. */
export async function buyKeyAsNewAccount(page: Page, plan: string, username: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(`/checkout?plan=${plan}`)}`);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await authorizeNewAccount(page, username);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?plan=${plan}$`));
  await skipOnboarding(page);
  await fillCard(page, '4242 4242 4242 4242');
  await pay(page);
  await expect(page).toHaveURL(new RegExp(`/purchase-success\\?plan=${plan}$`));
  return keyMailedTo(page, username);
}

/** The license key e-mailed to `username`, once its e-mail has arrived (up to 15 s). */
export async function keyMailedTo(page: Page, username: string): Promise<string> {
  let key = '';
  await expect
    .poll(
      async () => {
        const [mail] = keyMails(await mailTo(page, username));
        key = KEY_PATTERN.exec(mail?.text ?? '')?.[0] ?? '';
        return key;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return key;
}

/** A new emulated Discord server owned by the account named `username`; answers its id. */
export async function createSandboxGuild(page: Page, name: string, username: string) {
  const users = (await (await page.request.get('/sandbox/discord/control/users')).json()) as {
    id: string;
    username: string;
  }[];
  const owner = users.find((user) => user.username === username);
  expect(owner, `${username} has a Discord account`).toBeDefined();
  const created = await page.request.post('/sandbox/discord/control/guilds', {
    data: { name, ownerId: owner?.id },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

// --- Signing in: a new Discord account, or an admin at the admin portal. ---

/** A first sign-in as a new Discord account: profile setup skipped, on `returnTo`, welcome dialog closed. */
export async function signInAsNewAccount(page: Page, username: string, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await authorizeNewAccount(page, username);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(returnTo);
  await skipOnboarding(page);
}

/**
 * Username and password at `/admin-portal` (an admin without an authenticator app), landing on
 * the admin dashboard. Every attempt counts against the address's 20 admin sign-ins in 15 minutes.
 */
export async function signInAsAdmin(page: Page, admin: { username: string; password: string }) {
  await page.goto('/admin-portal');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}
