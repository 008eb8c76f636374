import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultOfferType,
  type OfferChoice,
  type OfferType,
  offerListFor,
  offerTypeAllowed,
  showsOfferTypeSwitch,
} from '../../domain/offerType.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountModal } from '../account/AccountModal.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { BUYING_FOCUS } from './manage/pageFocus.ts';
import { offerCardKey } from './OfferCard.tsx';
import { OfferCarousel } from './OfferCarousel.tsx';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { useOfferLists } from './useOfferLists.ts';
import { usePaymentNavigation } from './usePaymentNavigation.ts';
import { usePaymentSession } from './usePaymentSession.ts';
import './payments.css';

const CONTINUE_KEY = 'choose-offer-continue';
const CLOSE_KEY = 'choose-offer-close';
const TYPES: ReadonlyArray<{ type: OfferType; label: string }> = [
  { type: 'svod', label: 'choose_offer.subscription' },
  { type: 'tvod', label: 'choose_offer.one_time_only' },
];

/** spec: payments 2 — the svod/tvod switch, labelled 'subscription' and 'one time only'. */
function OfferTypeSwitch({ type, onChange }: { type: OfferType; onChange(type: OfferType): void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toggle pair of buttons, not a form's fieldset
    <div className="offer-type-switch" role="group" aria-label={t('choose_offer.offer_type')}>
      {TYPES.map((entry) => (
        <Button
          key={entry.type}
          focusKey={`offer-type-${entry.type}`}
          variant="secondary"
          pressed={type === entry.type}
          onPress={() => onChange(entry.type)}
        >
          {t(entry.label)}
        </Button>
      ))}
    </div>
  );
}

/**
 * spec: payments 2 Choose offer, 4 Offer type and Choose-offer submit, 5 Choose offer — the viewer picks
 * a subscription or one of the item's offers; Continue opens checkout for it (replace). A type that is
 * not allowed (nothing to buy) closes the screen.
 */
export function ChooseOfferScreen() {
  const { t } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const session = usePaymentSession();
  const navigation = usePaymentNavigation();
  const lists = useOfferLists(session.state === 'ready' ? session.payments : undefined);
  const [chosenType, setChosenType] = useState<OfferType>();
  const [chosenId, setChosenId] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const choice: OfferChoice = {
    requested: lists.requested,
    mediaOfferCount: lists.mediaOffers.length,
    subscriptionOfferCount: lists.subscriptionOffers.length,
  };
  const type = chosenType ?? defaultOfferType(choice);
  const offers = offerListFor(type) === 'media' ? lists.mediaOffers : lists.subscriptionOffers;
  // spec: payments 2 — the first offer is preselected.
  const selected = offers.find((offer) => offer.offerId === chosenId) ?? offers[0];
  const status =
    session.state === 'unavailable' || lists.isError
      ? 'failed'
      : session.state === 'loading' || lists.isLoading
        ? 'loading'
        : 'ready';
  const allowed = offerTypeAllowed(type, choice);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once the offers are known
  useEffect(() => {
    if (status === 'ready' && !allowed) navigation.close();
  }, [status, allowed]);
  // The modal took focus while it loaded: the chosen offer (or the way out) takes it once shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per change of state
  useEffect(() => {
    if (status === 'ready' && selected) void setFocus(offerCardKey(selected.offerId));
    if (status === 'failed') void setFocus(CLOSE_KEY);
  }, [status]);

  const chooseType = (next: OfferType) => {
    setChosenType(next);
    setChosenId(undefined);
    setError(undefined);
  };
  // spec: payments 4, Choose-offer submit — the chosen offer goes with checkout, which replaces this screen.
  const submit = () => {
    if (!selected) return setError('choose_offer.field_required');
    setSubmitting(true);
    navigation.open('checkout', { offerId: selected.offerId });
  };

  return (
    <AccountModal
      name="choose-offer"
      titleKey={`${PAYMENTS_NS}:choose_offer.title`}
      first={CONTINUE_KEY}
      size="large"
      onClose={navigation.close}
      fallbackFocus={BUYING_FOCUS}
    >
      {status === 'loading' ? <Spinner label={t('choose_offer.loading')} /> : null}
      {status === 'failed' ? (
        <>
          <p className="form-error" role="alert">
            {t('checkout.offers_failed')}
          </p>
          <Button focusKey={CLOSE_KEY} onPress={navigation.close}>
            {t('choose_offer.close')}
          </Button>
        </>
      ) : null}
      {status === 'ready' ? (
        <>
          {showsOfferTypeSwitch(choice) ? <OfferTypeSwitch type={type} onChange={chooseType} /> : null}
          <OfferCarousel
            offers={offers}
            selectedId={selected?.offerId}
            onSelect={(offerId) => {
              setChosenId(offerId);
              setError(undefined);
            }}
          />
          {error ? (
            <p className="form-error" role="alert">
              {t(error)}
            </p>
          ) : null}
          <Button focusKey={CONTINUE_KEY} disabled={submitting || offers.length === 0} onPress={submit}>
            {t('choose_offer.continue')}
          </Button>
        </>
      ) : null}
    </AccountModal>
  );
}
