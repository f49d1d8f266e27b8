import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useTheme } from '@/hooks/use-theme.ts';

/** A pressed/unpressed "Dark mode" switch; the icon shows the active theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-label={t('theme.dark')}
      aria-pressed={dark}
      title={t('theme.dark')}
      onClick={toggleTheme}
      className={buttonClass({ variant: 'ghost', size: 'icon' })}
    >
      {dark ? (
        <Moon aria-hidden="true" className="size-5" />
      ) : (
        <Sun aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
