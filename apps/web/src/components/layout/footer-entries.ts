import { type AppPath, type HomeSection, paths } from '@/config/paths.ts';
import type { Messages } from '@/i18n/locales/en.ts';

export type FooterLinkKey = keyof Messages['footer']['links'];
export type FooterGroup = keyof Messages['footer']['groups'];

export type FooterTarget =
  | { kind: 'section'; section: HomeSection }
  | { kind: 'route'; to: AppPath }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; address: string };

/** What the deployment tells the footer (GET /api/config/public). */
export interface FooterContext {
  communityInviteUrl: string | null;
  /** SUPPORT_EMAIL; null until the deployment's settings have loaded. */
  supportEmail: string | null;
}

export interface FooterEntry {
  key: FooterLinkKey;
  group: FooterGroup;
  /** null hides the entry: the footer never renders a link to a page that does not exist. */
  target: (context: FooterContext) => FooterTarget | null;
}

export const footerGroups: readonly FooterGroup[] = ['product', 'community', 'company'];

/**
 * The footer entries, in order. Documentation is the bot's commands and
 * permissions page; Support writes to the support address; the community
 * server shows only when the deployment has an invite.
 */
export const footerEntries: readonly FooterEntry[] = [
  { key: 'features', group: 'product', target: () => ({ kind: 'section', section: 'features' }) },
  { key: 'pricing', group: 'product', target: () => ({ kind: 'section', section: 'pricing' }) },
  {
    key: 'documentation',
    group: 'product',
    target: () => ({ kind: 'route', to: paths.permissions }),
  },
  {
    key: 'support',
    group: 'community',
    target: ({ supportEmail }) => (supportEmail ? { kind: 'mail', address: supportEmail } : null),
  },
  {
    key: 'community',
    group: 'community',
    target: ({ communityInviteUrl }) =>
      communityInviteUrl ? { kind: 'external', href: communityInviteUrl } : null,
  },
  { key: 'about', group: 'company', target: () => ({ kind: 'section', section: 'about' }) },
  { key: 'privacy', group: 'company', target: () => ({ kind: 'route', to: paths.privacy }) },
  { key: 'terms', group: 'company', target: () => ({ kind: 'route', to: paths.terms }) },
];
