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
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthDialog } from '../authDialog';
import { useFeedback } from '../feedback';
import { usePortalQueries, useServices } from '../services';
import { paths } from '../../config/paths';
import { sessionKeys } from '../storage';
import { useCallMutation, type CallOutcome } from '../useCallMutation';
import { leaveForPayment } from './redirect';
import { checkedHref } from '../safeNavigation';
import type { ServiceGroup } from '../../config/serviceGroups';
import { isOrderedByForm } from './serviceGroups';
import { activePackagesKey } from './usePackageQueries';
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
  const { t } = useTranslation(['packageActions', 'errors']);
  const { session } = useServices();
  const authDialog = useAuthDialog();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { packageQueries } = usePortalQueries();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busyCode, setBusyCode] = useState<string | undefined>(undefined);
  const banks = useQuery({ ...packageQueries.cardBanks(), enabled: dialog?.kind === 'payment' });
  const refreshesActive = { invalidates: [activePackagesKey] };
  const otp = useCallMutation('otp_send');
  const register = useCallMutation('package_register', refreshesActive);
  const pay = useCallMutation('payment_package_reg_v2');
  const cancelling = useCallMutation('package_cancel', refreshesActive);
  const paying = otp.isPending || pay.isPending;

  const msisdn = () => {
    const { state } = session.getSnapshot();
    return state.status === 'signedIn' ? state.msisdn : '';
  };
  /** Tells a failure in a toast; true when the call succeeded. */
  const told = <T,>(outcome: CallOutcome<T>): outcome is CallOutcome<T> & { ok: true } => {
    if (!outcome.ok) feedback.toast('error', outcome.message);
    return outcome.ok;
  };

  /** PKG-15 (assumed): the registration code comes from otp_send with its own otp_service. */
  const sendRegisterOtp = async (): Promise<boolean> =>
    told(await otp.run({ msisdn: msisdn(), otp_service: 'package_register' }));

  const askForCode = async (pkg: PackageSummary) => {
    if (!(await sendRegisterOtp())) return;
    register.reset();
    setDialog({ kind: 'otp', pkg });
  };

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
    await askForCode(pkg);
    setBusyCode(undefined);
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
  const registerByMainAccount = async (pkg: PackageSummary, code: string) => {
    const result = await register.run({ msisdn: msisdn(), package_code: pkg.code, otp: code });
    // A wrong code stays in the OTP dialog with the code kept (register.errorMessage); the rest is a toast.
    if (!result.ok) {
      if (result.error.kind !== 'business') feedback.toast('error', result.message);
      return;
    }
    setDialog(null);
    feedback.toast('success', t('register.done', { name: pkg.name }));
  };

  /** PKG-24 … PKG-29: wallet and cards; success saves the package and leaves for redirect_url. */
  const payFor = async (pkg: PackageSummary, payMethod: string) => {
    const result = await pay.run({
      msisdn: msisdn(),
      package_code: pkg.code,
      pay_method: payMethod,
      product_type: productTypeOf(pkg.packageType),
    });
    // ERR-22: any other answer (a secure_code that does not verify too) is an error toast; the choice stays.
    if (!told(result)) return;
    // Issue 23: a redirect_url the navigation guard refuses (javascript:, another host) is not followed.
    const gateway = checkedHref(result.data.redirect_url);
    if (gateway === undefined) {
      feedback.toast('error', t('errors:unsafeLink'));
      return;
    }
    // ENT-18: the package name and id travel to the return route in session storage.
    window.sessionStorage.setItem(sessionKeys.savedPackageName, pkg.name);
    window.sessionStorage.setItem(sessionKeys.savedPackageId, pkg.id);
    leaveForPayment(gateway);
  };

  const choosePayment = async (pkg: PackageSummary, choice: PaymentChoiceMade) => {
    if (choice.method === 'mainAccount') await askForCode(pkg);
    else await payFor(pkg, payMethodCode(choice.method, choice.bankCode ?? ''));
  };

  /** PKG-15 (assumed call package_cancel): sent once the confirm dialog is accepted. */
  const cancel = async (pkg: PackageSummary) => {
    if (!told(await cancelling.run({ msisdn: msisdn(), package_code: pkg.code }))) return;
    setDialog(null);
    feedback.toast('success', t('cancel.done', { code: pkg.code }));
  };

  const close = (open: boolean) => {
    if (!open && !paying && !register.isPending && !cancelling.isPending) setDialog(null);
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
          submitting={paying}
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
          onConfirm={(code) => void registerByMainAccount(dialog.pkg, code)}
          onResend={() =>
            void sendRegisterOtp().then((sent) => sent && feedback.toast('success', t('otp.resent')))
          }
          confirming={register.isPending}
          error={register.failure?.kind === 'business' ? register.errorMessage : undefined}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelConfirmDialog
          open
          onOpenChange={close}
          pkg={dialog.pkg}
          msisdn={msisdn()}
          onConfirm={() => void cancel(dialog.pkg)}
          cancelling={cancelling.isPending}
        />
      ) : null}
    </>
  );

  return { onAction, busyCode, dialogs };
}
