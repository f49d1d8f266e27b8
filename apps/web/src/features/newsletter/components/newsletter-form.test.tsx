import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/toast-store.ts';
import { Toaster } from '@/components/ui/toast/toaster.tsx';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

afterEach(() => {
  act(() => dismissToast());
});

function renderForm() {
  return renderWithRouter(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
}

/** A fetch whose answer the test releases, so the submitting state can be seen. */
function pendingFetch(response: Response) {
  let release = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(response);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: () => release() };
}

describe('NewsletterForm', () => {
  it('asks for an address when the field is empty, and for a valid one after a typo', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('E-mail address'), 'ava at example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes idle, submitting, then shows the success view in place of the form', async () => {
    const { fetchMock, release } = pendingFetch(
      Response.json(fixtures.newsletterSubscribed(), { status: 202 }),
    );
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('E-mail address'), ' Ava@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const busy = await screen.findByRole('button', { name: 'Subscribing…' });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ava@example.com' });

    release();
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your e-mail to confirm');
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('keeps the form and shows the failure toast when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('E-mail address'), 'ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ava@example.com');
    expect(screen.queryByText('Successfully subscribed!')).not.toBeInTheDocument();
  });
});
