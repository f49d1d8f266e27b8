import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import type { Messages } from '@/i18n/locales/en.ts';
import { LEGAL_UPDATED } from '../legal-updated.ts';

type Sections<D extends LegalDocumentKey> = keyof Messages['legal'][D]['sections'];
export type LegalDocumentKey = 'privacy' | 'terms';

const privacySections: readonly Sections<'privacy'>[] = [
  'collect',
  'payments',
  'use',
  'email',
  'sharing',
  'storage',
  'retention',
  'rights',
  'security',
  'children',
  'changes',
];

const termsSections: readonly Sections<'terms'>[] = [
  'service',
  'accounts',
  'plans',
  'keys',
  'refunds',
  'bot',
  'use',
  'availability',
  'liability',
  'termination',
  'changes',
];

interface Section {
  id: string;
  title: string;
  body: string;
}

function useSections(key: LegalDocumentKey): Section[] {
  const { t } = useTranslation();
  return key === 'privacy'
    ? privacySections.map((id) => ({
        id,
        title: t(`legal.privacy.sections.${id}.title`),
        body: t(`legal.privacy.sections.${id}.body`),
      }))
    : termsSections.map((id) => ({
        id,
        title: t(`legal.terms.sections.${id}.title`),
        body: t(`legal.terms.sections.${id}.body`),
      }));
}

/** The privacy policy or the terms: real text from the locales, a table of contents, anchors. */
export function LegalDocument({ document: key }: { document: LegalDocumentKey }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t(`legal.${key}.documentTitle`));
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(LEGAL_UPDATED);
  const sections = useSections(key);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t(`legal.${key}.title`)}
      </h1>
      <p className="mt-2 text-sm text-fg-muted">{t('legal.updated', { date })}</p>
      <p className="mt-6 text-lg text-fg-muted">{t(`legal.${key}.intro`)}</p>
      <nav
        aria-label={t('legal.contents')}
        className="mt-8 rounded-xl border border-border bg-surface p-5"
      >
        <h2 className="text-sm font-semibold">{t('legal.contents')}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-accent-text underline-offset-2 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-20"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-bold">
            {index + 1}. {section.title}
          </h2>
          <p className="mt-3 leading-relaxed">{section.body}</p>
        </section>
      ))}
    </article>
  );
}
