import { Menu, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { homeSections, paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import { SectionLink } from './section-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const linkClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-strong hover:text-fg aria-[current=page]:bg-surface-strong aria-[current=page]:text-fg';

/** A signed-in account's own pages, in the order a buyer uses them. */
const productLinks = [
  { to: paths.styles, label: 'nav.styles' },
  { to: paths.dashboard, label: 'nav.dashboard' },
  { to: paths.servers, label: 'nav.servers' },
] as const;

/**
 * The links shared by the bar and the small-screen menu. A signed-in account
 * gets its product pages and Pricing; a visitor the landing sections and
 * Security. NavLink marks the current page with aria-current="page".
 */
function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedInUser() !== null;
  if (signedIn) {
    return (
      <>
        {productLinks.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={linkClass} onClick={onNavigate}>
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li>
          <SectionLink section="pricing" className={linkClass} onNavigate={onNavigate}>
            {t('nav.pricing')}
          </SectionLink>
        </li>
      </>
    );
  }
  return (
    <>
      {homeSections.map((section) => (
        <li key={section}>
          <SectionLink section={section} className={linkClass} onNavigate={onNavigate}>
            {t(`nav.${section}`)}
          </SectionLink>
        </li>
      ))}
      <li>
        <NavLink to={paths.permissions} className={linkClass} onClick={onNavigate}>
          {t('nav.security')}
        </NavLink>
      </li>
    </>
  );
}

/**
 * The navigation bar (h-16). It sticks to the top of the viewport, which looks
 * and behaves like a fixed bar but keeps its place in the flow, so pages need no
 * top padding and the demo banner above it can wrap to any height. The account
 * corner comes from the layout: `account` in the bar, `mobileAccount` in the
 * small-screen menu, told how to close the menu.
 */
export function SiteHeader({
  account,
  mobileAccount,
}: {
  account: ReactNode;
  mobileAccount: (closeMenu: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  // The full navigation needs a laptop's width: on a tablet its links, language and
  // account ran past the edge, so up to lg the menu button holds them.
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-canvas/90 backdrop-blur-md">
      <nav aria-label={t('nav.label')} onKeyDown={closeOnEscape}>
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <Logo />
          <ul className="hidden items-center gap-1 lg:flex">
            <NavLinks />
          </ul>
          <div className="ml-auto flex items-center gap-2">
            <LanguagePicker className="hidden w-40 lg:block" />
            <ThemeToggle />
            <div className="hidden lg:block">{account}</div>
            <button
              ref={menuButton}
              type="button"
              aria-label={t('nav.menu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className={buttonClass({ variant: 'ghost', size: 'icon' }, 'lg:hidden')}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
        <div
          id={menuId}
          hidden={!menuOpen}
          className="border-t border-border bg-canvas px-4 pt-2 pb-4 sm:px-6 lg:hidden"
        >
          <ul className="flex flex-col gap-1">
            <NavLinks onNavigate={closeMenu} />
          </ul>
          <div className="mt-3 flex flex-col gap-3 border-t border-border pt-4">
            <LanguagePicker />
            {mobileAccount(closeMenu)}
          </div>
        </div>
      </nav>
    </header>
  );
}
