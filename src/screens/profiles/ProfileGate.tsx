import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accessModelOf } from '../../config/accessModel.ts';
import { mustChooseProfile } from '../../domain/profileRules.ts';
import { useBackHandler } from '../../focus/useBackHandler.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/**
 * spec: accounts 2.2 — a signed-in viewer who must choose a profile is sent to profile selection, and
 * Back there asks to leave the app (`onLeave`) rather than return to a page that would only send them
 * back. Part of the account code (accountSession hands it to the shell), so the first screen has none of it.
 */
export function ProfileGate({ onLeave }: { onLeave(): void }) {
  const { config, features } = useStartupResult();
  const signedIn = useAccountStore((state) => state.status === 'signedIn');
  const profilesOn = useAccountStore((state) => features.profiles && Boolean(state.service?.profiles));
  const profileChosen = useAccountStore((state) => state.profile !== null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const rule = {
    signedIn,
    profilesOn,
    profileChosen,
    accessModel: accessModelOf(config),
    profileSwitching: features.profileSwitching,
  };
  const redirect = mustChooseProfile({
    ...rule,
    accountScreenOpen: new URLSearchParams(search).has('u'),
    pathname,
  });
  useEffect(() => {
    if (redirect) navigate('/u/profiles', { replace: true });
  }, [redirect, navigate]);
  const atGate =
    pathname === '/u/profiles' && mustChooseProfile({ ...rule, accountScreenOpen: false, pathname: '/' });
  useBackHandler(onLeave, atGate);
  return null;
}
