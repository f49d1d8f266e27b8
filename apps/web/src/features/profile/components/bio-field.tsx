import { BIO_MAX_LENGTH } from '@guildsmith/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface BioFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Bio with the live n/500 counter; the server enforces the same limit. */
export function BioField({ value, onChange }: BioFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('profile.bio')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={BIO_MAX_LENGTH}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        className="mt-1 block w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg"
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-fg-muted" aria-live="polite">
        {value.length}/{BIO_MAX_LENGTH}
      </p>
    </div>
  );
}
