import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccountStore } from '../../stores/accountStore.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';

/**
 * spec: accounts 2.9, 2.10 — export data and delete account, where the integration offers them
 * (capabilities exportData, deleteAccount).
 */
export function DataSections() {
  const navigate = useNavigate();
  const capabilities = useAccountStore((state) => state.service?.capabilities);
  // spec: accounts 4.9 — an account without a password adds one before it can be deleted.
  const hasPassword = useAccountStore((state) => state.customer?.hasPassword ?? true);
  const open = (screen: string) => navigate({ search: `?u=${screen}` });
  return (
    <>
      {capabilities?.exportData ? <DataSection kind="export" screen="export-data" onOpen={open} /> : null}
      {capabilities?.deleteAccount ? (
        <DataSection
          kind="delete"
          screen={hasPassword ? 'delete-account' : 'warning-account-deletion'}
          onOpen={open}
        />
      ) : null}
    </>
  );
}

function DataSection({
  kind,
  screen,
  onOpen,
}: {
  kind: 'export' | 'delete';
  screen: string;
  onOpen(screen: string): void;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <section className="account-section" aria-labelledby={`account-${kind}`}>
      <h2 id={`account-${kind}`}>{t(`${kind}.section`)}</h2>
      <p className="account-section__value">{t(`${kind}.section_text`)}</p>
      <Button focusKey={`account-${kind}`} variant="secondary" onPress={() => onOpen(screen)}>
        {t(`${kind}.title`)}
      </Button>
    </section>
  );
}
