import { memo, useEffect } from 'react';
import { showPendingToast, useToastStore } from '../../stores/toastStore.ts';

/**
 * The toasts' place: a polite live region that is always there (a region added with its message is
 * often not read out), at the bottom of the screen, above the overlays, out of the focus tree.
 */
function ToastsView() {
  const toasts = useToastStore((state) => state.toasts);
  useEffect(showPendingToast, []);
  return (
    // aria-live without role="status": an empty region that is always there is no status of the page.
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.text}
        </p>
      ))}
    </div>
  );
}

// Memoised: the shell renders again on every change of the URL, an overlay's query too (issue 19).
export const Toasts = memo(ToastsView);
