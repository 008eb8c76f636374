import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appFile } from '../../app/appFiles.ts';
import { DEFAULT_AVATAR } from '../../domain/profileRules.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import { keepInView } from '../../ui/keepInView.ts';
import { LockIcon } from '../../ui/LockIcon.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';

interface ProfileTileProps {
  focusKey: string;
  name: string;
  avatarUrl?: string;
  kids?: boolean;
  locked?: boolean;
  /** The tile opens the profile's editor (manage mode): a pencil over the avatar. */
  editing?: boolean;
  onPress(): void;
  /** In place of an avatar: the add tile's plus. */
  children?: ReactNode;
}

/** One profile in the row the remote walks: its avatar large, its name, kids and PIN marks. */
export function ProfileTile({
  focusKey,
  name,
  avatarUrl,
  kids,
  locked,
  editing,
  onPress,
  children,
}: ProfileTileProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onPress,
    onFocus: (layout) => keepInView(layout.node),
  });
  const marks = [kids ? t('profiles.kids') : '', locked ? t('profiles.pin_protected') : ''].filter(Boolean);
  return (
    <button
      ref={ref}
      type="button"
      className={`profile-tile${focused ? ' is-focused' : ''}${editing ? ' profile-tile--editing' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      aria-label={[editing ? t('profiles.edit_named', { name }) : name, ...marks].join(', ')}
      onClick={onPress}
      onMouseMove={() => {
        if (!focused) focusSelf();
      }}
    >
      <span className="profile-tile__avatar" aria-hidden="true">
        {children ?? <img src={appFile(avatarUrl || DEFAULT_AVATAR)} alt="" width={160} height={160} />}
        {editing ? (
          <span className="profile-tile__pencil">
            <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
              <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />
            </svg>
          </span>
        ) : null}
        {locked ? (
          <span className="profile-tile__lock">
            <LockIcon />
          </span>
        ) : null}
      </span>
      <span className="profile-tile__name" aria-hidden="true">
        {name}
      </span>
      {kids ? (
        <span className="profile-tile__badge" aria-hidden="true">
          {t('profiles.kids')}
        </span>
      ) : null}
    </button>
  );
}
