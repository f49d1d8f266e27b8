import { CATALOGUE_TRANSLATIONS, STYLES } from '@guildsmith/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await harness.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body ? response.json() : null,
  };
};

describe('GET /api/styles/count', () => {
  it('answers the cumulative counts computed from the catalogue', async () => {
    const { status, body } = await get('/api/styles/count');
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 130,
      byPlan: { free: 1, starter: 50, premium: 88, ultimate: 105, lifetime: 130 },
    });
  });
});

describe('GET /api/styles', () => {
  it('pages cards 12 at a time by default, sorted by name', async () => {
    const { body } = await get('/api/styles');
    expect(body.pagination).toEqual({ page: 1, limit: 12, totalStyles: 130, totalPages: 11 });
    expect(body.styles).toHaveLength(12);
    const names = body.styles.map((card: { name: string }) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.styles[0]).not.toHaveProperty('categories');
    expect(body.styles[0]).toHaveProperty('shape.channels.text');
  });

  it('walks every style exactly once across the pages', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { body } = await get(`/api/styles?page=${page}&limit=50`);
      seen.push(...body.styles.map((card: { id: string }) => card.id));
    }
    expect(new Set(seen).size).toBe(130);
    expect((await get('/api/styles?page=4&limit=50')).body.styles).toEqual([]);
  });

  it('filters by category and sorts by category', async () => {
    const category = STYLES[0]?.category ?? 'gaming';
    const expected = STYLES.filter((style) => style.category === category).length;
    const { body } = await get(`/api/styles?category=${category}&limit=50`);
    expect(body.pagination.totalStyles).toBe(expected);
    expect(body.styles.every((card: { category: string }) => card.category === category)).toBe(
      true,
    );

    const sorted = (await get('/api/styles?sort=category&limit=50')).body.styles.map(
      (card: { category: string }) => card.category,
    );
    const firstChange = sorted.findIndex((value: string) => value !== sorted[0]);
    expect(sorted.slice(firstChange).includes(sorted[0])).toBe(false);
  });

  it('searches name, description and tags without regard to case', async () => {
    const style = STYLES[5];
    if (!style) throw new Error('catalogue too small');
    const byName = await get(`/api/styles?search=${encodeURIComponent(style.name.toUpperCase())}`);
    expect(byName.body.styles.map((card: { id: string }) => card.id)).toContain(style.id);
    const tag = style.tags[0];
    if (tag) {
      const byTag = await get(`/api/styles?search=${encodeURIComponent(tag)}&limit=50`);
      expect(byTag.body.styles.map((card: { id: string }) => card.id)).toContain(style.id);
    }
    const none = await get('/api/styles?search=zzzz-no-such-style');
    expect(none.body).toEqual({
      styles: [],
      pagination: { page: 1, limit: 12, totalStyles: 0, totalPages: 0 },
    });
  });

  it('searches the gallery category and the names of the categories a style builds', async () => {
    const ids = async (search: string) =>
      (await get(`/api/styles?search=${encodeURIComponent(search)}&limit=50`)).body.styles.map(
        (card: { id: string }) => card.id,
      );
    const minecraft = STYLES.filter((style) => style.category === 'minecraft').map((s) => s.id);
    expect(minecraft).toContain('vanilla-smp');
    expect(await ids('minecraft')).toEqual(expect.arrayContaining(minecraft));

    // A category name said nowhere else in its style: found by that name alone.
    const own = (style: (typeof STYLES)[number]) =>
      [style.name, style.description, ...style.tags, style.category].join(' ').toLowerCase();
    const hidden = STYLES.flatMap((style) =>
      style.categories
        .filter((category) => !own(style).includes(category.name.toLowerCase()))
        .map((category) => ({ style, name: category.name })),
    ).find(({ name }) => name.length > 6);
    if (!hidden) throw new Error('every category name is said elsewhere in its style');
    expect(await ids(hidden.name.toUpperCase())).toContain(hidden.style.id);
  });

  it('filters to what a plan can use', async () => {
    const { body } = await get('/api/styles?plan=free');
    expect(body.pagination.totalStyles).toBe(1);
    expect(body.styles[0].requiredPlan).toBe('free');
  });

  it.each([
    ['limit=500', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['sort=price', 'sort'],
    ['category=cooking', 'category'],
    ['plan=gold', 'plan'],
  ])('refuses %s with a 400 naming the parameter', async (query, parameter) => {
    const { status, body } = await get(`/api/styles?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(`'${parameter}'`);
  });

  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await get('/api/styles?page=2');
    expect(first.headers.etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toContain('max-age=');
    const again = await harness.app.inject({
      method: 'GET',
      url: '/api/styles?page=2',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/styles/:id and categories', () => {
  it('answers a whole layout', async () => {
    const style = STYLES[0];
    if (!style) throw new Error('empty catalogue');
    const { status, body } = await get(`/api/styles/${style.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: style.id,
      name: style.name,
      roles: expect.any(Array),
      categories: expect.any(Array),
    });
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const { status, body } = await get('/api/styles/no-such-style');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'STYLE_NOT_FOUND', message: "Style 'no-such-style' not found" },
    });
  });

  it('lists the categories in use with their counts', async () => {
    const { body } = await get('/api/styles/categories');
    expect(body.categories.length).toBeGreaterThanOrEqual(12);
    const total = body.categories.reduce(
      (sum: number, category: { count: number }) => sum + category.count,
      0,
    );
    expect(total).toBe(130);
  });
});

