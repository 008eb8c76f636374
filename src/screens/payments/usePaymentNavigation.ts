import { useLocation, useNavigate } from 'react-router-dom';
import { modalSearch } from '../../domain/paymentUrls.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';

/**
 * Moving between the payment modals (spec: payments 2, How payment screens open): one screen replaces
 * another on the same page (Back never returns to a spent checkout), keeping the history entry's own
 * state so that closing still returns to the page the first modal opened over.
 */
export function usePaymentNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const { close } = useOverlayParams();
  return {
    open(name: string, params: Record<string, string> = {}) {
      navigate(
        { search: modalSearch(location.search, { u: name, ...params }) },
        { replace: true, state: location.state },
      );
    },
    /** spec: payments 2 — closing removes u and message (and this flow's offer and order). */
    close() {
      close('u', 'message', 'offerId', 'orderId');
    },
  };
}
