import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface PaypalSetup {
  available: boolean;
  currency: 'USD';
  intent: 'capture';
}

export function getPaypalSetup(signal?: AbortSignal): Promise<PaypalSetup> {
  return apiJson<PaypalSetup>('GET', apiPaths.paypal.setup, undefined, { signal });
}

export function paypalSetupQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.paypal.setup],
    queryFn: ({ signal }) => getPaypalSetup(signal),
  });
}

export function usePaypalSetup() {
  return useQuery(paypalSetupQueryOptions());
}
