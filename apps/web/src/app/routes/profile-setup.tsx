import type { User } from '@guildsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { RequireUser } from '@/features/auth/components/require-user.tsx';
import { completeProfile, uploadAvatar } from '@/features/profile/api/profile-calls.ts';
import { AvatarPicker } from '@/features/profile/components/avatar-picker.tsx';
import { BioField } from '@/features/profile/components/bio-field.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { ApiError } from '@/lib/request.ts';
import { takeReturnTarget } from '@/lib/return-target.ts';

function ProfileSetupForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Skipping keeps the name Discord shows for the account, never a generic one.
  const discordName = user.globalName ?? user.username;
  const [name, setName] = useState(discordName);
  const [bio, setBio] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (input: { profileName: string; bio: string; picture: File | null }) => {
    setSubmitting(true);
    try {
      const profilePicture = input.picture ? (await uploadAvatar(input.picture)).url : '';
      const { user: updated } = await completeProfile({
        profileName: input.profileName,
        profilePicture,
        bio: input.bio,
      });
      queryClient.setQueryData([apiPaths.auth.user], updated);
      toast({ title: t('profile.setupDoneTitle'), description: t('profile.setupDoneText') });
      // Completed or skipped alike: on to where they were headed before sign-in (say, checkout).
      navigate(takeReturnTarget() ?? paths.home, { replace: true });
    } catch (error) {
      toast({
        title: t('profile.setupFailedTitle'),
        description:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : t('common.error'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ profileName: name.trim(), bio, picture });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5 rounded-2xl border border-border bg-surface p-6">
      <AvatarPicker currentUrl={null} onPick={setPicture} />
      <div>
        <label htmlFor="profile-name" className="text-sm font-medium">
          {t('profile.profileName')}
        </label>
        <input
          id="profile-name"
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg"
        />
      </div>
      <BioField value={bio} onChange={setBio} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          disabled={submitting || name.trim() === ''}
          className={buttonClass({}, 'flex-1')}
        >
          {t('profile.completeSetup')}
        </button>
        <button
          type="button"
          disabled={submitting}
          onClick={() => void submit({ profileName: discordName, bio: '', picture: null })}
          className={buttonClass({ variant: 'secondary' }, 'flex-1')}
        >
          {t('profile.skipForNow')}
        </button>
      </div>
    </form>
  );
}

export function ProfileSetupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.setupTitle'));
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('profile.setupTitle')}</h1>
      <p className="mb-6 mt-2 text-fg-muted">{t('profile.setupSubtitle')}</p>
      <RequireUser>{(user) => <ProfileSetupForm user={user} />}</RequireUser>
    </section>
  );
}

export const Component = ProfileSetupPage;
