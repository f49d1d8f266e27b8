import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageMessages } from '@/i18n/index.ts';
import { CategoryFilter } from './category-filter.tsx';

describe('the gallery category filter', () => {
  beforeAll(() => loadPageMessages());

  it('offers the categories in a labelled drop-down (phones) and as chips (wider screens)', async () => {
    const onSelect = vi.fn();
    render(
      <CategoryFilter categories={['gaming', 'music']} selected="music" onSelect={onSelect} />,
    );

    const select = screen.getByRole('combobox', { name: 'Categories' });
    expect(select).toHaveValue('music');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Gaming', 'Music']);
    await userEvent.selectOptions(select, 'Gaming');
    expect(onSelect).toHaveBeenLastCalledWith('gaming');
    await userEvent.selectOptions(select, 'All');
    expect(onSelect).toHaveBeenLastCalledWith(null);

    const chips = screen.getByRole('group', { name: 'Categories' });
    expect(within(chips).getByRole('button', { name: 'Music' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(chips).getByRole('button', { name: 'Gaming' }));
    expect(onSelect).toHaveBeenLastCalledWith('gaming');
  });
});
