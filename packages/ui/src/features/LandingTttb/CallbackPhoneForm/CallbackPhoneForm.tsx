import { validateCallbackPhone } from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { NoticeDialog } from '../../../components/NoticeDialog/NoticeDialog';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import * as styles from '../private/tttb.css';

export interface CallbackPhoneFormProps {
  /** VAL-08: the number the page's msisdn query gave, already checked and in its 0 form. */
  defaultPhone?: string | undefined;
  /** LAND-10: a valid number, in its 84 form; nothing is sent for an invalid one (VAL-09). */
  onSend: (msisdn: string) => void;
  pending?: boolean;
  /** ERR-24, LAND-11: the server's message after sending, success or not, shown in the 'Thông báo' modal. */
  notice?: string | undefined;
  onNoticeClose: () => void;
  /** A failure with no server message (offline, timeout): said under the form, which keeps the number. */
  failure?: string | undefined;
}

/**
 * LAND-03, LAND-06 … LAND-11 (VAL-07 … VAL-10): the callback-phone form of the subscriber-information
 * page. A wrong number shows IDS_ERROR_ISDN_LONG in its field and sends nothing; the error goes as soon
 * as the number becomes valid.
 */
export function CallbackPhoneForm({
  defaultPhone = '',
  onSend,
  pending = false,
  notice,
  onNoticeClose,
  failure,
}: CallbackPhoneFormProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [phone, setPhone] = useState(defaultPhone);
  const [error, setError] = useState<string | undefined>(undefined);

  const change = (value: string) => {
    setPhone(value);
    // VAL-10: a shown error clears once the number is valid (it is not raised while typing).
    if (error !== undefined && validateCallbackPhone(value).ok) setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCallbackPhone(phone);
    if (!checked.ok) {
      setError(t(checked.error));
      return;
    }
    setError(undefined);
    onSend(checked.value);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('landingTttb.callback.title')}
      </h2>
      <p className={styles.lead}>{t('landingTttb.callback.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField
          label={t('landingTttb.callback.phone')}
          value={phone}
          onValueChange={change}
          error={error}
          required
        />
        {failure !== undefined ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {t('landingTttb.callback.send')}
          </Button>
        </div>
      </form>
      <NoticeDialog
        open={notice !== undefined}
        onOpenChange={(open) => {
          if (!open) onNoticeClose();
        }}
        message={notice}
      />
    </section>
  );
}
