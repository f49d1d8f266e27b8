import { apiPaths } from '@/lib/api-paths.ts';
import { clearTokens } from '@/lib/auth-storage.ts';
import { apiRequest } from '@/lib/request.ts';

/** Ends the session on the server (the token stops working) and forgets it here either way. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', apiPaths.auth.logout);
  } finally {
    clearTokens();
  }
}
