import { useTranslation } from 'react-i18next';
import type { ShellContact } from '../types';
import * as styles from './shell.css';

export interface ContactListProps {
  contact: ShellContact;
  className?: string | undefined;
  labelClassName?: string | undefined;
}

/** SHELL-085, SHELL-086, SHELL-087, SHELL-100: the two hotlines and the support email, as call and mail links. */
export function ContactList({ contact, className, labelClassName }: ContactListProps) {
  const { t } = useTranslation('ui');
  const rows = [
    { key: 'hotlineMobile', value: contact.hotlineMobile, href: `tel:${contact.hotlineMobile}` },
    { key: 'hotlineInternet', value: contact.hotlineInternet, href: `tel:${contact.hotlineInternet}` },
    { key: 'email', value: contact.supportEmail, href: `mailto:${contact.supportEmail}` },
  ] as const;
  return (
    <ul className={className ?? styles.list} aria-label={t('shell.contact.label')}>
      {rows.map((row) => (
        <li key={row.key}>
          <span className={labelClassName}>{t(`shell.contact.${row.key}`)}: </span>
          <a className={styles.entry} href={row.href}>
            {row.value}
          </a>
        </li>
      ))}
    </ul>
  );
}
