import { useId } from 'react';

/** One filter of an admin list: a labelled choice whose first option is "all". */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | '') => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value ?? '')
        }
        className="h-10 cursor-pointer rounded-lg border border-border bg-canvas px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
