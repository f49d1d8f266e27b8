import { useCurrentUser } from './api/get-current-user.ts';
import { isSignedInUser, type User } from './api/user.ts';

/** The signed-in user, or null while signed out (or while the user is still loading). */
export function useSignedInUser(): User | null {
  const { data } = useCurrentUser();
  return isSignedInUser(data) ? data : null;
}
