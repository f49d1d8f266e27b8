import { signInResponse } from 'virtual:response-contracts';
import type { AdminLoginWithCodeBody } from '@guildsmith/core';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** `totpCode` only once the server asked for it (401 TOTP_REQUIRED). */
export function adminLogin(input: AdminLoginWithCodeBody) {
  return requestJson('POST', apiPaths.auth.adminLogin, signInResponse, { body: input });
}
