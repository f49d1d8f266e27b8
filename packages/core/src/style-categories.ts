/**
 * The gallery's categories, in display order. Kept apart from the style schema
 * so the response contracts that name them load without it.
 */
export const STYLE_CATEGORIES = [
  { id: 'gaming', label: 'Gaming' },
  { id: 'esports', label: 'Esports' },
  { id: 'minecraft', label: 'Minecraft & SMP' },
  { id: 'coding', label: 'Coding & Open Source' },
  { id: 'creator', label: 'Streamers & Creators' },
  { id: 'study', label: 'Study & Education' },
  { id: 'art', label: 'Art & Design' },
  { id: 'music', label: 'Music' },
  { id: 'anime', label: 'Anime & Manga' },
  { id: 'roleplay', label: 'Roleplay' },
  { id: 'business', label: 'Business & Startups' },
  { id: 'support', label: 'Support Desk' },
  { id: 'community', label: 'Community Hangout' },
  { id: 'fitness', label: 'Fitness & Sports' },
  { id: 'books', label: 'Books & Writing' },
  { id: 'photography', label: 'Photography & Film' },
] as const;

export type StyleCategoryId = (typeof STYLE_CATEGORIES)[number]['id'];
export const STYLE_CATEGORY_IDS = STYLE_CATEGORIES.map((category) => category.id) as [
  StyleCategoryId,
  ...StyleCategoryId[],
];

export function styleCategoryLabel(id: StyleCategoryId): string {
  return STYLE_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}
