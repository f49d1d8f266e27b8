import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { PricingFaq } from './pricing-faq.tsx';

describe('PricingFaq', () => {
  it('answers how to get help with the support address from the settings', async () => {
    stubFetch({
      '/api/config/public': fixtures.publicConfig({ supportEmail: 'help@guildsmith.example' }),
    });
    renderWithRouter(<PricingFaq />);
    await userEvent.click(
      await screen.findByText('How do I get help?', undefined, { timeout: 5000 }),
    );
    expect(screen.getByRole('link', { name: 'help@guildsmith.example' })).toHaveAttribute(
      'href',
      'mailto:help@guildsmith.example',
    );
    expect(screen.getByText(/add the order number from your receipt/)).toBeVisible();
  });
});
