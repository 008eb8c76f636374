import type { ReactNode } from 'react';
import {
  DeleteAccountConfirmationScreen,
  DeleteAccountScreen,
} from '../../screens/account/DeleteAccountScreens.tsx';
import { ExportDataScreen, ExportDataSuccessScreen } from '../../screens/account/ExportDataScreens.tsx';
import { ForgotPasswordScreen } from '../../screens/account/ForgotPasswordScreen.tsx';
import { SignInEntry } from '../../screens/account/HostedSignInScreen.tsx';
import { PersonalDetailsScreen } from '../../screens/account/PersonalDetailsScreen.tsx';
import { ResetPasswordScreen } from '../../screens/account/ResetPasswordScreen.tsx';
import { ResetPasswordSuccessScreen } from '../../screens/account/ResetPasswordSuccessScreen.tsx';
import { SendConfirmationScreen } from '../../screens/account/SendConfirmationScreen.tsx';
import { WarningAccountDeletionScreen } from '../../screens/account/WarningAccountDeletionScreen.tsx';
import { WelcomeScreen } from '../../screens/account/WelcomeScreen.tsx';
import { CheckoutScreen } from '../../screens/payments/CheckoutScreen.tsx';
import { ChooseOfferScreen } from '../../screens/payments/ChooseOfferScreen.tsx';
import { FinalizePaymentScreen } from '../../screens/payments/FinalizePaymentScreen.tsx';
import {
  EditCardScreen,
  PaymentMethodScreen,
  PaymentMethodSuccessScreen,
} from '../../screens/payments/manage/PaymentMethodScreens.tsx';
import {
  CancelUpcomingPlanScreen,
  RenewSubscriptionScreen,
  UnsubscribeScreen,
} from '../../screens/payments/manage/SubscriptionModals.tsx';
import {
  UpgradeNoticeScreen,
  UpgradeSubscriptionScreen,
  UpgradeSuccessScreen,
} from '../../screens/payments/manage/UpgradeScreens.tsx';
import { PaymentCancelledScreen, PaymentErrorScreen } from '../../screens/payments/PaymentResultScreens.tsx';
import { WaitingForPaymentScreen } from '../../screens/payments/WaitingForPaymentScreen.tsx';

/**
 * The account screens of the ?u= system (spec: accounts 2.1), by name. The payment screens register
 * here too when they arrive; a name nobody registered shows UnknownOverlay.
 */
export const accountOverlays: Record<string, () => ReactNode> = {
  login: () => <SignInEntry mode="signIn" />,
  'create-account': () => <SignInEntry mode="signUp" />,
  'forgot-password': () => <ForgotPasswordScreen />,
  'send-confirmation': () => <SendConfirmationScreen />,
  'reset-password': () => <ResetPasswordScreen name="reset-password" />,
  'edit-password': () => <ResetPasswordScreen name="edit-password" />,
  'add-password': () => <ResetPasswordScreen name="add-password" mode="add" />,
  'warning-account-deletion': () => <WarningAccountDeletionScreen />,
  'reset-password-success': () => <ResetPasswordSuccessScreen />,
  welcome: () => <WelcomeScreen />,
  'personal-details': () => <PersonalDetailsScreen />,
  'delete-account': () => <DeleteAccountScreen />,
  'delete-account-confirmation': () => <DeleteAccountConfirmationScreen />,
  'export-data': () => <ExportDataScreen />,
  'export-data-success': () => <ExportDataSuccessScreen />,
  // spec: payments 2, Payment modal values — choosing and paying.
  'choose-offer': () => <ChooseOfferScreen />,
  checkout: () => <CheckoutScreen />,
  // spec: payments 2, Payment modal values — after a payment (welcome above serves payments too).
  'waiting-for-payment': () => <WaitingForPaymentScreen />,
  'finalize-payment': () => <FinalizePaymentScreen />,
  'payment-cancelled': () => <PaymentCancelledScreen />,
  'payment-error': () => <PaymentErrorScreen />,
  // spec: payments 2, Payment modal values — managing the plan from the payments page.
  unsubscribe: () => <UnsubscribeScreen />,
  'renew-subscription': () => <RenewSubscriptionScreen />,
  'cancel-upcoming-subscription-plan': () => <CancelUpcomingPlanScreen />,
  'upgrade-subscription': () => <UpgradeSubscriptionScreen />,
  'upgrade-subscription-success': () => <UpgradeSuccessScreen />,
  'upgrade-subscription-pending': () => <UpgradeNoticeScreen kind="pending" />,
  'upgrade-subscription-error': () => <UpgradeNoticeScreen kind="error" />,
  'payment-method': () => <PaymentMethodScreen />,
  'payment-method-success': () => <PaymentMethodSuccessScreen />,
  'edit-card': () => <EditCardScreen />,
};
