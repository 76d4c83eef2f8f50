import { hashPassword } from '@selfcare/api-client';
import { isWrongOldPassword } from '@selfcare/domain';
import { ChangePasswordForm, type ChangePasswordResult } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { useCallMutation } from '../../lib/useCallMutation';

/**
 * AUTH-79, ERR-38: both passwords go hashed as at sign-in (ENT-27, issue 47); the form has held the new one
 * to VAL-14 before (domain validatePasswordChange), since the operator sees only the hash. This session stays
 * (the operator ends the number's other sessions): nothing here signs out.
 */
export function Component() {
  const { t } = useTranslation('accountOverview');
  const change = useCallMutation('authen_change_password');
  const submit = async (form: {
    oldPassword: string;
    newPassword: string;
  }): Promise<ChangePasswordResult> => {
    const outcome = await change.run({
      old_password: await hashPassword(form.oldPassword),
      new_password: await hashPassword(form.newPassword),
    });
    if (outcome.ok) return { ok: true };
    const code = outcome.error.kind === 'business' ? outcome.error.code : undefined;
    return isWrongOldPassword(code)
      ? { ok: false, wrongOldPassword: true }
      : { ok: false, message: outcome.message };
  };
  return (
    <section className={pageStyles.page} aria-label={t('password.pageTitle')}>
      <ChangePasswordForm onSubmit={submit} headingLevel={1} />
      <p>
        <PrefetchLink to={paths.account.getHref()}>{t('password.backToAccount')}</PrefetchLink>
      </p>
    </section>
  );
}
