import { useTranslation } from 'react-i18next';
import { required } from '../../domain/accountValidation.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { showToast } from '../../stores/toastStore.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { useAccountForm } from '../account/useAccountForm.ts';
import { paymentMessage } from './paymentMessage.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

export const COUPON_KEY = 'checkout-coupon';

/** Failures that are not the coupon's: the order is gone, or the service did not answer. */
const NOT_THE_COUPON = ['checkout.order_not_found', 'errors.unreachable', 'errors.too_many_requests'];

/**
 * spec: payments 5, Other rules — a coupon update that fails, or is 'not found', is
 * checkout.coupon_not_valid on the coupon field.
 */
function couponError(error: unknown): unknown {
  if (error instanceof AccountError && NOT_THE_COUPON.includes(error.key)) return error;
  return new AccountError('checkout.coupon_not_valid', 'couponCode', { cause: error });
}

interface CouponFormProps {
  /** A coupon is on the order: an empty field removes it. */
  applied: boolean;
  onApply(couponCode: string): Promise<void>;
}

/** spec: payments 2, 4 Checkout — redeem a coupon: applied through the order update, 'successfully updated'. */
export function CouponForm({ applied, onApply }: CouponFormProps) {
  const { t } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const form = useAccountForm({
    initial: { couponCode: '' },
    rules: applied ? {} : { couponCode: required() },
    async submit({ couponCode }) {
      try {
        await onApply(couponCode.trim());
      } catch (error) {
        throw couponError(error);
      }
      showToast(t('checkout.order_updated'));
    },
  });
  const field = form.field('couponCode');
  return (
    <section className="coupon-form" aria-label={t('checkout.redeem_coupon')}>
      <FormError
        focusKey="checkout-coupon-error"
        messageKey={paymentMessage(form.formError)}
        attempt={form.attempt}
      />
      <div className="coupon-form__row">
        <TextField
          focusKey={COUPON_KEY}
          label={t('checkout.coupon_code')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={field.error ? t(field.error) : undefined}
          onSubmit={form.onSubmit}
          autoComplete="off"
        />
        {/* Not disabled while busy: focus stays on it, and the form sends nothing twice (useAccountForm). */}
        <Button focusKey="checkout-coupon-apply" variant="secondary" onPress={form.onSubmit}>
          {t('checkout.apply')}
        </Button>
      </div>
    </section>
  );
}
