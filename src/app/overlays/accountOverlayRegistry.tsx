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
};
