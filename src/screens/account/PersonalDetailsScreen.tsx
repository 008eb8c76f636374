import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formMessage } from '../../domain/accountValidation.ts';
import { type CaptureField, captureFieldError, captureFields } from '../../domain/captureForm.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { CaptureControl } from './CaptureControls.tsx';
import { FormError } from './FormError.tsx';
import { useAccountActions } from './useAccountActions.ts';

/**
 * spec: accounts 2.6, 4.7 — the enabled capture fields and custom questions, Continue; empty answers
 * are left out; then the next step. Skipped straight to it when capture is off or not to be shown.
 */
export function PersonalDetailsScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const status = useQuery({
    queryKey: ['account', 'capture'],
    queryFn: async () => (await actions.session()).captureStatus(),
    staleTime: 0,
  });
  const skip = status.data !== undefined && (!status.data?.enabled || !status.data.shouldDisplay);
  useEffect(() => {
    if (skip) void actions.nextStep();
  }, [skip, actions.nextStep]);
  if (status.isError)
    return (
      <AccountModal name="personal-details" titleKey="capture.title" first="capture-skip">
        <FormError focusKey="capture-load-error" messageKey="errors.unreachable" />
        <Button focusKey="capture-skip" onPress={actions.nextStep}>
          {t('capture.later')}
        </Button>
      </AccountModal>
    );
  if (!status.data || skip) return <Spinner label={t('capture.title')} />;
  return <CaptureForm fields={captureFields(status.data.settings)} />;
}

function CaptureForm({ fields }: { fields: CaptureField[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const customer = useAccountStore((state) => state.customer);
  const [values, setValues] = useState<Record<string, string>>({
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const answerOf = (field: CaptureField) => values[field.name] ?? '';

  const submit = async () => {
    const found = Object.fromEntries(
      fields.map((field) => [field.name, captureFieldError(field, answerOf(field))]),
    );
    setErrors(found);
    const message = formMessage(found);
    setFormError(message);
    setAttempt((count) => count + 1);
    if (message) return;
    const answered = fields.filter((field) => answerOf(field).trim() !== '');
    try {
      const { returnTo } = await (await actions.session()).saveCapture({
        fields: Object.fromEntries(
          answered
            .filter((field) => field.kind !== 'custom')
            .map((field) => [field.name, answerOf(field).trim()]),
        ),
        customAnswers: answered.flatMap((field) =>
          field.kind === 'custom'
            ? [{ question: field.question, questionId: field.name, value: answerOf(field) }]
            : [],
        ),
      });
      // spec: accounts 4.5 — personal details that complete a hosted sign-in lead back where it began.
      if (returnTo) actions.navigate(returnTo);
      else await actions.nextStep();
    } catch (error) {
      setFormError(error instanceof AccountError ? error.key : 'unknown_error');
    }
  };
  const first = fields[0];
  return (
    <AccountModal
      name="personal-details"
      titleKey="capture.title"
      first={first?.kind === 'date' ? 'capture-birthDate-day' : `capture-${first?.name ?? 'continue'}`}
    >
      <FormError focusKey="capture-error" messageKey={formError} attempt={attempt} />
      {fields.map((field) => (
        <CaptureControl
          key={field.name}
          field={field}
          value={answerOf(field)}
          error={errors[field.name] ? t(errors[field.name] ?? '') : undefined}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field.name]: value }));
            if (errors[field.name])
              setErrors((current) => ({ ...current, [field.name]: captureFieldError(field, value) }));
          }}
          onBlur={() => undefined}
        />
      ))}
      <Button focusKey="capture-continue" onPress={() => void submit()}>
        {t('capture.continue')}
      </Button>
    </AccountModal>
  );
}
