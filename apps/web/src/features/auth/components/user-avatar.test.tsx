import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { UserAvatar } from './user-avatar.tsx';

describe('UserAvatar', () => {
  it("loads the Discord avatar from the deployment's CDN", async () => {
    stubFetch({
      '/api/config/public': fixtures.publicConfig({
        discordCdnUrl: 'http://localhost:3000/sandbox/discord',
      }),
    });
    const user = fixtures.user({ discordId: '1310000000000000101', avatar: 'abc' });
    const { container } = renderWithRouter(<UserAvatar user={user} size={32} />);
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute(
        'src',
        'http://localhost:3000/sandbox/discord/avatars/1310000000000000101/abc.png?size=32',
      ),
    );
  });

  it('shows the initials of an account without a picture', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig() });
    const user = fixtures.user({ firstName: 'Nia', avatar: null, profilePicture: null });
    const { container, findByText } = renderWithRouter(<UserAvatar user={user} size={256} />);
    expect(await findByText('N')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
