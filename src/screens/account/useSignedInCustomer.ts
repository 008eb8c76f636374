import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/**
 * The signed-in customer for a user-area screen (spec: accounts 2.10): undefined while the session
 * loads; with no user the screen goes to '/' (replace).
 */
export function useSignedInCustomer() {
  const startup = useStartupResult();
  const navigate = useNavigate();
  const { status, customer } = useAccountStore();
  useEffect(() => {
    void loadAccounts(startup).then(() => {
      if (useAccountStore.getState().status !== 'signedIn') navigate('/', { replace: true });
    });
  }, [startup, navigate]);
  return status === 'signedIn' ? (customer ?? undefined) : undefined;
}
