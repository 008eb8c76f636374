import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  AVATARS,
  avatarUrlOf,
  pinProblem,
  profileNameProblem,
  randomAvatarUrl,
} from '../../domain/profileRules.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import type { ViewerProfile } from '../../integrations/accountService.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { showToast } from '../../stores/toastStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { FormField } from '../account/FormField.tsx';
import { useAccountForm } from '../account/useAccountForm.ts';
import { PROFILES_QUERY_KEY, useProfileList } from './useProfileList.ts';
import './profiles.css';
import { appFile } from '../../app/appFiles.ts';

/** A labelled row of toggles the remote walks (who watches; the avatar). */
function ChoiceRow({
  focusKey,
  legend,
  children,
}: {
  focusKey: string;
  legend: string;
  children: ReactNode;
}) {
  const { ref, focusKey: own } = useFocusable<object, HTMLFieldSetElement>({ focusKey, trackChildren: true });
  return (
    <FocusContext.Provider value={own}>
      <fieldset ref={ref} className="profile-form__choice">
        <legend className="text-field__label">{legend}</legend>
        <div className="profile-form__options">{children}</div>
      </fieldset>
    </FocusContext.Provider>
  );
}

/**
 * spec: accounts 2.12, 5.8 — create (/u/profiles/create) and edit (/u/profiles/edit/{id}): the name,
 * adult or kids, one of the twelve avatars, an optional 4-digit PIN, save and cancel. A new profile
 * starts adult with a random avatar; once made, a dialog offers 'back to profiles' and 'watch now'. Edit
 * has the delete panel (not for the default profile: 'delete_main'), whose button opens the
 * action=delete-profile confirmation. An unknown id goes back to the profiles.
 */
export function ProfileFormScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { id } = useParams();
  const { away, list } = useProfileList();
  if (away) return <Navigate to="/" replace />;
  if (!list) return <Spinner label={id ? t('profiles.edit_profile') : t('profiles.create_title')} />;
  const editing = id ? list.profiles.find((profile) => profile.id === id) : undefined;
  if (id && !editing) return <Navigate to="/u/profiles" replace />;
  if (!list.canManage) return <Navigate to="/u/profiles" replace />;
  return <ProfileForm key={id ?? 'new'} profile={editing} />;
}

