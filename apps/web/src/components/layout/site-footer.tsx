import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type FooterContext,
  type FooterTarget,
  footerEntries,
  footerGroups,
} from './footer-entries.ts';
import { Logo } from './logo.tsx';
import { SectionLink } from './section-link.tsx';

const linkClass = 'rounded text-sm text-fg-muted transition-colors hover:text-fg hover:underline';

function FooterLink({ target, label }: { target: FooterTarget; label: string }) {
  const { t } = useTranslation();
  switch (target.kind) {
    case 'section':
      return (
        <SectionLink section={target.section} className={linkClass}>
          {label}
        </SectionLink>
      );
    case 'route':
      return (
        <Link to={target.to} className={linkClass}>
          {label}
        </Link>
      );
    case 'mail':
      return (
        <a href={`mailto:${target.address}`} className={linkClass}>
          {label}
          <span className="sr-only"> ({target.address})</span>
        </a>
      );
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {label}
          <span className="sr-only"> {t('footer.newTab')}</span>
        </a>
      );
  }
}

export function SiteFooter(context: FooterContext) {
  const { t } = useTranslation();
  const columns = footerGroups
    .map((group) => ({
      group,
      links: footerEntries.flatMap((entry) => {
        const target = entry.group === group ? entry.target(context) : null;
        return target ? [{ key: entry.key, target }] : [];
      }),
    }))
    .filter((column) => column.links.length > 0);

  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-3 text-sm text-fg-muted">{t('footer.tagline')}</p>
        </div>
        {columns.map(({ group, links }) => (
          <div key={group}>
            <h2 className="text-sm font-semibold">{t(`footer.groups.${group}`)}</h2>
            <ul className="mt-3 space-y-2">
              {links.map(({ key, target }) => (
                <li key={key}>
                  <FooterLink target={target} label={t(`footer.links.${key}`)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 pt-6 pb-24 text-xs text-fg-muted sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
