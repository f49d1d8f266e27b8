import { getPlan } from '@guildsmith/core';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '@/i18n/index.ts';
import de from '@/i18n/locales/de.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { PlanCard } from './plan-card.tsx';

describe('a plan card in German', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('de', 'translation', de);
    await i18n.changeLanguage('de');
    await loadPageMessages();
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('writes the price the German way and says the tagline and counts in German', () => {
    stubFetch({});
    renderWithRouter(<PlanCard plan={getPlan('premium')} templateCount={1} currentPlan={null} />);
    const card = screen.getByRole('article');
    // Testing Library reads the no-break space Intl puts before the sign as a space.
    expect(within(card).getByText('19,99 $')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Verifizierung, Tickets und umfangreichere Layouts für wachsende Server.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('1 Vorlage')).toBeInTheDocument();
    expect(within(card).getByText('Bis zu 40 Kanäle pro Aufbau')).toBeInTheDocument();
  });

  it('rounds the lifetime savings claim to whole dollars', () => {
    stubFetch({});
    renderWithRouter(
      <PlanCard plan={getPlan('lifetime')} templateCount={130} currentPlan={null} />,
    );
    expect(
      within(screen.getByRole('article')).getByText(/^Über 200 \$ gespart/),
    ).toBeInTheDocument();
  });
});
