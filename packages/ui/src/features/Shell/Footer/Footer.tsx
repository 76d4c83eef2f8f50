import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactList } from '../private/ContactList';
import { NavEntry, PlainLink } from '../private/NavEntry';
import * as shellStyles from '../private/shell.css';
import type { NavItem, ShellContact, ShellLinkComponent } from '../types';
import * as styles from './Footer.css';

export interface FooterProps {
  /** SHELL-092, 093, 094, 098, 099: public support links. */
  supportLinks: readonly NavItem[];
  /**
   * SHELL-095 … 097: top-up, card purchase and bill payment. For a guest the portal gives them an
   * `onSelect` that asks to sign in first (SHELL-101).
   */
  serviceLinks: readonly NavItem[];
  contact: ShellContact;
  LinkComponent?: ShellLinkComponent | undefined;
}

/** §2.3 footer: support links, the sign-in-only services, the hotlines and the support email. */
export function Footer({ supportLinks, serviceLinks, contact, LinkComponent = PlainLink }: FooterProps) {
  const { t } = useTranslation('ui');
  const idPrefix = useId();
  const contactId = `${idPrefix}-contact`;
  const column = (headingKey: string, items: readonly NavItem[]) => (
    <nav className={styles.column} aria-labelledby={`${idPrefix}-${headingKey}`}>
      <h2 id={`${idPrefix}-${headingKey}`} className={styles.heading}>
        {t(`shell.footer.${headingKey}`)}
      </h2>
      <ul className={shellStyles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <NavEntry item={item} LinkComponent={LinkComponent} />
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className={styles.footer} aria-label={t('shell.footer.label')}>
      <div className={styles.inner}>
        {column('support', supportLinks)}
        {column('services', serviceLinks)}
        <section className={styles.column} aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.heading}>
            {t('shell.footer.contact')}
          </h2>
          <ContactList contact={contact} />
        </section>
        <p className={styles.copyright}>{t('shell.footer.copyright')}</p>
      </div>
    </footer>
  );
}
