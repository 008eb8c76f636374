import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import './account.css';
import { ConsentsSection } from './ConsentsSection.tsx';
import { DataSections } from './DataSections.tsx';
import { EmailSection } from './EmailSection.tsx';
import { NameSection } from './NameSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { useSignedInCustomer } from './useSignedInCustomer.ts';

/** spec: accounts 2.9 — the account page; one section is edited at a time (4.10). */
export function MyAccountScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const customer = useSignedInCustomer();
  // spec: accounts 4.10 — one section edited at a time: editing another cancels the current one.
  const [editing, setEditing] = useState<'about' | 'email' | 'consents' | undefined>();
  useScreenFocus(!!customer, ['about-edit'], 'my-account');
  if (!customer) return <Spinner label={t('account.title')} />;
  return (
    <section className="account-page">
      <h1>{t('account.title')}</h1>
      <NameSection
        customer={customer}
        editing={editing === 'about'}
        onEdit={() => setEditing('about')}
        onDone={() => setEditing(undefined)}
      />
      <EmailSection
        customer={customer}
        editing={editing === 'email'}
        onEdit={() => setEditing('email')}
        onDone={() => setEditing(undefined)}
      />
      {customer.registeredHere ? <SecuritySection customer={customer} /> : null}
      <ConsentsSection
        editing={editing === 'consents'}
        onEdit={() => setEditing('consents')}
        onDone={() => setEditing(undefined)}
      />
      <DataSections />
      <Button focusKey="account-sign-out" variant="secondary" onPress={() => navigate('/u/signout')}>
        {t('account.sign_out')}
      </Button>
    </section>
  );
}
