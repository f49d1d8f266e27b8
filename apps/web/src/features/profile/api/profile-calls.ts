import {
  avatarUploadResponse,
  contactEmailResponse,
  profileResponse,
} from 'virtual:response-contracts';
import type { CompleteProfileBody, ProfileUpdateBody } from '@guildsmith/core';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return requestJson('POST', apiPaths.profile.uploadAvatar, avatarUploadResponse, { body: form });
}

export function completeProfile(input: CompleteProfileBody) {
  return requestJson('POST', apiPaths.auth.completeProfile, profileResponse, { body: input });
}

export function updateProfile(input: ProfileUpdateBody) {
  return requestJson('PATCH', apiPaths.profile.update, profileResponse, { body: input });
}

/**
 * The address license keys go to, for accounts without a verified Discord
 * e-mail. It stays unconfirmed (`user.emailVerified` false) until the link the
 * server e-mails to it is opened.
 */
export function setContactEmail(email: string) {
  return requestJson('PUT', apiPaths.profile.email, contactEmailResponse, { body: { email } });
}
