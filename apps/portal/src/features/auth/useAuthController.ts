import { flag, hashPassword, type ApiError } from '@selfcare/api-client';
import type {
  LoginDialogEvent,
  LoginDialogState,
  OtpWaitEvent,
  RegistrationDialogEvent,
  RegistrationDialogState,
} from '@selfcare/domain';
import {
  LOGIN_DIALOG_CLOSED,
  OTP_WAIT_NONE,
  REGISTRATION_SUCCESS_PATH,
  loginDialogReducer,
  mainOtpSendToast,
  otpWaitReducer,
  registrationDialogReducer,
  resetFailureMessage,
  toInternationalPhone,
  toLocalPhone,
} from '@selfcare/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthDialog } from '../../lib/authDialog';
import { useFeedback } from '../../lib/feedback';
import { useServices } from '../../lib/services';
import { failureBody } from '../../lib/apiErrorMessage';
import { useCallMutation } from '../../lib/useCallMutation';
import { knownRefusalText } from './knownRefusal';
import { loadMemberData } from './memberData';
import { mobileNetworkLoginHref } from './mobileNetworkLogin';

type OtpService = 'authen_msisdn' | 'authen_miss_password' | 'authen_register,payment_wallet_register';
type Reporter = 'notice' | 'toast';

/**
 * The sign-in / registration dialog's behaviour (§2.4, §4, §8): the domain reducers step it, the
 * api-client calls feed it, and every failure is told in the person's language while the dialog
 * (and what was typed) stays. `now` is injected for the resend countdown.
 */
