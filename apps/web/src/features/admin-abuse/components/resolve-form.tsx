import { ABUSE_REPORT_OUTCOMES } from '@guildsmith/core';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/components/admin/failure-text.ts';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { type AbuseReportOutcome, useResolveAbuseReport } from '../api/resolve-abuse-report.ts';

/** Closes an open report as resolved or dismissed, saying what was done (required). */
export function ResolveForm({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [outcome, setOutcome] = useState<AbuseReportOutcome['status']>('resolved');
  const [actionTaken, setActionTaken] = useState('');
  const [blank, setBlank] = useState(false);
  const resolve = useResolveAbuseReport(reportId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resolve.isPending) return;
    const text = actionTaken.trim();
    if (!text) {
      setBlank(true);
      box.current?.focus();
      return;
    }
    resolve.mutate(
      { status: outcome, actionTaken: text },
      {
        onSuccess: (report) =>
          toast({
            title: t('admin.abuse.closed'),
            description: t(`admin.abuse.statuses.${report.status}`),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('admin.abuse.outcome')}</legend>
        <div className="flex flex-wrap gap-4">
          {ABUSE_REPORT_OUTCOMES.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="size-4 accent-accent"
              />
              {t(`admin.abuse.statuses.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('admin.abuse.actionTaken')}
        </label>
        <textarea
          ref={box}
          id={id}
          value={actionTaken}
          rows={3}
          maxLength={500}
          required
          aria-invalid={blank}
          aria-describedby={blank ? `${id}-blank` : undefined}
          onChange={(event) => {
            setActionTaken(event.target.value);
            if (event.target.value.trim()) setBlank(false);
          }}
          className="w-full resize-y rounded-lg border border-border bg-canvas px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger"
        />
        {blank ? (
          <p id={`${id}-blank`} className="text-sm text-danger">
            {t('admin.abuse.actionTakenRequired')}
          </p>
        ) : null}
      </div>
      {resolve.isError ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-sm">
          {failureText(resolve.error, t('admin.ops.actionFailed'))}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={resolve.isPending}
        aria-busy={resolve.isPending}
        className={buttonClass()}
      >
        {resolve.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t('admin.abuse.resolve')}
      </button>
    </form>
  );
}
