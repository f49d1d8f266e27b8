import type { License, Purchase } from '@guildsmith/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

interface Answers {
  licenses?: License[];
  purchases?: Purchase[] | 'error';
}

/** The dashboard's API; records the POSTs, and a replaced key turns up revoked in the next list. */
function stubApi(answers: Answers) {
  const posts: string[] = [];
  let licenses = answers.licenses ?? [];
  let purchasesAsked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'POST') {
        posts.push(url);
        const replaced = /^\/api\/licenses\/(\w+)\/replace$/.exec(url)?.[1];
        if (replaced) {
          licenses = [
            fixtures.license({ id: 'new', maskedKey: 'TPL-•••••-•••••-•••••-NEW1' }),
            ...licenses.map((license) =>
              license.id === replaced
                ? fixtures.license({
                    ...license,
                    status: 'revoked',
                    revokedReason: 'replaced',
                    resendable: false,
                  })
                : license,
            ),
          ];
          return Response.json(fixtures.licenseId({ id: 'new' }), { status: 201 });
        }
        return Response.json(fixtures.licenseId({ id: url.split('/')[3] }));
      }
      if (url === '/api/auth/user') return Response.json(fixtures.user());
      if (url === '/api/config/public') return Response.json(fixtures.publicConfig());
      if (url === '/api/licenses') return Response.json(fixtures.licenses({ licenses }));
      if (url === '/api/purchases') {
        purchasesAsked += 1;
        if (answers.purchases === 'error' && purchasesAsked === 1) {
          return Response.json(
            { error: { code: 'INTERNAL', message: 'Something broke' } },
            { status: 500 },
          );
        }
        return Response.json(
          fixtures.purchases({
            purchases: answers.purchases === 'error' ? [] : (answers.purchases ?? []),
          }),
        );
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return posts;
}

async function licenseCard() {
  return screen.findByRole('region', { name: 'Your license keys' }, { timeout: 5000 });
}

describe('dashboard license keys', ROUTE_TEST, () => {
  it('re-sends the same key and says where it went', async () => {
    saveToken('a.b.c', true);
    const posts = stubApi({
      licenses: [fixtures.license({ id: 'k1', maskedKey: 'TPL-•••••-•••••-•••••-AB12' })],
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    const card = await licenseCard();
    const row = (await within(card).findByText('TPL-•••••-•••••-•••••-AB12')).closest('li');
    expect(row).toHaveTextContent('Premium · Not used yet');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Resend key' }));

    expect(await screen.findByText('Key sent again')).toBeInTheDocument();
    expect(screen.getByText('We sent the same key to ava@example.com again.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/licenses/k1/resend']);
  });

  it('replaces a key only after the dialog is confirmed, then lists the old one as replaced', async () => {
    saveToken('a.b.c', true);
    const posts = stubApi({
      licenses: [fixtures.license({ id: 'k1', maskedKey: 'TPL-•••••-•••••-•••••-AB12' })],
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    const card = await licenseCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Replace my key' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Replace key TPL-•••••-•••••-•••••-AB12?',
    });
    expect(dialog).toHaveTextContent('this key stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Replace my key' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace key' }),
    );
    expect(await screen.findByText('New key sent')).toBeInTheDocument();
    expect(
      screen.getByText('A new key is on its way to ava@example.com. The old key no longer works.'),
    ).toBeInTheDocument();
    expect(posts).toEqual(['/api/licenses/k1/replace']);
    const old = (await within(card).findByText('Premium · Replaced by a new key')).closest('li');
    expect(old).toHaveTextContent('AB12');
    expect(within(old as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a key was revoked and offers only Replace for a key that cannot be re-sent', async () => {
    saveToken('a.b.c', true);
    stubApi({
      licenses: [
        fixtures.license({ id: 'k1', maskedKey: 'KEY-ONE1', resendable: false }),
        fixtures.license({
          id: 'k2',
          maskedKey: 'KEY-TWO2',
          status: 'revoked',
          revokedReason: 'refunded',
          resendable: false,
        }),
        fixtures.license({
          id: 'k3',
          maskedKey: 'KEY-THR3',
          status: 'revoked',
          revokedReason: 'disputed',
          resendable: false,
        }),
        fixtures.license({
          id: 'k4',
          maskedKey: 'KEY-FOU4',
          status: 'activated',
          resendable: false,
          serverId: '1310000000000000201',
        }),
      ],
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    const card = await licenseCard();
    const row = async (masked: string) =>
      (await within(card).findByText(masked)).closest('li') as HTMLElement;
    const first = await row('KEY-ONE1');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Replace my key']);
    expect(await row('KEY-TWO2')).toHaveTextContent('Premium · Revoked: payment refunded');
    expect(await row('KEY-THR3')).toHaveTextContent('Premium · Revoked: payment disputed');
    const activated = await row('KEY-FOU4');
    expect(activated).toHaveTextContent('Premium · Activated · server 1310000000000000201');
    expect(within(activated).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('dashboard purchases', ROUTE_TEST, () => {
  it('lists plan, amount, date and a badge for every status, with partial refunds', async () => {
    saveToken('a.b.c', true);
    stubApi({
      purchases: [
        fixtures.purchase({ id: 'p1', plan: 'lifetime', amount: 59.99 }),
        fixtures.purchase({ id: 'p2', status: 'pending', completedAt: null }),
        fixtures.purchase({ id: 'p3', status: 'failed', completedAt: null }),
        fixtures.purchase({
          id: 'p4',
          plan: 'starter',
          amount: 4.99,
          status: 'refunded',
          amountRefunded: 4.99,
        }),
        fixtures.purchase({ id: 'p5', plan: 'ultimate', amount: 39.99, amountRefunded: 10 }),
        fixtures.purchase({ id: 'p6', status: 'disputed' }),
        fixtures.purchase({ id: 'p7', status: 'canceled', completedAt: null }),
      ],
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    const card = await screen.findByRole('region', { name: 'Your purchases' }, { timeout: 5000 });
    const table = await within(card).findByRole('table', { name: 'Your purchases, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
      new Date('2026-11-20T10:00:00.000Z'),
    );
    expect(rows[0]).toHaveTextContent(`Lifetime$59.99 USD${date}Completed`);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Completed',
      'Pending',
      'Payment failed',
      'Refunded',
      'Partially refunded',
      'Disputed',
      'Canceled',
    ]);
    expect(rows[4]).toHaveTextContent('$39.99 USD$10.00 refunded');
    expect(rows[3]).not.toHaveTextContent('refunded$');
  });

  it('says when there are no purchases', async () => {
    saveToken('a.b.c', true);
    stubApi({ purchases: [] });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });
    const card = await screen.findByRole('region', { name: 'Your purchases' }, { timeout: 5000 });
    expect(
      await within(card).findByText('No purchases yet. Every plan you buy is listed here.'),
    ).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that loads the list', async () => {
    saveToken('a.b.c', true);
    stubApi({ purchases: 'error' });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });
    const card = await screen.findByRole('region', { name: 'Your purchases' }, { timeout: 5000 });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading…');

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Your purchases could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        within(card).getByText('No purchases yet. Every plan you buy is listed here.'),
      ).toBeInTheDocument(),
    );
  });
});
