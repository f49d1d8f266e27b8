import type { User } from '@/features/auth/api/user.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return apiJson<{ url: string }>('POST', apiPaths.profile.uploadAvatar, form);
}

export function completeProfile(input: {
  profileName: string;
  profilePicture: string;
  bio: string;
}) {
  return apiJson<{ user: User }>('POST', apiPaths.auth.completeProfile, input);
}

export function updateProfile(input: {
  bio?: string;
  website?: string;
  twitter?: string;
  github?: string;
  profilePicture?: string;
}) {
  return apiJson<{ user: User }>('PATCH', apiPaths.profile.update, input);
}

export function completeOnboarding() {
  return apiJson<{ user: User }>('POST', apiPaths.profile.completeOnboarding);
}

/**
 * The address license keys go to, for accounts without a verified Discord
 * e-mail. It stays unconfirmed (`user.emailVerified` false) until the link the
 * server e-mails to it is opened.
 */
export function setContactEmail(email: string) {
  return apiJson<{ success: true; message: string; user: User; confirmationSent: boolean }>(
    'PUT',
    apiPaths.profile.email,
    { email },
  );
}
