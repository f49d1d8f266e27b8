import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';

const SETTLE_MS = 400;

/**
 * A list's search: it searches once typing pauses, and at once on Enter or the
 * button. The search in the address (Back, a shared link) fills the box.
 */
export function SearchBox({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // The search this box sent: its echo through the address must not overwrite newer typing.
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const query = text.trim();
    if (query === sent.current) return;
    const timer = setTimeout(() => {
      // Enter may have sent it already.
      if (query === sent.current) return;
      sent.current = query;
      latest.current(query);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === sent.current) return;
    sent.current = query;
    onSearch(query);
  };

  return (
    <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1 space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="h-10 w-full rounded-lg border border-border bg-canvas px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      </div>
      <button type="submit" className={buttonClass({ variant: 'secondary' }, 'mb-5')}>
        <Search aria-hidden="true" className="size-4" />
        {t('admin.ops.search')}
      </button>
    </form>
  );
}
