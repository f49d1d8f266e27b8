import { formatUsd, PLANS } from '@guildsmith/core';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '@/i18n/index.ts';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { ChosenPlan } from './checkout/chosen-plan.tsx';
import { OrderSummary } from './checkout/order-summary.tsx';
import { PlanCard } from './plan-card.tsx';

const counts = fixtures.styleCount({
  total: 130,
  byPlan: { free: 1, starter: 50, premium: 88, ultimate: 105, lifetime: 130 },
});

const lines = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/**
 * Pricing cards (on /pricing and the landing) and the checkout summary are two
 * readings of the one catalogue: whatever the summary promises, the plan's card
 * lists as included, and nothing the card marks not included is sold at checkout.
 */
describe('plan facts on the card and in the checkout summary', () => {
  beforeAll(() => loadPageMessages());

  it('names every plan as the catalogue does', () => {
    expect(PLANS.map((plan) => i18n.t(`plans.${plan.id}`, { lng: 'en' }))).toEqual(
      PLANS.map((plan) => plan.name),
    );
  });

  it('gives every plan the catalogue’s tagline in English', () => {
    expect(PLANS.map((plan) => i18n.t(`planTaglines.${plan.id}`, { lng: 'en' }))).toEqual(
      PLANS.map((plan) => plan.description),
    );
  });

  it.each(PLANS.filter((plan) => plan.price > 0).map((plan) => [plan.id, plan] as const))(
    '%s says the same on both',
    async (_id, plan) => {
      stubFetch({ '/api/styles/count': counts });
      renderWithRouter(
        <>
          <PlanCard plan={plan} templateCount={counts.byPlan[plan.id]} currentPlan={null} />
          <OrderSummary plan={plan} username="ava.codes" email="ava@example.com" />
          <ChosenPlan plan={plan} />
        </>,
      );
      const card = await screen.findByRole('article');
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      await within(summary).findByText(`${counts.byPlan[plan.id]} styles included`);
      const cardLines = lines(card);
      const [styles, ...promised] = lines(summary);

      expect(styles).toBe(`${counts.byPlan[plan.id]} styles included`);
      expect(cardLines).toContain(`${counts.byPlan[plan.id]} templates`);
      for (const promise of promised) {
        expect(cardLines, `${plan.id}: "${promise}" on the card`).toContain(promise);
      }
      const excluded = plan.features.filter((feature) => !feature.included);
      for (const line of cardLines.filter((text) => text.endsWith('(Not included)'))) {
        const label = line.replace(' (Not included)', '');
        expect(promised, `${plan.id}: "${label}" is not sold`).not.toContain(label);
      }
      expect(cardLines.filter((text) => text.endsWith('(Not included)'))).toHaveLength(
        excluded.length,
      );
      expect(within(card).getByText(formatUsd(plan.price))).toBeInTheDocument();
      expect(within(summary).getAllByText(formatUsd(plan.price)).length).toBeGreaterThan(0);
      // The e-mail gate before payment names the same plan, price and access.
      const gate = screen.getByRole('region', { name: 'Order summary' });
      const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
      expect(within(gate).getByText(name)).toBeInTheDocument();
      expect(within(summary).getByText(name)).toBeInTheDocument();
      expect(within(gate).getByText(formatUsd(plan.price))).toBeInTheDocument();
      const access = within(summary).getByText(/^One-time purchase/).textContent;
      expect(within(gate).getByText(/^One-time purchase/)).toHaveTextContent(access ?? '');
    },
  );
});
