import type { AdminChatMessage } from '@guildsmith/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { adminFixtures, fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const admin = fixtures.user({ id: 'a1', username: 'root.admin', role: 'admin' });

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The admin API as an admin sees it; records the chat messages sent. */
function stubAdminApi({ messages = [] as AdminChatMessage[] } = {}) {
  const sent: unknown[] = [];
  const answers: Record<string, unknown> = {
    '/api/auth/user': admin,
    '/api/admin/stats': adminFixtures.stats(),
    '/api/admin/security-metrics': adminFixtures.securityMetrics(),
    '/api/admin/recent-purchases': adminFixtures.recentPurchases({
      purchases: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id, index) =>
        adminFixtures.purchase({ id, user: { id: `u${index}`, username: `buyer${index + 1}` } }),
      ),
    }),
    '/api/admin/active-users': adminFixtures.activeUsers({
      users: [adminFixtures.activeUser({ username: 'ava.codes', plan: 'lifetime' })],
    }),
    '/api/admin/messages': adminFixtures.messages({ messages }),
    '/api/admin/events-ticket': adminFixtures.eventsTicket(),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (url === '/api/admin/send-message') {
      const body = JSON.parse(String(init?.body)) as { message: string };
      sent.push(body);
      return Response.json(
        adminFixtures.messageSent({
          chatMessage: adminFixtures.chatMessage({
            id: `sent-${sent.length}`,
            message: body.message,
            user: { id: 'a1', username: 'root.admin', avatar: null },
          }),
        }),
        { status: 201 },
      );
    }
    return url in answers
      ? Response.json(answers[url])
      : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

describe('/admin-dashboard access', ROUTE_TEST, () => {
  it('tells a signed-out visitor no, with a way home', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(
      fetchMock.mock.calls.map(([input]) => urlOf(input)).filter((url) => url.startsWith('/api/')),
    ).not.toContain('/api/admin/stats');
  });

  it('tells a signed-in user who is not an admin no, and asks the admin API nothing', async () => {
    saveToken('a.b.c', true);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      urlOf(input) === '/api/auth/user'
        ? Response.json(fixtures.user())
        : Response.json({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, { status: 403 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(asked).toContain('/api/auth/user');
    expect(asked.filter((url) => url.startsWith('/api/admin/'))).toEqual([]);
  });
});

describe('/admin-dashboard for an admin', ROUTE_TEST, () => {
  it('shows the figures, five recent purchases and the active users from the API', async () => {
    saveToken('a.b.c', true);
    stubAdminApi();
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });

    const stats = await screen.findByRole('region', { name: 'Overview' }, { timeout: 5000 });
    expect(await within(stats).findByText('1,284')).toBeInTheDocument();
    expect(within(stats).getByText('$15,234.50')).toBeInTheDocument();
    expect(within(stats).getByText('342')).toBeInTheDocument();

    const security = screen.getByRole('region', { name: 'Security' });
    expect(await within(security).findByText('3')).toBeInTheDocument();
    expect(within(security).getByText('2 in 24 h · 9 in 7 days')).toBeInTheDocument();
    expect(within(security).getByText('0 in 24 h · 3 in 7 days')).toBeInTheDocument();

    const purchases = screen.getByRole('region', { name: 'Recent purchases' });
    expect(await within(purchases).findAllByRole('listitem')).toHaveLength(5);
    expect(within(purchases).queryByText('buyer6')).not.toBeInTheDocument();

    const users = screen.getByRole('region', { name: 'Active users' });
    expect(await within(users).findByText('ava.codes')).toBeInTheDocument();
    expect(within(users).getByText('Shining Lifetime')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
  });

  it('shows an error with a retry when a card cannot load', async () => {
    saveToken('a.b.c', true);
    const { fetchMock } = stubAdminApi();
    const answer = fetchMock.getMockImplementation();
    let statsAsked = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (urlOf(input) === '/api/admin/stats' && ++statsAsked === 1) {
        return Response.json({ error: { code: 'INTERNAL', message: 'Broke' } }, { status: 500 });
      }
      return (answer as NonNullable<typeof answer>)(input, init);
    });
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });

    const stats = await screen.findByRole('region', { name: 'Overview' }, { timeout: 5000 });
    expect(await within(stats).findByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(within(stats).getByRole('button', { name: 'Try again' }));
    expect(await within(stats).findByText('1,284')).toBeInTheDocument();
  });
});

