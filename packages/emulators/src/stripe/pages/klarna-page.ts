import { html } from '../../shared/html.ts';
import type { PaymentIntentObject } from '../model.ts';
import { formatAmount, pageDocument } from './layout.ts';

export interface KlarnaPageInput {
  /** Where the emulator is mounted (e.g. '/sandbox/stripe'), for its own links and forms. */
  basePath: string;
  intent: PaymentIntentObject;
  nonce: string;
}

/** Klarna's authorisation step, reduced to the customer's two possible answers. */
export function klarnaPage({ basePath, intent, nonce }: KlarnaPageInput): string {
  const action = `${basePath}/klarna/${intent.id}`;
  const decisionForm = (decision: 'approve' | 'decline', label: string, primary: boolean) =>
    html`<form method="post" action="${action}">
<input type="hidden" name="nonce" value="${nonce}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit"${primary ? html` class="primary"` : null}>${label}</button>
</form>`;
  return pageDocument(
    basePath,
    'Pay with Klarna',
    html`<span class="brand">Klarna.</span>
<h1>Pay with Klarna</h1>
<p class="amount">${formatAmount(intent.amount, intent.currency)}</p>
<p class="muted">${intent.description ?? 'Review the payment, then approve or decline it.'}</p>
<div class="actions">
${decisionForm('decline', 'Decline', false)}
${decisionForm('approve', 'Approve payment', true)}
</div>`,
  );
}

/** Shown when the link is stale (already answered, canceled) or was never valid. */
export function klarnaUnavailablePage(basePath: string): string {
  return pageDocument(
    basePath,
    'Payment unavailable',
    html`<span class="brand">Klarna.</span>
<h1>This payment can no longer be authorised</h1>
<p class="muted" role="alert">The link has expired or was already used. Go back to the merchant and try again.</p>`,
  );
}
