import type { ApiError } from '@selfcare/api-client';
import {
  availablePaymentMethods,
  packageCardAction,
  payMethodCode,
  productTypeOf,
  type PackageSummary,
} from '@selfcare/domain';
import {
  CancelConfirmDialog,
  OtpConfirmDialog,
  PaymentMethodDialog,
  type PackageAction,
  type PaymentChoiceMade,
} from '@selfcare/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthDialog } from '../authDialog';
import { useFeedback } from '../feedback';
import { useApi, useServices } from '../services';
import { paths } from '../../config/paths';
import { apiErrorMessage } from '../apiErrorMessage';
import { sessionKeys } from '../storage';
import { leaveForPayment } from './redirect';
import type { ServiceGroup } from '../../config/serviceGroups';
import { isOrderedByForm } from './serviceGroups';
import { activePackagesKey, usePackageQueryOptions } from './usePackageQueries';
import { paymentPolicy } from './paymentPolicy';

type OpenDialog =
  | { kind: 'payment'; pkg: PackageSummary }
  | { kind: 'otp'; pkg: PackageSummary }
  | { kind: 'cancel'; pkg: PackageSummary }
  | null;

export interface PackageActions {
  onAction: (pkg: PackageSummary, action: PackageAction) => void;
  busyCode: string | undefined;
  /** The register / payment / cancel dialogs; render once on the page. */
  dialogs: ReactNode;
}

/**
 * DOM-24 … DOM-26, PKG-10 … PKG-29: what a package card's button does. A guest signs in first and
 * then continues with the same package; register pays (payment dialog when STATUS_PAY is 1, OTP
 * for the main account); cancel asks with the code and the number.
 */
