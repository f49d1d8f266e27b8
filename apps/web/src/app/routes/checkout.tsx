import { getPlan, isPlanId } from '@guildsmith/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { checkoutPath, paths } from '@/config/paths.ts';
import {
  AuthRequired,
  CheckoutSpinner,
  InvalidPlan,
} from '@/features/billing/components/checkout/checkout-gates.tsx';
import { ChosenPlan } from '@/features/billing/components/checkout/chosen-plan.tsx';
import { FreeCheckout } from '@/features/billing/components/checkout/free-checkout.tsx';
import { PaidCheckout } from '@/features/billing/components/checkout/paid-checkout.tsx';
import { PaypalReturn } from '@/features/billing/components/checkout/paypal-return.tsx';
import { FreeLicenseClaim } from '@/features/licenses/components/free-license-claim.tsx';
import { ContactEmailForm } from '@/features/profile/components/contact-email-form.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { isSignedInUser, useCurrentUser } from '@/lib/current-user.ts';
import { forgetReturnTarget } from '@/lib/return-target.ts';

/** PayPal sends the buyer back with `paypal=cancelled`: say so once and tidy the address. */
function usePaypalCancelledNotice(plan: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shown = useRef(false);
  const cancelled = params.get('paypal') === 'cancelled';
  useEffect(() => {
    if (!cancelled || shown.current || !plan || !isPlanId(plan)) return;
    shown.current = true;
    toast({ title: t('checkout.paypal.cancelled') });
    navigate(checkoutPath(plan), { replace: true });
  }, [cancelled, navigate, plan, t]);
}

/** Checkout that can take payment is where a pending return target to it was headed. */
function useReturnTargetReached(path: string | null) {
  useEffect(() => {
    if (path) forgetReturnTarget(path);
  }, [path]);
}

function CheckoutContent() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const planParam = params.get('plan');
  const { data: user, isPending } = useCurrentUser();
  usePaypalCancelledNotice(planParam);
  useReturnTargetReached(
    planParam && isPlanId(planParam) && isSignedInUser(user) && user.emailVerified
      ? checkoutPath(planParam)
      : null,
  );

  if (!planParam) return <Navigate to={paths.home} replace />;
  if (!isPlanId(planParam)) return <InvalidPlan plan={planParam} />;
  const hasToken = getToken() !== null;
  if (hasToken && isPending) return <CheckoutSpinner label={t('common.loading')} />;
  const signedIn = hasToken && isSignedInUser(user) ? user : null;
  if (planParam === 'free' && !signedIn) return <FreeCheckout />;
  if (!signedIn) return <AuthRequired plan={planParam} />;
  const orderId = params.get('token');
  if (planParam !== 'free' && params.get('paypal') === 'approved' && orderId) {
    return <PaypalReturn plan={planParam} orderId={orderId} />;
  }
  // Keys only ever go to a confirmed address: without one, checkout asks for it first.
  if (!signedIn.emailVerified) {
    return (
      <>
        <ChosenPlan plan={getPlan(planParam)} />
        <ContactEmailForm user={signedIn} returnTo={checkoutPath(planParam)} />
      </>
    );
  }
  if (planParam === 'free') return <FreeLicenseClaim email={signedIn.email ?? ''} />;
  return <PaidCheckout plan={getPlan(planParam)} user={signedIn} />;
}

export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.documentTitle'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <CheckoutContent />
    </div>
  );
}

export const Component = CheckoutPage;
