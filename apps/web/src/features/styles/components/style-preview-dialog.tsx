import { roleColorToInt, type Style, type StyleChannel } from '@guildsmith/core';
import {
  Hash,
  Loader2,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Radio,
  Volume2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal.tsx';
import { useStyle } from '../api/get-style.ts';

const CHANNEL_ICONS: Record<StyleChannel['type'], LucideIcon> = {
  text: Hash,
  voice: Volume2,
  announcement: Megaphone,
  forum: MessagesSquare,
  stage: Radio,
};

function ChannelRow({ channel }: { channel: StyleChannel }) {
  const { t } = useTranslation();
  const Icon = CHANNEL_ICONS[channel.type];
  return (
    <li
      title={channel.topic ?? undefined}
      className="flex items-center gap-1.5 rounded px-2 py-0.5 text-sm text-[#b5bac1] hover:bg-[#35373c] hover:text-white"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{channel.name}</span>
      <span className="sr-only">
        {t(`styles.channelTypes.${channel.type}`)}
        {channel.topic ? `: ${channel.topic}` : ''}
      </span>
    </li>
  );
}

const hexColor = (style: Style['roles'][number]) => {
  const value = roleColorToInt(style.color);
  return value === 0 ? '#99aab5' : `#${value.toString(16).padStart(6, '0')}`;
};

function Layout({ style }: { style: Style }) {
  const { t } = useTranslation();
  const channelCount =
    (style.channels?.length ?? 0) +
    style.categories.reduce((sum, category) => sum + category.channels.length, 0);
  const setups = [
    t('styles.setupWelcome'),
    ...(style.settings.verification ? [t('styles.setupVerification')] : []),
    ...(style.settings.tickets ? [t('styles.setupTickets')] : []),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <nav
        aria-label={t('styles.channelList')}
        className="max-h-[60vh] overflow-y-auto rounded-lg bg-[#2b2d31] p-2"
      >
        {style.channels?.length ? (
          <ul className="mb-2">
            {style.channels.map((channel) => (
              <ChannelRow key={channel.key} channel={channel} />
            ))}
          </ul>
        ) : null}
        {style.categories.map((category) => (
          <section key={category.key} aria-label={category.name} className="mb-2">
            <h4 className="px-1 pt-2 pb-1 text-xs font-bold uppercase tracking-wide text-[#949ba4]">
              {category.name}
            </h4>
            <ul>
              {category.channels.map((channel) => (
                <ChannelRow key={channel.key} channel={channel} />
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="space-y-4">
        <p className="text-sm text-fg-muted">{style.description}</p>
        <p className="text-sm font-semibold">
          {t('styles.channelTotal', { count: channelCount })} ·{' '}
          {t('styles.shapeRoles', { count: style.roles.length })}
        </p>
        <div>
          <h4 className="mb-2 text-sm font-semibold">{t('styles.roles')}</h4>
          <ul className="flex flex-wrap gap-1.5">
            {style.roles.map((role) => (
              <li
                key={role.key}
                className="flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-xs"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: hexColor(role) }}
                />
                {role.name}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold">{t('styles.setsUp')}</h4>
          <ul className="list-disc pl-5 text-sm">
            {setups.map((setup) => (
              <li key={setup}>{setup}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** Draws a style like Discord's sidebar. Open to everyone, locked styles included. */
export function StylePreviewDialog({
  styleId,
  onClose,
}: {
  styleId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: style, isError } = useStyle(styleId);
  return (
    <Modal
      open={styleId !== null}
      onClose={onClose}
      title={style ? style.name : t('styles.preview')}
      description={t('styles.previewDescription')}
      closeLabel={t('styles.closePreview')}
      className="w-[min(95vw,56rem)]"
    >
      <div className="mt-4">
        {style ? (
          <Layout style={style} />
        ) : isError ? (
          <p role="alert">{t('styles.errorTitle')}</p>
        ) : (
          <Loader2 aria-label={t('common.loading')} className="mx-auto size-8 animate-spin" />
        )}
      </div>
    </Modal>
  );
}
