import type { PlanId } from '@guildsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { purchaseSuccessPath } from '@/config/paths.ts';
import { apiPaths } from '@/lib/api-paths.ts';

/** The success message, then the success page after 1.5 s. */
export const SUCCESS_REDIRECT_MS = 1500;

export function usePaymentSucceeded(plan: PlanId) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    toast({ title: t('checkout.successTitle'), description: t('checkout.successText') });
    void queryClient.invalidateQueries({ queryKey: [apiPaths.licenses.list] });
    timer.current = window.setTimeout(
      () => navigate(purchaseSuccessPath(plan)),
      SUCCESS_REDIRECT_MS,
    );
  }, [navigate, plan, queryClient, t]);
}

/** A destructive 'Payment Failed' toast with the provider's message. */
export function usePaymentFailed() {
  const { t } = useTranslation();
  return useCallback(
    (message: string) =>
      toast({ title: t('checkout.failedTitle'), description: message, variant: 'destructive' }),
    [t],
  );
}
