import { FlaskConical, X } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config.ts';
import { readStorage, writeStorage } from '@/lib/storage.ts';

/** The server's mail catcher; a server page, not a client route. */
const SANDBOX_MAIL_URL = '/sandbox/mail';
/** Set once the visitor hid the banner; it stays hidden in this browser. */
const HIDDEN_KEY = 'demo_banner_hidden';
/** The room under the page the banner needs (the root layout pads by it). */
const BANNER_SPACE_VAR = '--demo-banner-space';
/** The banner's distance from the bottom edge, plus a gap above it. */
const BANNER_MARGIN_PX = 32;

/** Keeps BANNER_SPACE_VAR at the banner's height (it wraps differently per language and width). */
function useReservedSpace(banner: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!banner) return;
    const root = document.documentElement;
    // Only the floating banner (md up) needs room; the phone's strip is in the flow.
    const reserve = () => {
      const floating = getComputedStyle(banner).position === 'fixed';
      const space = floating ? banner.offsetHeight + BANNER_MARGIN_PX : 0;
      root.style.setProperty(BANNER_SPACE_VAR, `${space}px`);
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_SPACE_VAR);
    };
  }, [banner]);
}

/**
 * Tells visitors that nothing real happens in demo mode.
 * From md up it floats in a corner: the deployment config arrives after the
 * first paint, and a banner pushed into the page flow then would shift
 * everything below it; the layout keeps room under the footer for it. On a
 * phone a floating banner would cover the first screen's buttons, so it is a
 * strip above the header there. The visitor can hide it for good.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  const [hidden, setHidden] = useState(() => readStorage('local', HIDDEN_KEY) === '1');
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  useReservedSpace(banner);
  if (!data?.demoMode || hidden) return null;

  const hide = () => {
    writeStorage('local', HIDDEN_KEY, '1');
    setHidden(true);
  };

  return (
    <aside
      ref={setBanner}
      aria-label={t('demo.label')}
      className="border-b border-notice-fg/20 bg-notice text-sm text-notice-fg md:fixed md:bottom-4 md:left-4 md:z-30 md:max-w-md md:rounded-xl md:border md:shadow-lg"
    >
      <div className="flex items-start gap-2 py-2 pr-1 pl-3">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            <span className="sm:hidden">{t('demo.label')}</span>
            <span className="hidden sm:inline">{t('demo.message')}</span>
          </p>
          <a href={SANDBOX_MAIL_URL} className="rounded font-semibold underline underline-offset-2">
            {t('demo.mailbox')}
          </a>
        </div>
        <button
          type="button"
          onClick={hide}
          aria-label={t('demo.hide')}
          className="-my-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-notice-fg/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
