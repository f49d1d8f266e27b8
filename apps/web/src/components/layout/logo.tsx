import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { useLogoTarget } from './use-logo-target.ts';

/** The mark from public/favicon.svg: a channel hash on the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#5865F2" />
      <path
        d="M13.5 8 11 24M21 8l-2.5 16M8.5 13.5h16M7.5 19h16"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={useLogoTarget()}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold', className)}
    >
      <LogoMark className="size-8" />
      <span>{t('common.appName')}</span>
    </Link>
  );
}
