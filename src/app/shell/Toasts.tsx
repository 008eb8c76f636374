import { useEffect } from 'react';
import { showPendingToast, useToastStore } from '../../stores/toastStore.ts';

/**
 * The toasts' place: a polite live region that is always there (a region added with its message is
 * often not read out), at the bottom of the screen, above the overlays, out of the focus tree.
 */
export function Toasts() {
  const toasts = useToastStore((state) => state.toasts);
  useEffect(showPendingToast, []);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.text}
        </p>
      ))}
    </div>
  );
}
