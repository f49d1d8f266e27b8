import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster.tsx';
import { dismissToast, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  vi.useRealTimers();
  act(() => dismissToast());
});

describe('Toaster', () => {
  it('shows at most one toast: a new one replaces the visible one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied!', description: 'Bot invite link copied to clipboard' });
    });
    expect(screen.getByText('Copied!')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Payment Failed', description: 'Card declined', variant: 'destructive' });
    });
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('closes after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message sent' });
    });
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Export Complete' });
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Export Complete')).not.toBeInTheDocument();
  });

  it('labels the viewport with its F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('loads lazily with the first toast', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Profile saved successfully!' });
    });
    expect(await screen.findByText('Profile saved successfully!')).toBeInTheDocument();
  });
});
