import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config.ts';

const QUESTIONS = ['changes', 'lifetime', 'guarantee', 'install'] as const;

/** The last question names the deployment's support address (SUPPORT_EMAIL). */
function SupportQuestion({ email }: { email: string }) {
  const { t } = useTranslation();
  // The address becomes a link wherever the translation puts it.
  const [before, after] = t('pricing.faq.support.answer', { email: '\u0000' }).split('\u0000');
  return (
    <details className="group p-4">
      <summary className="cursor-pointer font-semibold marker:text-accent-text">
        {t('pricing.faq.support.question')}
      </summary>
      <p className="mt-2 text-fg-muted">
        {before}
        <a href={`mailto:${email}`} className="text-accent-text underline">
          {email}
        </a>
        {after}
      </p>
    </details>
  );
}

/** The pricing FAQ, as native disclosure widgets (keyboard and screen-reader ready). */
export function PricingFaq() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
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
        {config ? <SupportQuestion email={config.supportEmail} /> : null}
      </div>
    </section>
  );
}
