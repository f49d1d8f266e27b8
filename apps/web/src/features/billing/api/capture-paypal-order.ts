import { paypalCaptureResponse } from 'virtual:response-contracts';
import type { PaypalCaptureResponse } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The server captures, checks status, amount and currency, then fulfils. */
export function capturePaypalOrder(orderId: string): Promise<PaypalCaptureResponse> {
  return requestJson('POST', apiPaths.paypal.capture(orderId), paypalCaptureResponse);
}

export function useCapturePaypalOrder() {
  return useMutation({ mutationFn: capturePaypalOrder });
}
