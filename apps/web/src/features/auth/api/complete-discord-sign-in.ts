import { signInResponse } from 'virtual:response-contracts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function completeDiscordSignIn(input: {
  code: string;
  state: string;
  rememberDevice: boolean;
}) {
  return requestJson('POST', apiPaths.auth.discordCallback, signInResponse, { body: input });
}
