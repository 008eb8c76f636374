import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/searchHistory.ts';
import { FOCUS_KEY_ATTRIBUTE, SEARCH_INPUT_KEY } from '../../../focus/useScreenFocus.ts';
import { Button } from '../../../ui/index.ts';
import { useLatest } from '../../../ui/useLatest.ts';
import { Icon } from './Icon.tsx';
import { takeSearchReturn } from './searchReturn.ts';

function queryOf(pathname: string): string {
  try {
    return decodeURIComponent(pathname.replace(/^\/q\/?/, ''));
  } catch {
    return '';
  }
}

/** Keys the text field keeps for itself: Norigin would otherwise take arrows and OK for navigation. */
const fieldKeys = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace', 'Delete', ' ']);

/**
 * spec: browsing 2, Header — the search bar, open while the route is /q/: typing navigates to
 * /q/{query} after 350 ms (Enter at once); Escape or the close button close the bar, back to the page
 * visited before search, or /. Up and Down leave the field for the page.
 */
export function SearchBar({ focusOnOpen, onOpened }: { focusOnOpen: boolean; onOpened(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = queryOf(useLocation().pathname);
  const [text, setText] = useState(query);
  const sent = useRef(query);
  const { ref, focused, focusSelf } = useFocusable<object, HTMLInputElement>({ focusKey: SEARCH_INPUT_KEY });

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the viewer opened the bar
  useEffect(() => {
    if (focusOnOpen) focusSelf();
    onOpened();
  }, []);
  // The page may change the query too (a recent search pressed): the field follows.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);

  const send = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    navigate(`/q/${encodeURIComponent(trimmed)}`, { replace: true });
  };
  const latestSend = useLatest(send);
  useEffect(() => {
    const timer = setTimeout(() => latestSend.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const close = () => {
    const target = takeSearchReturn();
    if (target === -1) navigate(-1);
    else navigate(target, { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' || event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') close();
      else send(text);
    } else if (fieldKeys.has(event.key)) {
      event.stopPropagation();
    }
  };

  return (
    <search className="search-bar">
      <Icon name="search" />
      <input
        ref={ref}
        className={`search-bar__input${focused ? ' is-focused' : ''}`}
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.title')}
        {...{ [FOCUS_KEY_ATTRIBUTE]: SEARCH_INPUT_KEY }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onMouseDown={() => focusSelf()}
      />
      <Button focusKey="search-close" variant="icon" label={t('search.reset')} onPress={close}>
        <Icon name="close" />
      </Button>
    </search>
  );
}
