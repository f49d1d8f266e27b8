import { expect, test } from '@playwright/test';

// Sign-up, the mailbox and two page loads of the link: slower than the default allows.
test.describe.configure({ timeout: 90_000 });

interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

test('newsletter: both validation messages, the success view, and the e-mailed confirm link opening the app page', async ({
  page,
}) => {
  const address = `reader.${Date.now()}@example.com`;
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.scrollIntoViewIfNeeded();
  const field = form.getByLabel('E-mail address');
  const subscribe = form.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your email address.');
  await field.fill('reader at example.com');
  await subscribe.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await field.fill(address);
  await subscribe.click();

  await expect(page.getByText('Successfully subscribed!')).toBeVisible();
  await expect(page.getByText('Check your e-mail to confirm')).toBeVisible();
  await expect(form).toHaveCount(0);

  let confirmUrl = '';
  await expect
    .poll(
      async () => {
        const messages = (await (
          await page.request.get('/sandbox/mail/api/messages')
        ).json()) as MailMessage[];
        const mail = messages.find((message) => message.to.some((to) => to.includes(address)));
        confirmUrl =
          mail?.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=[^\s<>"')]+/)?.[0] ??
          '';
        return confirmUrl;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  // The server acts on the link and the app's own page, in its theme, says what happened.
  await page.goto(confirmUrl);
  await expect(page).toHaveURL(/\/newsletter\/confirm\?outcome=confirmed$/);
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto(confirmUrl);
  await expect(page.getByRole('heading', { name: 'You are already subscribed' })).toBeVisible();
});
