import { useTranslation } from 'react-i18next';
import { NewsletterForm } from './newsletter-form.tsx';

export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-title" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('newsletter.title')}
          </h2>
          <p className="mt-3 text-fg-muted">{t('newsletter.text')}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
