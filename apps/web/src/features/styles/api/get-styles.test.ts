import { describe, expect, it } from 'vitest';
import { stylesUrl } from './get-styles.ts';

describe('stylesUrl', () => {
  it("asks for the cards and the search in the reader's language", () => {
    const url = new URL(
      stylesUrl({ page: 2, search: ' Minecraft ', category: null, sort: 'name' }, 'de'),
      'http://localhost',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '12',
      sort: 'name',
      lang: 'de',
      search: 'Minecraft',
    });
  });
});
