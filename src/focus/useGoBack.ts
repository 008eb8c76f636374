import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The previous screen when the viewer came from one inside the app, else Home: a deep link opened
 * from outside never sends Back out of the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasAppHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasAppHistory) navigate(-1);
    else navigate('/', { replace: true });
  }, [hasAppHistory, navigate]);
}