describe('/admin-dashboard chat', ROUTE_TEST, () => {
  async function chat() {
    const region = await screen.findByRole(
      'region',
      { name: 'Admin live chat' },
      { timeout: 5000 },
    );
    const box = await within(region).findByLabelText('Message to all admins');
    return { region, box };
  }

  it('sends the trimmed text on Enter, shows it and says so', async () => {
    saveToken('a.b.c', true);
    const { sent } = stubAdminApi();
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    const { region, box } = await chat();

    expect(
      within(region).getByText('No messages yet. Say hello to the other admins.'),
    ).toBeInTheDocument();
    await user.type(box, '   hello team  {Enter}');

    await waitFor(() => expect(sent).toEqual([{ message: 'hello team' }]));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('Your message has been sent to all admins')).toBeInTheDocument();
    expect(await within(region).findByText('hello team')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('adds a new line on Shift+Enter and sends nothing blank', async () => {
    saveToken('a.b.c', true);
    const { sent } = stubAdminApi();
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    const { region, box } = await chat();

    await user.type(box, '    {Enter}');
    expect(within(region).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(sent).toEqual([]);

    await user.type(box, '{Enter}');
    await waitFor(() => expect(sent).toEqual([{ message: 'line one\nline two' }]));
  });

  it('shows messages as text, never as markup', async () => {
    saveToken('a.b.c', true);
    stubAdminApi({
      messages: [adminFixtures.chatMessage({ message: '<img src=x onerror=alert(1)>' })],
    });
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    const { region } = await chat();
    expect(await within(region).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(region.querySelector('img')).toBeNull();
  });

  it('says so in a toast when sending fails, and keeps the text', async () => {
    saveToken('a.b.c', true);
    const { fetchMock } = stubAdminApi();
    const answer = fetchMock.getMockImplementation() as NonNullable<
      ReturnType<typeof fetchMock.getMockImplementation>
    >;
    fetchMock.mockImplementation(async (input, init) =>
      urlOf(input) === '/api/admin/send-message'
        ? Response.json({ error: { code: 'INTERNAL', message: 'Broke' } }, { status: 500 })
        : answer(input, init),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    const { box } = await chat();
    await user.type(box, 'are you there?{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(box).toHaveValue('are you there?');
  });
});

/** A stand-in for the browser's EventSource that a test drives. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: { data: string }) => void>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) });
  }
}

describe('/admin-dashboard live chat stream', ROUTE_TEST, () => {
  it('opens the stream with a ticket, shows pushed messages, and polls once it fails', async () => {
    saveToken('a.b.c', true);
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    stubAdminApi();
    renderWithRouter(routes, { initialEntries: ['/admin-dashboard'] });
    const region = await screen.findByRole(
      'region',
      { name: 'Admin live chat' },
      { timeout: 5000 },
    );

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    expect(stream.url).toBe('/api/admin/events?ticket=ticket-1');
    stream.onopen?.();
    expect(
      await within(region).findByText('Live: new messages appear as they are sent.'),
    ).toBeInTheDocument();

    stream.emit('chat-message', adminFixtures.chatMessage({ id: 'm9', message: 'pushed to you' }));
    expect(await within(region).findByText('pushed to you')).toBeInTheDocument();
    // One that breaks the contract is never shown.
    stream.emit('chat-message', { id: 'm10', message: 'no author' });

    stream.onerror?.();
    expect(stream.closed).toBe(true);
    expect(
      await within(region).findByText('Checking for new messages every 5 seconds.'),
    ).toBeInTheDocument();
    expect(within(region).queryByText('no author')).not.toBeInTheDocument();
  });
});
