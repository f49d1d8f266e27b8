import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/toast-store.ts';
import { Toaster } from '@/components/ui/toast/toaster.tsx';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { FeedbackButton } from './feedback-button.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';

afterEach(() => {
  act(() => dismissToast());
});

function renderDialog(onClose = vi.fn()) {
  renderWithRouter(
    <>
      <FeedbackDialog open onClose={onClose} />
      <Toaster />
    </>,
  );
  return onClose;
}

const submitButton = () =>
  within(screen.getByRole('dialog')).getByRole('button', { name: 'Send feedback' });

describe('FeedbackDialog', () => {
  it('keeps submit disabled until a category and a non-blank message are given', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderDialog();

    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(
      screen.getByText('Please select a category and enter your message.'),
    ).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription(
      'Please select a category and enter your message.',
    );

    await user.selectOptions(screen.getByLabelText('Category'), 'Feature Request');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '    ');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Message'), 'A style for book clubs');
    expect(submitButton()).toBeEnabled();
    expect(
      screen.queryByText('Please select a category and enter your message.'),
    ).not.toBeInTheDocument();
  });

  it('lists the four categories with their labels', () => {
    renderDialog();
    const options = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select a category',
      'Bug Report',
      'Feature Request',
      'General Suggestion',
      'Praise',
    ]);
  });

  it('sends, thanks with a toast, clears and closes', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(fixtures.feedbackAccepted({ message: 'Thank you for your feedback!' }), {
        status: 202,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const onClose = renderDialog();

    await user.selectOptions(screen.getByLabelText('Category'), 'bug');
    await user.type(screen.getByLabelText('Message'), '  The dry run shows twice  ');
    await user.click(submitButton());

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/feedback');
    expect(JSON.parse(String(init.body))).toEqual({
      category: 'bug',
      message: 'The dry run shows twice',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('stays open with the text and shows the error toast when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('upstream down', { status: 503 })),
    );
    const user = userEvent.setup();
    const onClose = renderDialog();

    await user.selectOptions(screen.getByLabelText('Category'), 'praise');
    await user.type(screen.getByLabelText('Message'), 'Love it');
    await user.click(submitButton());

    expect(
      await screen.findByText('Failed to send feedback. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Love it');
    expect(submitButton()).toBeEnabled();
  });
});

describe('FeedbackButton', () => {
  it('loads and opens the dialog on click, and closes it with the close button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeedbackButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus());
  });
});
