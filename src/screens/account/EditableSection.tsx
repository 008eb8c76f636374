import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../integrations/accountService.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';

/** What the account page gives each of its sections; one is edited at a time (spec: accounts 4.10). */
export interface SectionProps {
  customer: Customer;
  editing: boolean;
  onEdit(): void;
  onDone(): void;
}

interface EditableSectionProps {
  /** The focus keys' prefix: `{name}-edit`, `{name}-error`, `{name}-save`, `{name}-cancel`. */
  name: string;
  title: string;
  /** What read mode shows. */
  value: string;
  editing: boolean;
  /** Whether read mode offers Edit (the integration may not allow it). */
  canEdit?: boolean;
  /** The first field, which takes focus when editing starts. */
  firstField: string;
  formError: string | undefined;
  attempt: number;
  onEdit(): void;
  onSave(): void;
  onCancel(): void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An account page section edited in place (spec: accounts 2.9, 4.10): read mode shows the value and
 * Edit; edit mode the form's error, its fields, Save and Cancel. The pressed button goes away with the
 * mode it belonged to, so focus moves to what replaced it.
 */
export function EditableSection({
  name,
  title,
  value,
  editing,
  canEdit = true,
  firstField,
  formError,
  attempt,
  onEdit,
  onSave,
  onCancel,
  children,
}: EditableSectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing !== wasEditing.current) setFocus(editing ? firstField : `${name}-edit`);
    wasEditing.current = editing;
  }, [editing, firstField, name]);
  return (
    <section className="account-section" aria-labelledby={`account-${name}`}>
      <h2 id={`account-${name}`}>{title}</h2>
      {editing ? (
        <>
          <FormError focusKey={`${name}-error`} messageKey={formError} attempt={attempt} />
          {children}
          <div className="account-page__actions">
            <Button focusKey={`${name}-save`} onPress={onSave}>
              {t('account.save')}
            </Button>
            <Button focusKey={`${name}-cancel`} variant="secondary" onPress={onCancel}>
              {t('account.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="account-section__value">{value}</p>
          {canEdit ? (
            <Button focusKey={`${name}-edit`} variant="secondary" onPress={onEdit}>
              {t('account.edit')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
