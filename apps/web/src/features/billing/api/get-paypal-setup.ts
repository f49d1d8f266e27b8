import { paypalSetupResponse } from 'virtual:response-contracts';
import type { PaypalSetupResponse } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function getPaypalSetup(signal?: AbortSignal): Promise<PaypalSetupResponse> {
  return requestJson('GET', apiPaths.paypal.setup, paypalSetupResponse, { signal });
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
