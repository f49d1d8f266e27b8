import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';
import type { User } from './user.ts';

export interface SignInResult {
  success?: boolean;
  token?: string;
  user?: User;
  error?: string;
  message?: string;
}

export function completeDiscordSignIn(input: {
  code: string;
  state: string;
  rememberDevice: boolean;
}) {
  return apiJson<SignInResult>('POST', apiPaths.auth.discordCallback, input);
}
