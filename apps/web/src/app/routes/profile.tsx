import type { User } from '@guildsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { RequireUser } from '@/features/auth/components/require-user.tsx';
import { useAvatarUrl } from '@/features/auth/use-avatar-url.ts';
import { useSignOut } from '@/features/auth/use-sign-out.ts';
import { updateProfile, uploadAvatar } from '@/features/profile/api/profile-calls.ts';
import { AccountPrivacy } from '@/features/profile/components/account-privacy.tsx';
import { AvatarPicker } from '@/features/profile/components/avatar-picker.tsx';
import { BioField } from '@/features/profile/components/bio-field.tsx';
import { DeliveryEmail } from '@/features/profile/components/delivery-email.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { ApiError } from '@/lib/request.ts';

const inputClass = 'mt-1 block w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg';

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const picture = useAvatarUrl(user, 256);
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.profileName ?? user.firstName);
  const [bio, setBio] = useState(user.bio ?? '');
  const [website, setWebsite] = useState(user.website ?? '');
  const [twitter, setTwitter] = useState(user.twitter ?? '');
  const [github, setGithub] = useState(user.github ?? '');
  const [saving, setSaving] = useState(false);

  const onPick = async (file: File) => {
    try {
      const { url } = await uploadAvatar(file);
      queryClient.setQueryData<User>(
        [apiPaths.auth.user],
        (current) => current && { ...current, profilePicture: url },
      );
      toast({ title: t('profile.pictureUpdated') });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: message ?? t('profile.pictureFailed'), variant: 'destructive' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const { user: updated } = await updateProfile({
        profileName: name.trim(),
        bio,
        website: website.trim(),
        twitter: twitter.trim(),
        github: github.trim(),
      });
      queryClient.setQueryData([apiPaths.auth.user], updated);
      toast({ title: t('profile.saved') });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined;
      toast({
        title: t('profile.saveFailed'),
        description: message ?? undefined,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5 rounded-2xl border border-border bg-surface p-6">
      <AvatarPicker currentUrl={picture} onPick={(file) => void onPick(file)} />
      <label className="block text-sm font-medium">
        {t('profile.displayName')}
        <input
          required
          maxLength={80}
          value={name}
          autoComplete="nickname"
          aria-describedby="display-name-hint"
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
        <span id="display-name-hint" className="mt-1 block text-xs font-normal text-fg-muted">
          {t('profile.displayNameHint')}
        </span>
      </label>
      <BioField value={bio} onChange={setBio} />
      <label className="block text-sm font-medium">
        {t('profile.website')}
        <input
          type="url"
          value={website}
          placeholder="https://"
          onChange={(event) => setWebsite(event.target.value)}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium">
        {t('profile.twitter')}
        <input
          value={twitter}
          placeholder="@handle"
          onChange={(event) => setTwitter(event.target.value)}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium">
        {t('profile.github')}
        <input
          value={github}
          placeholder="username"
          onChange={(event) => setGithub(event.target.value)}
          className={inputClass}
        />
      </label>
      <button type="submit" disabled={saving || name.trim() === ''} className={buttonClass()}>
        {saving ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const signOut = useSignOut();
  const navigate = useNavigate();
  const afterDeletion = async () => {
    // Off the signed-in page first (the home page may still be loading), so it does not send
    // the signed-out visitor to /login.
    await navigate(paths.home, { replace: true });
    await signOut();
    toast({ title: t('profile.deletedTitle'), description: t('profile.deletedText') });
  };
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold">{t('profile.title')}</h1>
      <RequireUser>
        {(user) => (
          <div className="space-y-8">
            <ProfileForm user={user} />
            <div id="account" tabIndex={-1} className="space-y-8 outline-none">
              <DeliveryEmail user={user} />
              <AccountPrivacy user={user} onDeleted={() => void afterDeletion()} />
            </div>
          </div>
        )}
      </RequireUser>
    </section>
  );
}

export const Component = ProfilePage;
