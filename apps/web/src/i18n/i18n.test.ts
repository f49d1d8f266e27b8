import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageMessages } from './index.ts';

/** `t` without the compile-time key check, to ask for a key that does not exist. */
const untypedT = (key: string): string => i18n.t(key as 'nav.login');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('i18n (initialised in English by the test setup)', () => {
  it('substitutes single-brace placeholders', () => {
    expect(i18n.t('footer.copyright', { year: 2030 })).toBe(
      '© 2030 Guildsmith. All rights reserved.',
    );
  });

  it('falls back to English for a missing or empty translation, then to the key', async () => {
    i18n.addResourceBundle('fr', 'translation', { nav: { login: 'Connexion', about: '' } });
    await i18n.changeLanguage('fr');
    expect(i18n.t('nav.login')).toBe('Connexion');
    expect(i18n.t('nav.security')).toBe('Security');
    expect(i18n.t('nav.about')).toBe('About');
    expect(untypedT('no.such.key')).toBe('no.such.key');
    // The test setup reports a message that is not there; this one is missing on purpose.
    expect(console.error).toHaveBeenCalledWith('No message loaded for no.such.key');
    vi.mocked(console.error).mockClear();
  });

  it("adds the other pages' messages in the language shown and in English, its fallback", async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.exists('dashboard.title')).toBe(false);
    await loadPageMessages();
    expect(i18n.t('dashboard.title')).toBe('Tableau de bord');
    expect(i18n.getResource('en', 'translation', 'dashboard.title')).toBe('Dashboard');
  });

  it('marks the page with the active language', () => {
    expect(document.documentElement.lang).toBe('en');
  });
});
