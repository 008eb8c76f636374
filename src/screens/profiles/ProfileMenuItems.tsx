import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PROFILE_LIMIT } from '../../domain/profileRules.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import type { ViewerProfile } from '../../integrations/accountService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { useProfileList } from './useProfileList.ts';

/** The header menu's item, passed in: this chunk must not import the header's own modules. */
type MenuItem = ComponentType<{ focusKey: string; onChoose(): void; children: ReactNode }>;

/**
 * spec: accounts 2.11 — the user menu's profile part, loaded with the account code: the other profiles
 * to switch to (one with a PIN opens its pad on the profile screen), 'add profile' while there are
 * fewer than four, and 'profile' to edit one's own.
 */
export function ProfileMenuItems({ Item, close }: { Item: MenuItem; close(): void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const startup = useStartupResult();
  const navigate = useNavigate();
  const current = useAccountStore((state) => state.profile);
  const { list } = useProfileList();
  if (!list) return null;
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const switchTo = async (profile: ViewerProfile) => {
    if (profile.hasPin) return go(`/u/profiles?enter=${encodeURIComponent(profile.id)}`);
    close();
    try {
      await (await loadAccounts(startup)).enterProfile(profile.id);
      navigate('/');
    } catch {
      navigate('/u/profiles');
    }
  };
  const others = list.profiles.filter((profile) => profile.id !== current?.id);
  return (
    <>
      {others.length > 0 ? <p className="header-menu__title">{t('profiles.switch_profile')}</p> : null}
      {others.map((profile) => (
        <Item
          key={profile.id}
          focusKey={`user-menu-profile-${profile.id}`}
          onChoose={() => void switchTo(profile)}
        >
          {profile.name}
        </Item>
      ))}
      {list.canManage && list.profiles.length < PROFILE_LIMIT ? (
        <Item focusKey="user-menu-add-profile" onChoose={() => go('/u/profiles/create')}>
          {t('profiles.add_profile')}
        </Item>
      ) : null}
      {current && list.canManage ? (
        <Item
          focusKey="user-menu-profile"
          onChoose={() => go(`/u/profiles/edit/${encodeURIComponent(current.id)}`)}
        >
          {t('profiles.profile')}
        </Item>
      ) : null}
    </>
  );
}
