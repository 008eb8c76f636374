import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Whether an entry of this app lies under the current one. React Router numbers its entries (idx 0
 * is the page the app was opened on) and keeps the number when an entry is replaced: a deep link
 * whose overlay closed by replacing itself (?play=1 -> the plain page) still has nothing under it.
 */
function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
  return typeof index === 'number' && index > 0;
}

/**
 * The previous screen when the viewer came from one inside the app, else Home: a deep link opened
 * from outside never sends Back out of the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasAppHistory()) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}
