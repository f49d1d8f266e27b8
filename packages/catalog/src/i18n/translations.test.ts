import { describe, expect, it } from 'vitest';
import { STYLES } from '../index.ts';
import { CATALOGUE_TRANSLATIONS, localizedCard, localizedTag } from './index.ts';

const TAGS = [...new Set(STYLES.flatMap((style) => style.tags))];
const IDS = STYLES.map((style) => style.id);
/** Shown as `#tag`: one word or words joined by hyphens, lower case where the script has case. */
const HASHTAG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

describe.each(Object.entries(CATALOGUE_TRANSLATIONS))('the %s catalogue', (_locale, table) => {
  it('names and describes every style, and nothing else', () => {
    expect(Object.keys(table.styles).sort()).toEqual([...IDS].sort());
    for (const style of STYLES) {
      const translated = table.styles[style.id];
      expect(translated?.name.trim(), style.id).toBeTruthy();
      expect(translated?.description.trim(), style.id).toBeTruthy();
      // A description is always prose to translate; a name only when it is not a proper name.
      expect(translated?.description, style.id).not.toBe(style.description);
      const kept = table.unchanged.names.includes(style.id);
      expect(translated?.name === style.name, `${style.id}: "${translated?.name}"`).toBe(kept);
    }
  });

  it('translates every tag into a hashtag, keeping only the ones it lists', () => {
    expect(Object.keys(table.tags).sort()).toEqual([...TAGS].sort());
    for (const tag of TAGS) {
      const translated = table.tags[tag] ?? '';
      expect(translated, tag).toMatch(HASHTAG);
      expect(translated, tag).toBe(translated.toLowerCase());
      expect(translated === tag, `${tag}: "${translated}"`).toBe(
        table.unchanged.tags.includes(tag),
      );
    }
  });
});

describe('localizedCard', () => {
  it('translates what a card says and keeps what the style builds', async () => {
    const { STYLE_CARDS } = await import('../index.ts');
    const card = STYLE_CARDS[0];
    if (!card) throw new Error('no card');
    const german = localizedCard(card, 'de');
    expect(german.name).toBe(CATALOGUE_TRANSLATIONS.de.styles[card.id]?.name);
    expect(german.shape.tags).toEqual(card.shape.tags.map((tag) => localizedTag(tag, 'de')));
    expect(german.shape.channels).toEqual(card.shape.channels);
    expect(german.id).toBe(card.id);
    expect(localizedCard(card, 'en')).toBe(card);
  });
});
