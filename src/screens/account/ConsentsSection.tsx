import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../../integrations/accountError.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { useAccountActions } from './useAccountActions.ts';

/** A provider's consent label may carry markup (links): shown as its text, never as HTML. */
const plainText = (label: string) => label.replace(/<[^>]*>/g, '');

interface SectionProps {
  editing: boolean;
  onEdit(): void;
  onDone(): void;
}

/** spec: accounts 2.9, 4.10 — the publisher's consents with the customer's answers; saved as a whole. */
export function ConsentsSection({ editing, onEdit, onDone }: SectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const queryClient = useQueryClient();
  const consents = useQuery({
    queryKey: ['account', 'consents'],
    queryFn: async () => (await actions.session()).customerConsents(),
  });
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | undefined>();
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current)
      setDraft(Object.fromEntries((consents.data ?? []).map(({ name, accepted }) => [name, accepted])));
    const first = consents.data?.[0];
    if (editing !== wasEditing.current)
      setFocus(editing && first ? `consent-${first.name}` : 'consents-edit');
    wasEditing.current = editing;
  }, [editing, consents.data]);
  if (!consents.data || consents.data.length === 0) return null;

  const save = async () => {
    const missing = consents.data.some((consent) => consent.required && !draft[consent.name]);
    if (missing) return setError('registration.consents_error');
    try {
      await (await actions.session()).saveConsents(draft);
      await queryClient.invalidateQueries({ queryKey: ['account', 'consents'] });
      setError(undefined);
      onDone();
    } catch (cause) {
      setError(cause instanceof AccountError ? cause.key : 'unknown_error');
    }
  };
  return (
    <section className="account-section" aria-labelledby="account-consents">
      <h2 id="account-consents">{t('account.consents')}</h2>
      <FormError focusKey="consents-error" messageKey={error} />
      {consents.data.map((consent) =>
        editing ? (
          <Checkbox
            key={consent.name}
            focusKey={`consent-${consent.name}`}
            checked={draft[consent.name] ?? false}
            onChange={(checked) => setDraft((current) => ({ ...current, [consent.name]: checked }))}
          >
            {plainText(consent.label)}
          </Checkbox>
        ) : (
          <p key={consent.name} className="account-section__value">
            {`${plainText(consent.label)}: ${t(consent.accepted ? 'account.accepted' : 'account.declined')}`}
          </p>
        ),
      )}
      {editing ? (
        <div className="account-page__actions">
          <Button focusKey="consents-save" onPress={() => void save()}>
            {t('account.save')}
          </Button>
          <Button focusKey="consents-cancel" variant="secondary" onPress={onDone}>
            {t('account.cancel')}
          </Button>
        </div>
      ) : (
        <Button focusKey="consents-edit" variant="secondary" onPress={onEdit}>
          {t('account.edit')}
        </Button>
      )}
    </section>
  );
}
