import { profileResponse } from 'virtual:response-contracts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Skipped, closed or finished alike: the dialog does not open again. */
export function completeOnboarding() {
  return requestJson('POST', apiPaths.profile.completeOnboarding, profileResponse);
}
