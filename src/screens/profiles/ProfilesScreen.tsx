import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PROFILE_LIMIT } from '../../domain/profileRules.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import type { ViewerProfile } from '../../integrations/accountService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { PinPad } from './PinPad.tsx';
import { ProfileTile } from './ProfileTile.tsx';
import { useProfileList } from './useProfileList.ts';
import './profiles.css';

const tileKey = (id: string) => `profile-${id}`;

/**
 * spec: accounts 2.12 — profile selection ('who is watching?', or 'no one watching' with the create
 * message), outside the main layout: the avatars in a row the remote walks, 'add profile' while there
 * are fewer than four, and 'manage profiles'. Choosing one (its PIN first, by the number keys) enters it
 * and goes home; a failure stays here and says so. In manage mode each profile opens its editor.
 */
export function ProfilesScreen({ mode }: { mode: 'select' | 'manage' }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const startup = useStartupResult();
  const navigate = useNavigate();
  const { away, list } = useProfileList();
  const [params] = useSearchParams();
  const [askingId, setAskingId] = useState<string | null>(() => params.get('enter'));
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const profiles = list?.profiles ?? [];
  // A profile chosen elsewhere (the user menu) whose PIN is asked here.
  const asking = profiles.find((profile) => profile.id === askingId && profile.hasPin);
  const canAdd = Boolean(list?.canManage) && profiles.length < PROFILE_LIMIT;
  // Focus starts on the profile this device is in (the one most likely chosen again), else the first.
  const currentId = useAccountStore((state) => state.profile?.id);
  const first = profiles.find((profile) => profile.id === currentId) ?? profiles[0];
  useScreenFocus(Boolean(list), [first ? tileKey(first.id) : undefined, 'profiles-add'], `profiles-${mode}`);
  if (away) return <Navigate to="/" replace />;
  if (!list) return <Spinner label={t('profiles.who_is_watching')} />;

  const enter = async (profile: ViewerProfile, pin?: string) => {
    await (await loadAccounts(startup)).enterProfile(profile.id, pin);
    navigate('/', { replace: true });
  };
  const choose = (profile: ViewerProfile) => {
    if (mode === 'manage') return navigate(`/u/profiles/edit/${encodeURIComponent(profile.id)}`);
    if (profile.hasPin) return setAskingId(profile.id);
    setError(undefined);
    enter(profile).catch((cause: unknown) => {
      setError(cause instanceof AccountError ? cause.key : 'profiles.unable_to_enter');
      setAttempt((count) => count + 1);
    });
  };

  const title =
    mode === 'manage'
      ? t('profiles.manage_title')
      : profiles.length === 0
        ? t('profiles.no_one_watching')
        : t('profiles.who_is_watching');
  return (
    <section className="profiles-page">
      <h1>{title}</h1>
      {profiles.length === 0 ? <p>{t('profiles.create_message')}</p> : null}
      <FormError focusKey="profiles-error" messageKey={error} attempt={attempt} />
      <div className="profiles-page__row">
        {profiles.map((profile) => (
          <ProfileTile
            key={profile.id}
            focusKey={tileKey(profile.id)}
            name={profile.name}
            avatarUrl={profile.avatarUrl}
            kids={!profile.adult}
            locked={profile.hasPin}
            editing={mode === 'manage'}
            onPress={() => choose(profile)}
          />
        ))}
        {canAdd ? (
          <ProfileTile
            focusKey="profiles-add"
            name={t('profiles.add_profile')}
            onPress={() => navigate('/u/profiles/create')}
          >
            <span className="profile-tile__plus">+</span>
          </ProfileTile>
        ) : null}
      </div>
      <div className="profiles-page__actions">
        {mode === 'manage' ? (
          <Button focusKey="profiles-done" onPress={() => navigate('/u/profiles')}>
            {t('profiles.done')}
          </Button>
        ) : list.canManage ? (
          <Button focusKey="profiles-manage" variant="secondary" onPress={() => navigate('/u/profiles/edit')}>
            {t('profiles.manage_profiles')}
          </Button>
        ) : null}
      </div>
      {asking ? (
        <PinPad name={asking.name} onSubmit={(pin) => enter(asking, pin)} onClose={() => setAskingId(null)} />
      ) : null}
    </section>
  );
}
