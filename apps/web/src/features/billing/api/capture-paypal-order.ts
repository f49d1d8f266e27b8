import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface PaypalCapture {
  status: 'COMPLETED';
  purchaseId: string;
}

/** The server captures, checks status, amount and currency, then fulfils. */
export function capturePaypalOrder(orderId: string): Promise<PaypalCapture> {
  return apiJson<PaypalCapture>('POST', apiPaths.paypal.capture(orderId));
}

export function useCapturePaypalOrder() {
  return useMutation({ mutationFn: capturePaypalOrder });
}
