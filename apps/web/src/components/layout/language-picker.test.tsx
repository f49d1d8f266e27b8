import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LANGUAGE_CHANGE_EVENT, type LanguageChangeDetail } from '@/i18n/languages.ts';
import { pageReloader } from '@/lib/reload-page.ts';
import { LanguagePicker } from './language-picker.tsx';

let reload: MockInstance<() => void>;

beforeEach(() => {
  vi.useFakeTimers();
  reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  reload.mockRestore();
});

describe('LanguagePicker', () => {
  it('lists the eight languages with their flags, the active one selected', () => {
    render(<LanguagePicker />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '🇬🇧 English',
      '🇪🇸 Español',
      '🇫🇷 Français',
      '🇩🇪 Deutsch',
      '🇧🇷 Português',
      '🇮🇹 Italiano',
      '🇯🇵 日本語',
      '🇨🇳 中文',
    ]);
    expect(select).toHaveValue('en');
  });

  it('stores the choice, announces it and reloads after 100 ms', () => {
    const announced: LanguageChangeDetail[] = [];
    const listener = (event: Event) => {
      if (event instanceof CustomEvent) announced.push(event.detail);
    };
    window.addEventListener(LANGUAGE_CHANGE_EVENT, listener);
    render(<LanguagePicker />);

    // fireEvent, not user-event: Testing Library's async wrapper waits on a timer the fake clock holds.
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'de' },
    });
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, listener);

    expect(localStorage.getItem('language')).toBe('de');
    expect(announced).toEqual([{ language: 'de' }]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