describe('the catalogue in the reader language', () => {
  const style = STYLES.find((candidate) => candidate.id === 'anime-club') ?? STYLES[0];
  const german = style ? CATALOGUE_TRANSLATIONS.de.styles[style.id] : undefined;

  it('answers cards and a layout in the language asked, by parameter or Accept-Language', async () => {
    if (!style || !german) throw new Error('no style');
    const search = encodeURIComponent(style.id.split('-')[0] ?? '');
    const byParameter = await get(`/api/styles?lang=de&limit=50&search=${search}`);
    expect(byParameter.headers['content-language']).toBe('de');
    expect(byParameter.headers.vary).toContain('Accept-Language');
    const card = byParameter.body.styles.find((c: { id: string }) => c.id === style.id);
    expect(card).toMatchObject({ name: german.name, description: german.description });
    expect(card.tags).toEqual(style.tags.map((tag) => CATALOGUE_TRANSLATIONS.de.tags[tag]));

    // Austrian German reads German; a language we do not translate falls back past it.
    const byHeader = await get(`/api/styles/${style.id}`, {
      'accept-language': 'ko;q=1, de-AT;q=0.8, en;q=0.5',
    });
    expect(byHeader.headers['content-language']).toBe('de');
    expect(byHeader.body).toMatchObject({ name: german.name, card: { name: german.name } });
    const english = await get(`/api/styles/${style.id}`, { 'accept-language': 'ko, sv' });
    expect(english.body.name).toBe(style.name);
    // The query parameter wins over the header.
    const japanese = await get(`/api/styles/${style.id}?lang=ja`, { 'accept-language': 'de' });
    expect(japanese.body.name).toBe(CATALOGUE_TRANSLATIONS.ja.styles[style.id]?.name);
  });

  it('searches in the language asked, and still finds English names', async () => {
    if (!style || !german) throw new Error('no style');
    const word = german.description.split(/\s+/).find((w) => w.length > 7) ?? german.name;
    const inGerman = await get(`/api/styles?lang=de&limit=50&search=${encodeURIComponent(word)}`);
    expect(inGerman.body.styles.map((c: { id: string }) => c.id)).toContain(style.id);
    const inEnglish = await get(
      `/api/styles?lang=de&limit=50&search=${encodeURIComponent(style.name)}`,
    );
    expect(inEnglish.body.styles.map((c: { id: string }) => c.id)).toContain(style.id);
    // The same search in English does not match the German word.
    const english = await get(`/api/styles?limit=50&search=${encodeURIComponent(word)}`);
    expect(english.body.styles.map((c: { id: string }) => c.id)).not.toContain(style.id);
  });

  it('refuses a language it does not speak, with a 400', async () => {
    const { status, body } = await get('/api/styles?lang=xx');
    expect(status).toBe(400);
    expect(body).toHaveProperty('error');
    expect((await get('/api/styles/anime-club?lang=EN')).status).toBe(400);
  });
});
