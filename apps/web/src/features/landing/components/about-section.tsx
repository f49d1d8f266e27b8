import { useTranslation } from 'react-i18next';
import { BotDemo } from './bot-demo.tsx';
import { LandingSection } from './landing-section.tsx';

const steps = ['buy', 'invite', 'activate', 'build'] as const;

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="about" title={t('home.about.title')}>
      <div className="mt-6 grid items-start gap-10 lg:grid-cols-2">
        <div>
          <p className="text-lg text-fg-muted">{t('home.about.body')}</p>
          <ol className="mt-8 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent-text"
                >
                  {index + 1}
                </span>
                <p className="pt-1">{t(`home.about.steps.${step}`)}</p>
              </li>
            ))}
          </ol>
        </div>
        <BotDemo />
      </div>
    </LandingSection>
  );
}
