import type { ChannelType, StyleShape } from '@guildsmith/core';
import { Hash, Megaphone, MessagesSquare, Mic, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const CHANNEL_ICONS: Record<ChannelType, typeof Hash> = {
  text: Hash,
  voice: Volume2,
  forum: MessagesSquare,
  announcement: Megaphone,
  stage: Mic,
};

const CHANNEL_ORDER: readonly ChannelType[] = ['text', 'voice', 'forum', 'announcement', 'stage'];

/** A style's layout at a glance: its first categories, its channels by type, its own tags. */
export function StyleShapeView({ shape, roles }: { shape: StyleShape; roles: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 space-y-2 text-xs">
      <p>
        <span className="sr-only">{t('styles.categoryLabel')}: </span>
        {shape.categories.join(' · ')}
        {shape.moreCategories > 0 ? (
          <span className="text-fg-muted">
            {' '}
            {t('styles.moreCategories', { count: shape.moreCategories })}
          </span>
        ) : null}
      </p>
      <ul
        className="flex flex-wrap gap-x-3 gap-y-1 text-fg-muted"
        aria-label={t('styles.channelsByType')}
      >
        {CHANNEL_ORDER.filter((type) => shape.channels[type] > 0).map((type) => {
          const Icon = CHANNEL_ICONS[type];
          return (
            <li key={type} className="flex items-center gap-1">
              <Icon aria-hidden="true" className="size-3.5" />
              {t(`styles.shapeChannels.${type}`, { count: shape.channels[type] })}
            </li>
          );
        })}
        <li>{t('styles.shapeRoles', { count: roles })}</li>
      </ul>
      {shape.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('styles.tags')}>
          {shape.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-canvas px-2 py-0.5">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
