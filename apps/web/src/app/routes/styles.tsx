import {
  canUse,
  isPlanId,
  STYLE_CATEGORY_IDS,
  type StyleCard,
  type StyleCategoryId,
} from '@guildsmith/core';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { licensesQueryOptions } from '@/features/licenses/api/get-licenses.ts';
import { serversQueryOptions } from '@/features/servers/api/get-servers.ts';
import { useStyleCategories } from '@/features/styles/api/get-style-categories.ts';
import { type StyleListParams, useStyles } from '@/features/styles/api/get-styles.ts';
import { CategoryFilter } from '@/features/styles/components/category-filter.tsx';
import { Pagination } from '@/features/styles/components/pagination.tsx';
import { StyleCardSkeleton, StyleCardView } from '@/features/styles/components/style-card.tsx';
import { StylePreviewDialog } from '@/features/styles/components/style-preview-dialog.tsx';
import {
  type StyleOwnership,
  UseStyleDialog,
} from '@/features/styles/components/use-style-dialog.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSignedInUser } from '@/lib/current-user.ts';

const SKELETON_CARDS = 8;
const SEARCH_DELAY_MS = 300;

const isCategory = (value: string | null): value is StyleCategoryId =>
  value !== null && (STYLE_CATEGORY_IDS as readonly string[]).includes(value);

/** Search, category, sort and page live in the URL, so any view can be shared. */
function useGalleryParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const category = params.get('category');
  const state: StyleListParams = {
    page,
    search: params.get('search') ?? '',
    category: isCategory(category) ? category : null,
    sort: params.get('sort') === 'category' ? 'category' : 'name',
  };
  const update = (changes: Partial<StyleListParams>) => {
    const next = { ...state, ...changes };
    // A new search or category starts again from page 1.
    if ('search' in changes || 'category' in changes) next.page = 1;
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.category) query.set('category', next.category);
    if (next.sort !== 'name') query.set('sort', next.sort);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: 'search' in changes });
  };
  return { state, update };
}

/**
 * The signed-in user's servers and keys, read once they choose a style they
 * can use: the Use Style dialog says where and how to build it.
 */
function useOwnership(wanted: boolean): StyleOwnership | 'loading' | 'error' {
  const servers = useQuery({ ...serversQueryOptions(), enabled: wanted });
  const licenses = useQuery({ ...licensesQueryOptions(), enabled: wanted });
  if (servers.isError || licenses.isError) return 'error';
  if (!servers.data || !licenses.data) return 'loading';
  return { servers: servers.data.servers, licenses: licenses.data.licenses };
}

export function StylesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('styles.title'));
  const user = useSignedInUser();
  const userPlan = user && isPlanId(user.plan) ? user.plan : null;
  const { state, update } = useGalleryParams();
  const [searchInput, setSearchInput] = useState(state.search);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<StyleCard | null>(null);
  const { data, isPending, isError } = useStyles(state);
  const { data: categories } = useStyleCategories();
  const ownership = useOwnership(
    userPlan !== null && chosen !== null && canUse(userPlan, chosen.requiredPlan),
  );

  useEffect(() => {
    if (searchInput === state.search) return;
    const timer = window.setTimeout(() => update({ search: searchInput }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  });

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('styles.title')}</h1>
      <p className="mt-2 text-fg-muted">{t('styles.subtitle')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">{t('styles.searchLabel')}</span>
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={t('styles.searchPlaceholder')}
            className="h-10 w-full rounded-lg border border-border bg-canvas pr-3 pl-9"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          {t('styles.sortLabel')}
          <select
            value={state.sort}
            onChange={(event) =>
              update({ sort: event.target.value === 'category' ? 'category' : 'name' })
            }
            className="h-10 rounded-lg border border-border bg-canvas px-2"
          >
            <option value="name">{t('styles.sortName')}</option>
            <option value="category">{t('styles.sortCategory')}</option>
          </select>
        </label>
      </div>
      <CategoryFilter
        categories={categories?.categories.map((category) => category.id) ?? []}
        selected={state.category}
        onSelect={(category) => update({ category })}
      />
      <div className="mt-8" aria-busy={isPending}>
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <StyleCardSkeleton key={index} />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="py-16 text-center">
            <p className="text-lg font-semibold">{t('styles.errorTitle')}</p>
            <p className="text-fg-muted">{t('styles.errorText')}</p>
          </div>
        ) : data.styles.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-semibold">{t('styles.emptyTitle')}</p>
            <p className="text-fg-muted">{t('styles.emptyText')}</p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-fg-muted" role="status">
              {t('styles.resultCount', { count: data.pagination.totalStyles })}
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {data.styles.map((card) => (
                <StyleCardView
                  key={card.id}
                  card={card}
                  userPlan={userPlan ?? 'free'}
                  onPreview={setPreviewId}
                  onUse={setChosen}
                />
              ))}
            </div>
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </div>
      <StylePreviewDialog styleId={previewId} onClose={() => setPreviewId(null)} />
      <UseStyleDialog
        card={chosen}
        userPlan={userPlan}
        ownership={ownership}
        onClose={() => setChosen(null)}
      />
    </section>
  );
}

export { StylesPage as Component };
