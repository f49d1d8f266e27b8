import type { PlanId } from '@guildsmith/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkoutPath } from '@/config/paths.ts';
import { ApiError } from '@/lib/request.ts';
import { useCapturePaypalOrder } from '../../api/capture-paypal-order.ts';
import { CheckoutSpinner } from './checkout-gates.tsx';
import { usePaymentFailed, usePaymentSucceeded } from './use-payment-succeeded.ts';

/** Back from PayPal's approval page: capture once, then the usual success or failure. */
export function PaypalReturn({ plan, orderId }: { plan: PlanId; orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const capture = useCapturePaypalOrder();
  const succeeded = usePaymentSucceeded(plan);
  const failed = usePaymentFailed();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    capture.mutate(orderId, {
      onSuccess: succeeded,
      onError: (error) => {
        failed(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : t('common.error'),
        );
        navigate(checkoutPath(plan), { replace: true });
      },
    });
  }, [capture, failed, navigate, orderId, plan, succeeded, t]);

  return <CheckoutSpinner label={t('checkout.paypal.capturing')} />;
}
