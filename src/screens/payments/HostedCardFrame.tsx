import { navigateByDirection, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { remoteActionOf } from '../../focus/remoteKeys.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import type { HostedCardFields } from '../../integrations/payments/paymentService.ts';
import { useDeviceStore } from '../../stores/deviceStore.ts';
import { keepInView } from '../../ui/keepInView.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { errorKey, paymentMessage } from './paymentMessage.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

/**
 * What the card component page posts to the app (server/http/providers/psp/cardFieldWiring.ts): its
 * height, and on Pay the card's encrypted fields. Anything else, or from another window, is ignored.
 */
const frameMessageSchema = z.union([
  z.object({ type: z.literal('psp-height'), height: z.number() }),
  z.object({
    type: z.literal('psp-card'),
    paymentMethod: z.object({
      type: z.literal('scheme'),
      holderName: z.string(),
      encryptedCardNumber: z.string(),
      encryptedExpiryMonth: z.string(),
      encryptedExpiryYear: z.string(),
      encryptedSecurityCode: z.string(),
    }),
  }),
]);

const FRAME_KEY = 'checkout-card-frame';
const CONTROLS = 'input, select, textarea, button, a[href]';

/** The frame's document where the provider's page is on this origin (the reference server); else none. */
function sameOriginDocument(frame: HTMLIFrameElement | null): Document | undefined {
  try {
    return frame?.contentDocument ?? undefined;
  } catch {
    return undefined;
  }
}

/** The component page in the viewer's language (?lang=, which the provider's pages read). */
function withLanguage(url: string, language: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.set('lang', language);
  return parsed.toString();
}

/** One component session: what makes it (an order and its amount, or a payment method change), and its page. */
export interface CardComponentSession {
  key: readonly unknown[];
  url(): Promise<string>;
}

interface HostedCardFrameProps {
  session: CardComponentSession;
  onCard(fields: HostedCardFields): Promise<void>;
}

/** Same origin: the remote's arrows and Back inside the frame, whose own page knows nothing of them. */
function bridgeFrameKeys(doc: Document, leave: (direction?: 'up' | 'down') => void) {
  doc.addEventListener('keydown', (event) => {
    const action = remoteActionOf(useDeviceStore.getState().profile, event);
    if (action !== 'back' && action !== 'up' && action !== 'down') return;
    event.preventDefault();
    if (action === 'back') return leave();
    const controls = Array.from(doc.querySelectorAll<HTMLElement>(CONTROLS));
    const index = controls.indexOf(doc.activeElement as HTMLElement);
    const next = controls[index + (action === 'down' ? 1 : -1)];
    if (next && index >= 0) next.focus();
    else leave(action);
  });
}

/** The frame's messages: its height, and its card, paid with once at a time; a refusal is kept to show. */
function useCardMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  onCard: (fields: HostedCardFields) => Promise<void>,
) {
  const [height, setHeight] = useState<number>();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<{ key: string; attempt: number }>();
  const latest = useLatest(onCard);
  const inFlight = useRef(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = frameMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'psp-height') return setHeight(message.data.height);
      if (inFlight.current) return;
      inFlight.current = true;
      setPaying(true);
      setFailure(undefined);
      latest
        .current(message.data.paymentMethod)
        .catch((error: unknown) =>
          setFailure((last) => ({ key: errorKey(error), attempt: (last?.attempt ?? 0) + 1 })),
        )
        .finally(() => {
          inFlight.current = false;
          setPaying(false);
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return { height, paying, failure };
}

/**
 * spec: payments 2 Checkout (cardEntry 'hosted') — the card provider's own card component in a frame:
 * the card never passes through the app, which gets only its encrypted fields to pay with.
 *
 * A remote's keys go to whichever document has focus, so the frame is one stop of the app's focus
 * graph: OK enters it (its first field), and where the page is on this origin, Up and Down move between
 * its fields and Back, or moving past its first or last control, returns to the app's focus.
 */
export function HostedCardFrame({ session, onCard }: HostedCardFrameProps) {
  const { t, i18n } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const frame = useRef<HTMLIFrameElement>(null);
  const { height, paying, failure } = useCardMessages(frame, onCard);
  const url = useQuery({
    queryKey: ['card-component', ...session.key],
    queryFn: () => session.url(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const { ref, focused, focusKey } = useFocusable<object, HTMLButtonElement>({
    focusKey: FRAME_KEY,
    onEnterPress: () => {
      frame.current?.focus();
      sameOriginDocument(frame.current)?.querySelector<HTMLElement>(CONTROLS)?.focus();
    },
    onFocus: ({ node }) => keepInView(node),
  });
  const leave = (direction?: 'up' | 'down') => {
    ref.current?.focus({ preventScroll: true });
    if (direction) void navigateByDirection(direction, {});
  };

  if (url.isError)
    return (
      <FormError
        focusKey="card-frame-error"
        messageKey={paymentMessage(errorKey(url.error, 'payment.failed'))}
      />
    );
  return (
    <section className="hosted-card" aria-label={t('checkout.card_frame')}>
      <FormError
        focusKey="card-frame-error"
        messageKey={paymentMessage(failure?.key)}
        attempt={failure?.attempt}
      />
      <p className="hosted-card__hint">{t('checkout.card_frame_hint')}</p>
      <div className="hosted-card__box">
        {/* The focus ring's stop, over the frame (not around it: DOM focus inside the frame must not pull it back). */}
        <button
          ref={ref}
          type="button"
          tabIndex={-1}
          aria-label={t('checkout.card_frame_hint')}
          className={`hosted-card__target${focused ? ' is-focused' : ''}`}
          {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
        />
        {url.data ? (
          <iframe
            ref={frame}
            className="hosted-card__frame"
            title={t('checkout.card_frame')}
            src={withLanguage(url.data, i18n.resolvedLanguage ?? 'en')}
            style={height ? { height: `${height}px` } : undefined}
            onLoad={() => {
              const doc = sameOriginDocument(frame.current);
              if (doc) bridgeFrameKeys(doc, leave);
            }}
          />
        ) : (
          <Spinner label={t('checkout.loading')} />
        )}
        {paying ? <Spinner label={t('checkout.paying')} /> : null}
      </div>
    </section>
  );
}
