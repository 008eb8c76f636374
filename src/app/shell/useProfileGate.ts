import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accessModelOf } from '../../config/accessModel.ts';
import { mustChooseProfile } from '../../domain/profileRules.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** The profile screens show without the shell's menu, header and footer (spec: accounts 2.2). */
export const isProfileScreen = (pathname: string) =>
  pathname === '/u/profiles' || pathname.startsWith('/u/profiles/');

/**
 * spec: accounts 2.2 — a signed-in viewer who must choose a profile is sent to profile selection.
 * Answers whether a profile is still to be chosen: on selection, Back then asks to leave the app
 * rather than return to a page the gate would only send back.
 */
export function useProfileGate(): boolean {
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
    accountScreenOpen: new URLSearchParams(search).has('u'),
  };
  const redirect = mustChooseProfile({ ...rule, pathname });
  useEffect(() => {
    if (redirect) navigate('/u/profiles', { replace: true });
  }, [redirect, navigate]);
  return mustChooseProfile({ ...rule, accountScreenOpen: false, pathname: '/' });
}