function ProfileForm({ profile }: { profile?: ViewerProfile }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const startup = useStartupResult();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [adult, setAdult] = useState(profile?.adult ?? true);
  const [avatarUrl, setAvatarUrl] = useState(() => profile?.avatarUrl || randomAvatarUrl());
  const [created, setCreated] = useState<ViewerProfile | undefined>();
  const [removingPin, setRemovingPin] = useState(false);
  const session = () => loadAccounts(startup);
  const form = useAccountForm({
    initial: { name: profile?.name ?? '', pin: '' },
    rules: { name: profileNameProblem, pin: (pin) => (removingPin ? undefined : pinProblem(pin)) },
    clearOnError: ['pin'],
    async submit({ name, pin }) {
      const draft = { name, adult, avatarUrl, pin: removingPin ? null : pin };
      const accounts = await session();
      if (profile) await accounts.updateProfile(profile.id, draft);
      else setCreated(await accounts.createProfile(draft));
      await queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY });
      if (profile) navigate('/u/profiles/edit', { replace: true });
    },
  });
  useScreenFocus(true, ['profile-name'], profile ? `profile-edit-${profile.id}` : 'profile-create');

  const confirmingDelete = params.get('action') === 'delete-profile' && profile && !profile.isDefault;
  const closeDelete = () => setParams({}, { replace: true });
  const remove = async () => {
    if (!profile) return;
    closeDelete();
    try {
      await (await session()).deleteProfile(profile.id);
      // Away first: the list without it would send this screen's unknown id to the profiles.
      navigate('/u/profiles/edit', { replace: true });
      showToast(t('profiles.deleted'));
      await queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY });
    } catch {
      // spec: accounts 4.11 — on error the loader stops; the form says so.
      form.setFormError('profiles.form_error');
    }
  };
  const watchNow = async (made: ViewerProfile) => {
    try {
      await (await session()).enterProfile(made.id, form.values.pin || undefined);
      navigate('/', { replace: true });
    } catch {
      navigate('/u/profiles', { replace: true });
    }
  };

  return (
    <section className="profiles-page profile-form">
      <h1>{profile ? t('profiles.edit_named', { name: profile.name }) : t('profiles.create_title')}</h1>
      <FormError focusKey="profile-form-error" messageKey={form.formError} attempt={form.attempt} />
      <FormField
        form={form}
        name="name"
        focusKey="profile-name"
        label={t('profiles.name')}
        autoComplete="off"
      />
      <ChoiceRow focusKey="profile-rating" legend={t('profiles.content_rating')}>
        <Button focusKey="profile-adult" variant="secondary" pressed={adult} onPress={() => setAdult(true)}>
          {t('profiles.adult')}
        </Button>
        <Button
          focusKey="profile-kids"
          variant="secondary"
          pressed={!adult}
          disabled={profile?.isDefault}
          onPress={() => setAdult(false)}
        >
          {t('profiles.kids_option')}
        </Button>
      </ChoiceRow>
      <ChoiceRow focusKey="profile-avatars" legend={t('profiles.avatar')}>
        {AVATARS.map((avatar) => (
          <Button
            key={avatar}
            focusKey={`avatar-${avatar}`}
            variant="icon"
            label={t('profiles.avatar_named', { name: avatar })}
            pressed={avatarUrl === avatarUrlOf(avatar)}
            onPress={() => setAvatarUrl(avatarUrlOf(avatar))}
          >
            <img src={appFile(avatarUrlOf(avatar))} alt="" width={72} height={72} />
          </Button>
        ))}
      </ChoiceRow>
      {removingPin ? null : (
        <FormField
          form={form}
          name="pin"
          focusKey="profile-pin"
          type="password"
          numeric
          autoComplete="off"
          label={profile?.hasPin ? t('profiles.pin_keep') : t('profiles.pin')}
        />
      )}
      {profile?.hasPin ? (
        <Button
          focusKey="profile-remove-pin"
          variant="secondary"
          pressed={removingPin}
          onPress={() => setRemovingPin(!removingPin)}
        >
          {t('profiles.remove_pin')}
        </Button>
      ) : null}
      <div className="account-page__actions">
        <Button focusKey="profile-save" onPress={() => void form.onSubmit()} disabled={form.busy}>
          {t('profiles.save')}
        </Button>
        <Button
          focusKey="profile-cancel"
          variant="secondary"
          onPress={() => navigate(profile ? '/u/profiles/edit' : '/u/profiles', { replace: true })}
        >
          {t('profiles.cancel')}
        </Button>
      </div>
      {profile ? (
        <section className="profile-form__delete" aria-labelledby="profile-delete-title">
          <h2 id="profile-delete-title">{t('profiles.delete_title')}</h2>
          {profile.isDefault ? (
            <p>{t('profiles.delete_main')}</p>
          ) : (
            <>
              <p>{t('profiles.delete_description')}</p>
              <Button
                focusKey="profile-delete"
                variant="secondary"
                onPress={() => setParams({ action: 'delete-profile' })}
              >
                {t('profiles.delete_button')}
              </Button>
            </>
          )}
        </section>
      ) : null}
      {confirmingDelete ? (
        <Modal
          focusKey="profile-delete-confirm"
          title={t('profiles.delete_confirm', { name: profile.name })}
          onClose={closeDelete}
          preferredChildFocusKey="profile-delete-no"
        >
          <div className="account-page__actions">
            <Button focusKey="profile-delete-yes" onPress={() => void remove()}>
              {t('profiles.delete_yes')}
            </Button>
            <Button focusKey="profile-delete-no" variant="secondary" onPress={closeDelete}>
              {t('profiles.cancel')}
            </Button>
          </div>
        </Modal>
      ) : null}
      {created ? (
        <Modal
          focusKey="profile-created"
          title={t('profiles.created_title')}
          onClose={() => navigate('/u/profiles', { replace: true })}
          preferredChildFocusKey="profile-watch-now"
        >
          <p>{t('profiles.created_message', { name: created.name })}</p>
          <div className="account-page__actions">
            <Button focusKey="profile-watch-now" onPress={() => void watchNow(created)}>
              {t('profiles.watch_now')}
            </Button>
            <Button
              focusKey="profile-back-to-profiles"
              variant="secondary"
              onPress={() => navigate('/u/profiles', { replace: true })}
            >
              {t('profiles.back_to_profiles')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
