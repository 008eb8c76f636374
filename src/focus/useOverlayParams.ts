import { useCallback } from 'react';
import { type Location, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The history state of an entry that an overlay pushed on top of its page. */
const OVERLAY_STATE = { overlay: true } as const;

function isOverlayEntry(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'overlay' in state && state.overlay === true;
}

/**
 * Overlays named by query parameters (?u= modals, trailer=1, play=1). Opening one pushes a history
 * entry marked as the overlay's; closing it goes back to the page's own entry, so the history holds no
 * duplicate of the page and one Back after closing leaves the screen (DESIGN: Back is a stack). An
 * overlay opened by a deep link has no page entry under it: closing replaces it with the plain page
 * (spec: browsing 2 — closing the player returns to the media URL without play).
 */
export function useOverlayParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = isOverlayEntry(location);

  const open = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          for (const [name, value] of Object.entries(changes)) current.set(name, value);
          return current;
        },
        { state: OVERLAY_STATE },
      ),
    [setParams],
  );

  const close = useCallback(
    (...names: string[]) => {
      if (pushed) {
        navigate(-1);
        return;
      }
      setParams(
        (current) => {
          for (const name of names) current.delete(name);
          return current;
        },
        { replace: true },
      );
    },
    [pushed, navigate, setParams],
  );

  return { params, open, close };
}
