import { CircleAlert } from 'lucide-react';

/**
 * A decline shown where the buyer is looking, under the card fields (as Stripe
 * Checkout does), so they can type another card and pay again on the same page.
 * It is the only report of a decline: the card form moves focus back to the
 * card, which names this message as its description.
 */
export function CardDeclineMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="flex gap-2 rounded-lg border border-danger p-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <span>{message}</span>
    </p>
  );
}
