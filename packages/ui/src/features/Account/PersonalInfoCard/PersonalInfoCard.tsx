import { formatCalendarDay, formatPhoneDisplay, type PersonalInfo } from '@selfcare/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as shared from '../private/account.css';

export interface PersonalInfoCardProps {
  phone: string;
  /** undefined while loading. */
  info: PersonalInfo | undefined;
  /** The entry points to the subscriber-information update (the portal's links), under the facts. */
  updateActions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}

/** API-028: the personal information as the operator returns it; what it leaves out reads 'not given'. */
export function PersonalInfoCard({ phone, info, updateActions, headingLevel = 2 }: PersonalInfoCardProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const headingId = useId();
  const updateId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = headingLevel === 1 ? 'h2' : headingLevel === 2 ? 'h3' : 'h4';
  const missing = t('account.personal.missing');
  const fact = (label: string, value: string | undefined) => (
    <div className={shared.fact}>
      <dt className={shared.label}>{label}</dt>
      <dd className={shared.value}>{info === undefined ? <Skeleton width="60%" /> : (value ?? missing)}</dd>
    </div>
  );
  const document =
    info?.documentNumber === undefined
      ? undefined
      : t('account.personal.documentValue', { type: info.documentType ?? '', number: info.documentNumber });

  return (
    <section className={shared.panel} aria-labelledby={headingId} aria-busy={info === undefined}>
      <Heading id={headingId} className={shared.heading}>
        {t('account.personal.title')}
      </Heading>
      <dl className={shared.facts}>
        {fact(t('account.personal.fullName'), info?.fullName)}
        {fact(t('account.summary.phone'), formatPhoneDisplay(phone))}
        {fact(t('account.personal.customerId'), info?.customerId)}
        {fact(t('account.personal.birthDate'), formatCalendarDay(info?.birthDate, locale))}
        {fact(t('account.personal.document'), document)}
        {fact(t('account.personal.issuedOn'), formatCalendarDay(info?.documentIssuedOn, locale))}
        {fact(t('account.personal.issuedBy'), info?.documentIssuedBy)}
        {fact(t('account.personal.address'), info?.address)}
        {fact(t('account.personal.email'), info?.email)}
      </dl>
      {updateActions ? (
        <section aria-labelledby={updateId} className={shared.rowText}>
          <SubHeading id={updateId} className={shared.heading}>
            {t('account.personal.updateTitle')}
          </SubHeading>
          <p className={shared.muted}>{t('account.personal.updateLead')}</p>
          <div className={shared.actions}>{updateActions}</div>
        </section>
      ) : null}
    </section>
  );
}
