import type { StyleCategoryId } from '@guildsmith/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

const chip = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1 text-sm',
    active
      ? 'border-accent bg-accent text-accent-fg'
      : 'border-border bg-canvas hover:bg-surface-strong',
  );

/**
 * The gallery's category filter. From 640 px wide it is a row of chips; below,
 * seventeen wrapped chips would fill the first screen before any style, so it
 * is one labelled drop-down instead. Only one of the two is displayed at a time.
 */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly StyleCategoryId[];
  selected: StyleCategoryId | null;
  onSelect: (category: StyleCategoryId | null) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <>
      <div className="mt-4 flex items-center gap-2 text-sm sm:hidden">
        <label htmlFor={selectId}>{t('styles.categoryLabel')}</label>
        <select
          id={selectId}
          value={selected ?? ''}
          onChange={(event) =>
            onSelect(categories.find((category) => category === event.target.value) ?? null)
          }
          className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-canvas px-2"
        >
          <option value="">{t('styles.allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {t(`styles.categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mt-4 hidden flex-wrap gap-2 sm:flex">
        <legend className="sr-only">{t('styles.categoryLabel')}</legend>
        <button
          type="button"
          aria-pressed={selected === null}
          className={chip(selected === null)}
          onClick={() => onSelect(null)}
        >
          {t('styles.allCategories')}
        </button>
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={selected === category}
            className={chip(selected === category)}
            onClick={() => onSelect(category)}
          >
            {t(`styles.categories.${category}`)}
          </button>
        ))}
      </fieldset>
    </>
  );
}
