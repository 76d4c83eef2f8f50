import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeAndPasswords, RegistrationStep } from '@selfcare/domain';
import { canConfirmPasswordForm, maskPhone, toLocalPhone, validateRegistrationPhone } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { CodePasswordFields } from '../private/CodePasswordFields';
import { CodeStepForm } from '../private/CodeStepForm';
import * as styles from '../private/auth.css';

export interface RegisterInput {
  msisdn: string;
  code: string;
  password: string;
  /** AUTH-41: the 'open a payment wallet' tick box. */
  openWallet: boolean;
}

export interface RegistrationStepsProps {
  /** DOM-16 … DOM-20: the step, stepped by the domain's registrationDialogReducer in the owner. */
  step: RegistrationStep;
  busy?: boolean | undefined;
  resendAvailableAt?: number | undefined;
  /** DOM-57: epoch ms until which no code may be entered or resent (steps 1 and 2). */
  lockedUntil?: number | undefined;
  initialPhone?: string | undefined;
  /** Step 0 'register' and the step 1 resend (AUTH-39, DOM-16, DOM-18); number in its 84 form. */
  onRequestRegistrationCode: (msisdn: string) => void;
  /** Step 0 'forgot password' and the step 2 resend (AUTH-40, DOM-17). */
  onRequestResetCode: (msisdn: string) => void;
  onRegister: (input: RegisterInput) => void;
  onResetPassword: (input: Omit<RegisterInput, 'openWallet'>) => void;
  onBack: () => void;
}

const emptyForm: CodeAndPasswords = { code: '', password: '', repeat: '' };

/** AUTH-39 … AUTH-55: the registration and forgotten-password steps 0 to 2 (§2.4). */
export function RegistrationSteps(props: RegistrationStepsProps) {
  const { step, busy, resendAvailableAt, initialPhone = '' } = props;
  const { t } = useTranslation('ui');
  const [phone, setPhone] = useState(initialPhone);
  const [form, setForm] = useState(emptyForm);
  const [openWallet, setOpenWallet] = useState(false);

  const phoneCheck = validateRegistrationPhone(phone); // VAL-05
  // Shown once something is typed; an empty field just keeps the buttons disabled (VAL-06).
  const phoneError = phone !== '' && !phoneCheck.ok ? t(phoneCheck.error) : undefined;
  const shownPhone = phoneCheck.ok ? maskPhone(toLocalPhone(phoneCheck.value)) : ''; // AUTH-42, VAL-47
  const canConfirm = phoneCheck.ok && canConfirmPasswordForm(form) && !busy; // VAL-16

  const submitWhenValid = (then: (msisdn: string) => void) => {
    if (phoneCheck.ok && canConfirm) then(phoneCheck.value);
  };
  const back = (
    <div className={styles.links}>
      <Button variant="ghost" size="sm" onClick={props.onBack} disabled={busy}>
        {t('auth.dialog.back')}
      </Button>
    </div>
  );

  if (step === 0) {
    return (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (phoneCheck.ok && !busy) props.onRequestRegistrationCode(phoneCheck.value);
        }}
      >
        <p className={styles.intro}>{t('auth.registration.step0.intro')}</p>
        <PhoneField value={phone} onValueChange={setPhone} error={phoneError} name="msisdn" />
        {/* VAL-06: disabled while the number is empty or wrong. */}
        <Button type="submit" fullWidth loading={busy} disabled={!phoneCheck.ok}>
          {t('auth.registration.step0.register')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          disabled={!phoneCheck.ok || busy}
          onClick={() => phoneCheck.ok && props.onRequestResetCode(phoneCheck.value)}
        >
          {t('auth.registration.step0.forgot')}
        </Button>
      </form>
    );
  }

  // Steps 1 (register) and 2 (reset) share the code-and-passwords form (AUTH-42, AUTH-47).
  const registering = step === 1;
  return (
    <CodeStepForm
      intro={t(registering ? 'auth.registration.step1.sentTo' : 'auth.registration.step2.sentTo', {
        phone: shownPhone,
      })}
      submitLabel={t(registering ? 'auth.registration.step1.submit' : 'auth.registration.step2.submit')}
      submitDisabled={!canConfirm && !busy}
      busy={busy}
      resendAvailableAt={resendAvailableAt}
      lockedUntil={props.lockedUntil}
      onResend={() => {
        if (!phoneCheck.ok) return;
        if (registering) props.onRequestRegistrationCode(phoneCheck.value);
        else props.onRequestResetCode(phoneCheck.value);
      }}
      beforeSubmit={
        registering ? (
          <Checkbox
            label={t('auth.registration.step1.wallet')}
            checked={openWallet}
            onCheckedChange={setOpenWallet}
          />
        ) : null
      }
      onSubmit={() =>
        submitWhenValid((msisdn) =>
          registering
            ? props.onRegister({ msisdn, code: form.code, password: form.password, openWallet })
            : props.onResetPassword({ msisdn, code: form.code, password: form.password }),
        )
      }
      footer={back}
    >
      <CodePasswordFields value={form} onChange={setForm} disabled={busy} />
    </CodeStepForm>
  );
}
