import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';
import type { User } from './user.ts';

/** `totpCode` only once the server asked for it (401 TOTP_REQUIRED). */
export function adminLogin(input: { username: string; password: string; totpCode?: string }) {
  return apiJson<{ success: true; token: string; user: User }>(
    'POST',
    apiPaths.auth.adminLogin,
    input,
  );
}
