import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useForcedSignOut } from '../../integrations/notifications/forcedSignOut.ts';
import { ProfileGate } from '../profiles/ProfileGate.tsx';

/** spec: accounts 4.12 — signed out for too many devices: the login screen says so, over this page. */
function ForcedSignOutNotice() {
  const reason = useForcedSignOut((state) => state.reason);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (reason === null) return;
    useForcedSignOut.getState().set(null);
    if (reason === 'sessions_limit') navigate({ pathname, search: '?u=login&message=simultaneous_logins' });
  }, [reason, navigate, pathname]);
  return null;
}

/**
 * What the account code keeps mounted in the shell (handed over through the account store, so the first
 * screen carries none of it): the profile gate (2.2) and the forced sign-out's notice (4.12).
 */
export function AccountOutlet({ onLeave }: { onLeave(): void }) {
  return (
    <>
      <ProfileGate onLeave={onLeave} />
      <ForcedSignOutNotice />
    </>
  );
}