export function usePackageActions(
  group: ServiceGroup | ((pkg: PackageSummary) => ServiceGroup),
): PackageActions {
  const { t } = useTranslation('packages');
  const { client } = useApi();
  const { session } = useServices();
  const authDialog = useAuthDialog();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const queries = usePackageQueryOptions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busyCode, setBusyCode] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const banks = useQuery({ ...queries.cardBanks(), enabled: dialog?.kind === 'payment' });

  const msisdn = () => {
    const { state } = session.getSnapshot();
    return state.status === 'signedIn' ? state.msisdn : '';
  };
  const fail = (error: ApiError) => feedback.toast('error', apiErrorMessage(error, t));

  /** PKG-15 (assumed): the registration code comes from otp_send with its own otp_service. */
  const sendRegisterOtp = async (): Promise<boolean> => {
    const sent = await client.call('otp_send', { msisdn: msisdn(), otp_service: 'package_register' });
    if (!sent.ok) fail(sent.error);
    return sent.ok;
  };

  const refreshActive = () => queryClient.invalidateQueries({ queryKey: activePackagesKey(queries) });

  const startRegister = async (pkg: PackageSummary) => {
    // Search results mix groups, so the group may depend on the package.
    const pkgGroup = typeof group === 'function' ? group(pkg) : group;
    if (isOrderedByForm(pkgGroup)) {
      void navigate(paths.packageOrder.getHref(pkgGroup, pkg.code));
      return;
    }
    // VAL-29: with STATUS_PAY 1 the user chooses how to pay; otherwise only the main account (OTP).
    if (availablePaymentMethods(pkg.statusPay).length > 1) {
      setDialog({ kind: 'payment', pkg });
      return;
    }
    setBusyCode(pkg.code);
    const sent = await sendRegisterOtp();
    setBusyCode(undefined);
    if (sent) {
      setOtpError(undefined);
      setDialog({ kind: 'otp', pkg });
    }
  };

  const start = (pkg: PackageSummary, action: PackageAction) => {
    if (packageCardAction(true, action === 'cancel') === 'cancelConfirm') setDialog({ kind: 'cancel', pkg });
    else void startRegister(pkg);
  };

  const onAction = (pkg: PackageSummary, action: PackageAction) => {
    const signedIn = session.getSnapshot().state.status === 'signedIn';
    // DOM-24, ROLE-04: a guest signs in first, then continues where they were.
    if (packageCardAction(signedIn, action === 'cancel') === 'loginDialog') {
      authDialog.open({ tab: 'login', onSignedIn: () => start(pkg, action) });
      return;
    }
    start(pkg, action);
  };

  /** PKG-23 (assumed call package_register): the main account pays at once; the card then offers cancel. */
  const registerByMainAccount = async (pkg: PackageSummary, otp: string) => {
    setSubmitting(true);
    const result = await client.call('package_register', { msisdn: msisdn(), package_code: pkg.code, otp });
    setSubmitting(false);
    if (!result.ok) {
      // A wrong code stays in the OTP dialog with the code kept; everything else is a toast.
      if (result.error.kind === 'business') setOtpError(apiErrorMessage(result.error, t));
      else fail(result.error);
      return;
    }
    setDialog(null);
    feedback.toast('success', t('register.done', { name: pkg.name }));
    await refreshActive();
  };

  /** PKG-24 … PKG-29: wallet and cards; success saves the package and leaves for redirect_url. */
  const pay = async (pkg: PackageSummary, payMethod: string) => {
    setSubmitting(true);
    const result = await client.call('payment_package_reg_v2', {
      msisdn: msisdn(),
      package_code: pkg.code,
      pay_method: payMethod,
      product_type: productTypeOf(pkg.packageType),
    });
    setSubmitting(false);
    if (!result.ok) {
      // ERR-22: any other answer (a secure_code that does not verify too) is an error toast; the choice stays.
      fail(result.error);
      return;
    }
    // ENT-18: the package name and id travel to the return route in session storage.
    window.sessionStorage.setItem(sessionKeys.savedPackageName, pkg.name);
    window.sessionStorage.setItem(sessionKeys.savedPackageId, pkg.id);
    leaveForPayment(result.data.redirect_url);
  };

  const choosePayment = async (pkg: PackageSummary, choice: PaymentChoiceMade) => {
    if (choice.method === 'mainAccount') {
      setSubmitting(true);
      const sent = await sendRegisterOtp();
      setSubmitting(false);
      if (sent) {
        setOtpError(undefined);
        setDialog({ kind: 'otp', pkg });
      }
      return;
    }
    await pay(pkg, payMethodCode(choice.method, choice.bankCode ?? ''));
  };

  /** PKG-15 (assumed call package_cancel): sent once the confirm dialog is accepted. */
  const cancel = async (pkg: PackageSummary) => {
    setSubmitting(true);
    const result = await client.call('package_cancel', { msisdn: msisdn(), package_code: pkg.code });
    setSubmitting(false);
    if (!result.ok) {
      fail(result.error);
      return;
    }
    setDialog(null);
    feedback.toast('success', t('cancel.done', { code: pkg.code }));
    await refreshActive();
  };

  const close = (open: boolean) => {
    if (!open && !submitting) setDialog(null);
  };

  const dialogs = (
    <>
      {dialog?.kind === 'payment' ? (
        <PaymentMethodDialog
          open
          onOpenChange={close}
          pkg={dialog.pkg}
          banks={banks.data ?? []}
          banksLoading={banks.isPending}
          banksError={banks.isError ? t('payment.banksFailed') : undefined}
          onConfirm={(choice) => void choosePayment(dialog.pkg, choice)}
          submitting={submitting}
          termsHref={paymentPolicy.termsHref}
          privacyHref={paymentPolicy.privacyHref}
        />
      ) : null}
      {dialog?.kind === 'otp' ? (
        <OtpConfirmDialog
          open
          onOpenChange={close}
          pkg={dialog.pkg}
          msisdn={msisdn()}
          onConfirm={(otp) => void registerByMainAccount(dialog.pkg, otp)}
          onResend={() =>
            void sendRegisterOtp().then((sent) => sent && feedback.toast('success', t('otp.resent')))
          }
          confirming={submitting}
          error={otpError}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelConfirmDialog
          open
          onOpenChange={close}
          pkg={dialog.pkg}
          msisdn={msisdn()}
          onConfirm={() => void cancel(dialog.pkg)}
          cancelling={submitting}
        />
      ) : null}
    </>
  );

  return { onAction, busyCode, dialogs };
}
