import { useTranslation } from 'react-i18next';

const QUESTIONS = ['changes', 'lifetime', 'guarantee', 'install'] as const;

/** The pricing FAQ, as native disclosure widgets (keyboard and screen-reader ready). */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-title" className="text-2xl font-bold">
        {t('pricing.faqTitle')}
      </h2>
      <div className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface">
        {QUESTIONS.map((key) => (
          <details key={key} className="group p-4">
            <summary className="cursor-pointer font-semibold marker:text-accent-text">
              {t(`pricing.faq.${key}.question`)}
            </summary>
            <p className="mt-2 text-fg-muted">{t(`pricing.faq.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
