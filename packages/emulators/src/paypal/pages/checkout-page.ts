import { html, type SafeHtml } from '../../shared/html.ts';
import type { PaypalOrder } from '../model.ts';
import { pageDocument } from './layout.ts';

function formatMoney(value: string, currencyCode: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(
      Number(value),
    );
  } catch {
    // Intl refuses codes it does not know; the raw pair is still readable.
    return `${value} ${currencyCode}`;
  }
}

function total(order: PaypalOrder): string {
  const [first] = order.purchase_units;
  const sameCurrency = order.purchase_units.every(
    (unit) => unit.amount.currency_code === first?.amount.currency_code,
  );
  if (!first || !sameCurrency) {
    return order.purchase_units
      .map((unit) => formatMoney(unit.amount.value, unit.amount.currency_code))
      .join(' + ');
  }
  const sum = order.purchase_units.reduce((cents, unit) => cents + Number(unit.amount.value), 0);
  return formatMoney(sum.toFixed(2), first.amount.currency_code);
}

function decisionForm(basePath: string, orderId: string, decision: 'approve' | 'cancel'): SafeHtml {
  const approve = decision === 'approve';
  return html`<form method="post" action="${basePath}/checkoutnow">
<input type="hidden" name="token" value="${orderId}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit" class="${approve ? 'primary' : 'secondary'}">${approve ? 'Pay Now' : 'Cancel and return to merchant'}</button>
</form>`;
}

/** PayPal's review step: who pays, how much, and the buyer's two answers. */
export function checkoutPage(basePath: string, order: PaypalOrder): string {
  const descriptions = order.purchase_units
    .map((unit) => unit.description)
    .filter((description) => description !== undefined);
  return pageDocument(
    basePath,
    'Log in to your PayPal account',
    html`<h1>Pay Guildsmith</h1>
<p class="amount">${total(order)}</p>
${descriptions.length > 0 ? html`<p class="muted">${descriptions.join(', ')}</p>` : null}
<div class="account">Paying as <strong>Demo Buyer</strong> (buyer@guildsmith.example), PayPal balance</div>
<div class="actions">
${decisionForm(basePath, order.id, 'approve')}
${decisionForm(basePath, order.id, 'cancel')}
</div>`,
  );
}

/** After a choice, when the merchant gave no URL to return to. */
export function resultPage(basePath: string, title: string, message: string): string {
  return pageDocument(
    basePath,
    title,
    html`<h1>${title}</h1>
<p class="muted" role="status">${message}</p>`,
  );
}
