import type { User } from '@guildsmith/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const config = fixtures.publicConfig({
  demoMode: true,
  botInviteUrl: 'http://localhost/sandbox/discord/oauth2/authorize?permissions=8',
  stripePublishableKey: 'pk_test_demo',
  stripeSandboxUrl: '/sandbox/stripe',
  paypalClientId: 'demo',
});

const user = fixtures.user();

/** Answers the API like the server would, and records what the page sent. */
function stubApi(answers: { user?: User | (() => User) } = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    // Our API gets JSON; the Stripe emulator gets a form, as Stripe.js sends it.
    const body =
      init?.body instanceof URLSearchParams
        ? Object.fromEntries(init.body)
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined;
    calls.push({ url, method, body });
    if (url === '/api/config/public') return Response.json(config);
    if (url === '/sandbox/stripe/v1/payment_intents/pi_1/confirm') {
      const number = (body as Record<string, string>)['payment_method_data[card][number]'];
      if (number === '4000000000000002') {
        return Response.json(
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          },
          { status: 402 },
        );
      }
      return Response.json({ id: 'pi_1', status: 'succeeded', next_action: null });
    }
    if (url === '/api/auth/user' && answers.user) {
      return Response.json(typeof answers.user === 'function' ? answers.user() : answers.user);
    }
    if (url === '/api/profile/email/resend-confirmation') {
      return Response.json(fixtures.emailConfirmationSent(), { status: 202 });
    }
    if (url === '/api/styles/count') {
      return Response.json(fixtures.styleCount());
    }
    if (url === '/api/create-payment-intent') {
      return Response.json(
        fixtures.paymentIntent({ clientSecret: 'pi_1_secret_2', amount: 19.99 }),
      );
    }
    if (url === '/api/profile/email') {
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      return Response.json(
        fixtures.contactEmail({
          user: fixtures.user({ email, emailVerified: false }),
          confirmationSent: true,
        }),
      );
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('checkout', ROUTE_TEST, () => {
  it('sends a visitor without a plan home', async () => {
    stubApi();
    const { router } = renderWithRouter(routes, { initialEntries: ['/checkout'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('shows Invalid Plan for an unknown plan', async () => {
    stubApi();
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=platinum'] });
    expect(
      await screen.findByRole('heading', { name: 'Invalid Plan' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The plan "platinum" you requested was not found.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('asks a signed-out buyer of a paid plan to connect Discord', async () => {
    stubApi();
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=premium'] });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Discord Authentication Required' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Discord' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers the free license to a signed-out visitor', async () => {
    stubApi();
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=free'] });
    expect(
      await screen.findByRole('heading', { name: 'Get Your Free License' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Discord Account' })).toBeEnabled();
  });

  it("names Starter's support as its plan card does, not as Priority", async () => {
    saveToken('a.b.c', true);
    stubApi({ user });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=starter'] });
    const summary = await screen.findByRole(
      'complementary',
      { name: 'Order summary' },
      { timeout: 5000 },
    );
    expect(within(summary).getByText('E-mail support')).toBeInTheDocument();
    expect(within(summary).queryByText('Priority support')).not.toBeInTheDocument();
  });

  it('prepares a server-priced payment and shows the summary, methods and pay-later dates', async () => {
    saveToken('a.b.c', true);
    const calls = stubApi({ user });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=premium'] });

    expect(
      await screen.findByText('Connected as ava.codes', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const intent = calls.find((call) => call.url === '/api/create-payment-intent');
    expect(intent?.body).toEqual({ plan: 'premium' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText('88 styles included')).toBeInTheDocument();
    expect(within(summary).getByText('Priority support')).toBeInTheDocument();
    expect(within(summary).getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Pay later' }));
    const schedule = await screen.findByRole('list', { name: 'Payment schedule' });
    const parts = within(schedule).getAllByRole('listitem');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toHaveTextContent('$5.02Today');
    expect(parts[3]).toHaveTextContent('$4.99');
    const inSixWeeks = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
      new Date(Date.now() + 42 * 24 * 3600 * 1000),
    );
    expect(parts[3]).toHaveTextContent(inSixWeeks);
  });

  it('says before payment that a lower plan leaves the account as it is and its key is for another server', async () => {
    saveToken('a.b.c', true);
    const until = new Date('2031-05-04T12:00:00Z');
    stubApi({ user: fixtures.user({ plan: 'premium', planExpiresAt: until.toISOString() }) });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=starter'] });

    const notice = await screen.findByRole(
      'region',
      { name: 'You already have Premium' },
      { timeout: 5000 },
    );
    expect(notice).toHaveTextContent(
      'Your account keeps Premium until May 4, 2031: buying Starter does not change it.',
    );
    expect(notice).toHaveTextContent(
      'The Starter license key you receive is for another server: the server you activate it in is set up with Starter.',
    );
    expect(screen.getByRole('button', { name: 'Pay $19.99' })).toBeEnabled();
  });

  it('says nothing of the kind when the plan bought is the same or higher', async () => {
    saveToken('a.b.c', true);
    const until = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
    stubApi({ user: fixtures.user({ plan: 'premium', planExpiresAt: until }) });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=premium'] });
    expect(
      await screen.findByRole('button', { name: 'Pay $19.99' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You already have/)).not.toBeInTheDocument();
  });

  it('names the card brand as the number is typed', async () => {
    saveToken('a.b.c', true);
    stubApi({ user });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=premium'] });
    const number = await screen.findByLabelText('Card number', {}, { timeout: 5000 });
    expect(number).not.toHaveAccessibleDescription();
    await userEvent.type(number, '42');
    expect(number).toHaveAccessibleDescription('Visa');
    await userEvent.clear(number);
    await userEvent.type(number, '3782');
    expect(number).toHaveAccessibleDescription('American Express');
    await userEvent.clear(number);
    await userEvent.type(number, '5555');
    expect(screen.getByText('Mastercard')).toBeInTheDocument();
  });

  it('refuses a mistyped card before anything is sent', async () => {
    saveToken('a.b.c', true);
    const calls = stubApi({ user });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=premium'] });
    await userEvent.type(
      await screen.findByLabelText('Card number', {}, { timeout: 5000 }),
      '4242424242424241',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(screen.getByText('Enter a valid card number.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/sandbox/stripe'))).toBe(false);
  });

  it('shows a decline at the card form, then takes another card for the same payment', async () => {
    saveToken('a.b.c', true);
    const calls = stubApi({ user });
    const { router } = renderWithRouter(routes, { initialEntries: ['/checkout?plan=premium'] });
    const number = await screen.findByLabelText('Card number', {}, { timeout: 5000 });
    await userEvent.type(number, '4000000000000002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));

    const form = number.closest('form') as HTMLFormElement;
    const declined = await within(form).findByRole('alert');
    expect(declined).toHaveTextContent('Your card was declined.');
    // Reported once, at the card: no toast, and the buyer is back at the card number.
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription('Your card was declined. Visa');
    expect(router.state.location.pathname).toBe('/checkout');

    await userEvent.clear(number);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you! Taking you to your purchase confirmation…'),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/purchase-success?plan=premium',
        ),
      { timeout: 5000 },
    );
    const confirms = calls.filter((call) => call.url.startsWith('/sandbox/stripe/'));
    expect(confirms.map((call) => call.url)).toEqual([
      '/sandbox/stripe/v1/payment_intents/pi_1/confirm',
      '/sandbox/stripe/v1/payment_intents/pi_1/confirm',
    ]);
    expect(confirms.map((call) => (call.body as Record<string, string>).client_secret)).toEqual([
      'pi_1_secret_2',
      'pi_1_secret_2',
    ]);
    expect(calls.filter((call) => call.url === '/api/create-payment-intent')).toHaveLength(1);
  });

  it('questions a mistyped mail domain before a paid key goes to it', async () => {
    saveToken('a.b.c', true);
    const calls = stubApi({ user: fixtures.user({ email: null, emailVerified: false }) });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=starter'] });

    const field = await screen.findByLabelText('E-mail address', {}, { timeout: 5000 });
    const send = screen.getByRole('button', { name: 'Send confirmation link' });
    await userEvent.type(field, 'ava@gmial.com');
    await userEvent.click(send);
    expect(screen.getByText('Did you mean ava@gmail.com?').closest('[role=status]')).not.toBeNull();
    expect(field).toHaveAccessibleDescription(/Did you mean ava@gmail\.com\?/);
    expect(calls.some((call) => call.url === '/api/profile/email')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Use ava@gmail.com' }));
    expect(field).toHaveValue('ava@gmail.com');
    expect(field).toHaveFocus();
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    const again = screen.getByLabelText('E-mail address');
    await userEvent.clear(again);
    await userEvent.type(again, 'ava@gmial.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByText('Did you mean ava@gmail.com?')).toBeInTheDocument();
    // Sent again as typed, the address is meant.
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url === '/api/profile/email').map((call) => call.body),
    ).toEqual([{ email: 'ava@gmail.com' }, { email: 'ava@gmial.com' }]);
  });

  it('asks a buyer without a confirmed e-mail for an address, then waits for the e-mailed link', async () => {
    saveToken('a.b.c', true);
    let confirmed = false;
    const calls = stubApi({
      user: () =>
        fixtures.user({
          email: confirmed ? 'new@example.com' : null,
          emailVerified: confirmed,
        }),
    });
    renderWithRouter(routes, { initialEntries: ['/checkout?plan=starter'] });

    const field = await screen.findByLabelText('E-mail address', {}, { timeout: 5000 });
    const order = screen.getByRole('region', { name: 'Order summary' });
    expect(within(order).getByText('Starter')).toBeInTheDocument();
    expect(within(order).getByText('$4.99')).toBeInTheDocument();
    expect(within(order).getByText('One-time purchase · 30 days of access')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await userEvent.type(field, 'typo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a confirmation link to typo@example.com. Open it to confirm the address, and checkout continues here by itself.',
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('return_target')).toBe('/checkout?plan=starter');

    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    const again = screen.getByLabelText('E-mail address');
    expect(again).toHaveValue('typo@example.com');
    await userEvent.clear(again);
    await userEvent.type(again, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText(/We sent a confirmation link to new@example\.com/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('Link sent again')).toBeInTheDocument();
    expect(
      screen.getByText('A new confirmation link is on its way to new@example.com.'),
    ).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url === '/api/profile/email').map((call) => call.body),
    ).toEqual([{ email: 'typo@example.com' }, { email: 'new@example.com' }]);
    expect(calls.some((call) => call.url === '/api/profile/email/resend-confirmation')).toBe(true);
    expect(calls.some((call) => call.url === '/api/create-payment-intent')).toBe(false);

    // The link is opened elsewhere; the page notices on its next look at the account.
    confirmed = true;
    expect(
      await screen.findByRole('button', { name: 'Pay $19.99' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Connected as ava.codes')).toBeInTheDocument();
    expect(sessionStorage.getItem('return_target')).toBeNull();
  });
});
