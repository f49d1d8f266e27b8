import { paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';

/**
 * Where the logo leads: home when signed out, the admin
 * dashboard for admins, profile setup while a profile is incomplete, else the dashboard.
 */
export function useLogoTarget(): string {
  const user = useSignedInUser();
  if (!user) return paths.home;
  if (user.role === 'admin') return paths.adminDashboard;
  if (!user.profileCompleted) return paths.profileSetup;
  return paths.dashboard;
}