export function useAuthController(now: () => number = Date.now) {
  const { api, session, queryClient } = useServices();
  const feedback = useFeedback();
  const { t } = useTranslation(['auth', 'ui', 'errors']);
  const otp = useCallMutation('otp_send');
  const authenticate = useCallMutation('authen_msisdn', { texts: { business: t('messages.loginFailed') } });
  const reset = useCallMutation('authen_miss_password');
  const registering = useCallMutation('authen_register', {
    texts: { business: t('messages.registrationFailed') },
  });
  const navigate = useNavigate();
  const location = useLocation();
  const [login, setLogin] = useState<LoginDialogState>(LOGIN_DIALOG_CLOSED);
  const [registration, setRegistration] = useState<RegistrationDialogState>({ open: false });
  const [busy, setBusy] = useState(false);
  const [otpWait, setOtpWait] = useState(OTP_WAIT_NONE);
  const [initialPhone, setInitialPhone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const onSignedIn = useRef<(() => void) | undefined>(undefined);

  const stepLogin = (event: LoginDialogEvent) => setLogin((state) => loginDialogReducer(state, event));
  const stepRegistration = (event: RegistrationDialogEvent) =>
    setRegistration((state) => registrationDialogReducer(state, event));
  const stepOtpWait = (event: OtpWaitEvent) => setOtpWait((state) => otpWaitReducer(state, event));
  /** DOM-57: a refused code (551/552) locks code entry and resend for 300 s. */
  const noteCodeRefusal = (error: ApiError) =>
    error.kind === 'business' && stepOtpWait({ type: 'verifyRefused', errorCode: error.code, now: now() });
  const otpErrorText = (reporter: Reporter) =>
    reporter === 'notice' ? t('ui:IDS_TV_LOI_OTP') : t('messages.otpError');
  const tell = (reporter: Reporter, message: string) =>
    reporter === 'notice' ? feedback.notice(message) : Promise.resolve(feedback.toast('error', message));

  const open = (
    options: { tab?: 'signIn' | 'register'; phone?: string; onSignedIn?: (() => void) | undefined } = {},
  ) => {
    onSignedIn.current = options.onSignedIn;
    setInitialPhone(options.phone ?? '');
    setOtpWait(OTP_WAIT_NONE);
    setFormKey((key) => key + 1);
    setLogin(loginDialogReducer(LOGIN_DIALOG_CLOSED, { type: 'opened', tab: options.tab ?? 'signIn' }));
    setRegistration(registrationDialogReducer({ open: false }, { type: 'opened' }));
  };
  const close = () => {
    onSignedIn.current = undefined;
    setLogin(LOGIN_DIALOG_CLOSED);
    stepRegistration({ type: 'closed' });
  };
  const running = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /** ERR-03 … ERR-06: ask for a code; success starts the 60 s resend wait, a refusal may set a longer one. */
  const sendCode = (msisdn: string, service: OtpService, reporter: Reporter, onSent: () => void) =>
    running(async () => {
      const result = await otp.run({ msisdn, otp_service: service }, { business: otpErrorText(reporter) });
      if (result.ok) {
        const toast = mainOtpSendToast('0', result.data.message);
        feedback.toast('success', toast.message ?? t('messages.otpSent'));
        stepOtpWait({ type: 'codeSent', now: now() });
        onSent();
        return;
      }
      if (result.error.kind === 'business')
        stepOtpWait({ type: 'sendRefused', errorCode: result.error.code, now: now() });
      // Known refusals (a busy system; an operator that refuses a registration code for an account) in the
      // person's language.
      await tell(reporter, knownRefusalText(result.error, t) ?? result.message);
    });

  /** AUTH-05, AUTH-07, DOM-12 … DOM-15: sign in, store the session, load the member data, close. */
  const signIn = (msisdn: string, mode: 'otp' | 'password', secret: string) =>
    running(async () => {
      const password = mode === 'otp' ? secret : await hashPassword(secret);
      const result = await authenticate.run({
        device_info: navigator.userAgent,
        fcm_registration_token: '',
        mode,
        msisdn,
        password,
      });
      if (!result.ok) {
        noteCodeRefusal(result.error);
        await feedback.notice(result.message); // AUTH-35
        return;
      }
      const signedIn = result.data.msisdn ? toInternationalPhone(result.data.msisdn) : msisdn;
      session.signIn({
        msisdn: signedIn,
        session: result.data.session,
        method: mode,
        offNet: flag(result.data.off_net),
      });
      feedback.toast(
        'success',
        result.data.message?.trim() ? result.data.message : t('messages.loginSuccess'),
      ); // AUTH-36
      // The dialog closes as soon as the session is stored: the loyalty data (three more calls)
      // loads behind it and never holds the person up.
      stepLogin({ type: 'loggedIn' });
      const outcome = await loadMemberData(
        { queryClient, queries: api.queries },
        window.localStorage,
        signedIn,
        location.pathname,
      );
      const after = onSignedIn.current;
      onSignedIn.current = undefined;
      after?.();
      if (outcome && !outcome.authorized && outcome.showLoginDialog) {
        // DOM-14, AUTH-12, ERR-19: a non-member on a loyalty page is told so and gets the dialog again.
        await feedback.notice(t('messages.notMember'));
        stepLogin({ type: 'opened' });
      }
    });

  /** AUTH-09, AUTH-45, ERR-13, ERR-14: reset the password; AUTH_DESC explains a refusal. */
  const resetPassword = (
    input: { msisdn: string; code: string; password: string },
    reporter: Reporter,
    onDone: () => void,
  ) =>
    running(async () => {
      const result = await reset.run({
        otp: input.code,
        msisdn: input.msisdn,
        password: await hashPassword(input.password),
      });
      if (result.ok) {
        feedback.toast('success', t('ui:IDS_TV_DOI_MAT_KHAU_THANH_CONG'));
        onDone();
        return;
      }
      noteCodeRefusal(result.error);
      // A number without an account is told so in the person's language (issue 47: only now, after the code).
      await feedback.notice(
        knownRefusalText(result.error, t) ??
          resetRefusal(result.error, result.message, otpErrorText(reporter)),
      );
    });

  /** ERR-13: a refused reset is explained by its orgin_msg; other failures keep their own message. */
  const resetRefusal = (error: ApiError, message: string, fallback: string): string => {
    if (error.kind !== 'business') return message;
    const orginMsg = failureBody(error)?.['orgin_msg'];
    const reason = resetFailureMessage(typeof orginMsg === 'string' ? orginMsg : null);
    return 'message' in reason ? reason.message : fallback;
  };

  /** AUTH-43, AUTH-44, DOM-19, ERR-12: register, then home and sign-in with the new number. */
  const register = (input: { msisdn: string; code: string; password: string; openWallet: boolean }) =>
    running(async () => {
      const result = await registering.run({
        pin: input.code,
        msisdn: input.msisdn,
        password: await hashPassword(input.password),
        // AUTH-44 (UNSPEC): the wallet tick box travels as a flag beside the payload.
        open_wallet: input.openWallet ? '1' : '0',
      });
      if (!result.ok) {
        noteCodeRefusal(result.error);
        // The number already has an account: said in the person's language.
        await feedback.notice(knownRefusalText(result.error, t) ?? result.message);
        return;
      }
      feedback.toast(
        'success',
        result.data.message?.trim() ? result.data.message : t('messages.registrationSuccess'),
      );
      close();
      navigate(REGISTRATION_SUCCESS_PATH);
      open({ tab: 'signIn', phone: toLocalPhone(input.msisdn) });
    });

  const authDialog = useMemo<AuthDialog>(
    () => ({
      open: (options) =>
        open({ tab: options?.tab === 'register' ? 'register' : 'signIn', onSignedIn: options?.onSignedIn }),
    }),
    // `open` only uses state setters and a ref, so the object never needs to change.
    [],
  );

  const dialogProps = {
    open: login.open,
    onOpenChange: (next: boolean) => (next ? undefined : close()),
    tab: login.open ? login.tab : ('signIn' as const),
    onTabChange: (tab: 'signIn' | 'register') => {
      stepLogin({ type: 'tabChanged', tab });
      setRegistration(registrationDialogReducer({ open: false }, { type: 'opened' }));
    },
    step: login.open ? login.step : 0,
    busy,
    resendAvailableAt: otpWait.resendAvailableAt,
    lockedUntil: otpWait.lockedUntil,
    initialPhone,
    onRequestCode: (msisdn: string) =>
      sendCode(msisdn, 'authen_msisdn', 'notice', () => stepLogin({ type: 'codeSent' })),
    onSubmitCode: (msisdn: string, code: string) => signIn(msisdn, 'otp', code),
    onUsePassword: () => stepLogin({ type: 'passwordLinkClicked' }),
    onSubmitPassword: (msisdn: string, password: string) => signIn(msisdn, 'password', password),
    onForgotPassword: () => stepLogin({ type: 'forgotPasswordClicked' }),
    onRequestResetCode: (msisdn: string) =>
      sendCode(msisdn, 'authen_miss_password', 'notice', () => stepLogin({ type: 'resetCodeSent' })),
    onSubmitReset: (input: { msisdn: string; code: string; password: string }) =>
      resetPassword(input, 'notice', () => stepLogin({ type: 'passwordChanged' })),
    onBack: () => stepLogin({ type: 'back' }),
    onMobileNetworkLogin: () => window.location.assign(mobileNetworkLoginHref(window.location)),
  };

  const registrationProps = {
    step: registration.open ? registration.step : 0,
    busy,
    resendAvailableAt: otpWait.resendAvailableAt,
    lockedUntil: otpWait.lockedUntil,
    initialPhone,
    onRequestRegistrationCode: (msisdn: string) =>
      sendCode(msisdn, 'authen_register,payment_wallet_register', 'toast', () =>
        stepRegistration({ type: 'registrationCodeSent' }),
      ),
    onRequestResetCode: (msisdn: string) =>
      sendCode(msisdn, 'authen_miss_password', 'toast', () => stepRegistration({ type: 'resetCodeSent' })),
    onRegister: register,
    onResetPassword: (input: { msisdn: string; code: string; password: string }) =>
      resetPassword(input, 'toast', () => {
        stepRegistration({ type: 'passwordReset' });
        close();
      }),
    onBack: () => stepRegistration({ type: 'back' }),
  };

  return { authDialog, formKey, dialogProps, registrationProps };
}
