import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { needsProfileSetup, useSignedInUser } from '@/lib/current-user.ts';

const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog.tsx').then((module) => ({ default: module.OnboardingDialog })),
);

/** Pages a person with an unfinished profile may still see. */
const OPEN_WHILE_INCOMPLETE = new Set<string>([
  paths.profileSetup,
  paths.authCallback,
  paths.authDiscordCallback,
  paths.privacy,
  paths.terms,
  // The link in the e-mail must work whoever opens it, and it is only ever opened once.
  paths.confirmEmail,
]);

/**
 * What follows a sign-in: a non-admin without a completed profile is sent to
 * /profile-setup (the sign-in callback goes there directly, keeping where the
 * visitor was headed as the pending return target), and once the profile exists
 * the onboarding dialog opens until it is completed or skipped.
 */
export function SignedInEffects() {
  const user = useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const needsProfile = Boolean(user && needsProfileSetup(user));

  useEffect(() => {
    if (needsProfile && !OPEN_WHILE_INCOMPLETE.has(location.pathname)) {
      navigate(paths.profileSetup, { replace: true });
    }
  }, [needsProfile, location.pathname, navigate]);

  if (!user || user.role === 'admin' || needsProfile || user.onboardingCompleted) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog user={user} />
    </Suspense>
  );
}
