import { ChevronDown, Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  languages,
  selectLanguage,
} from '@/i18n/languages.ts';
import { cn } from '@/lib/cn.ts';

/**
 * A native select: accessible everywhere, free in bundle size, and the OS picker
 * on phones. Choosing a language stores it and reloads the page.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const active = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  // Shows the choice at once; the page reloads in that language a moment later.
  const [selected, setSelected] = useState<LanguageCode>(active);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted"
      />
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const { value } = event.target;
          if (!isLanguageCode(value) || value === selected) return;
          setSelected(value);
          selectLanguage(value);
        }}
        className="h-9 w-full cursor-pointer appearance-none rounded-lg border border-border bg-canvas pr-8 pl-8 text-sm text-fg hover:bg-surface"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.flag} ${language.name}`}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
