import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';
import type { User } from './user.ts';

export function adminLogin(input: { username: string; password: string }) {
  return apiJson<{ success: true; token: string; user: User }>(
    'POST',
    apiPaths.auth.adminLogin,
    input,
  );
}
