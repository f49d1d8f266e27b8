import { Camera } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { imageFileProblem } from '../image-file.ts';

interface AvatarPickerProps {
  /** The picture shown until a new one is chosen. */
  currentUrl: string | null;
  onPick: (file: File) => void;
}

/** Choose an image and preview it in place; bad files are refused with the shared messages. */
export function AvatarPicker({ currentUrl, onPick }: AvatarPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentUrl;
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-surface-strong">
        {shown ? (
          <img
            src={shown}
            alt={t('profile.picturePreview')}
            width={80}
            height={80}
            className="size-20 object-cover"
          />
        ) : (
          <Camera aria-hidden="true" className="size-8 text-fg-muted" />
        )}
      </div>
      <div>
        <label
          htmlFor={id}
          className="cursor-pointer text-sm font-semibold text-accent-text underline"
        >
          {t('profile.choosePicture')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = imageFileProblem(file);
            if (problem) {
              toast({ title: t(`profile.${problem}`), variant: 'destructive' });
              return;
            }
            setPreview(URL.createObjectURL(file));
            onPick(file);
          }}
        />
        <p className="text-xs text-fg-muted">{t('profile.pictureHint')}</p>
      </div>
    </div>
  );
}
