import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { IconButton } from '../../../components/IconButton/IconButton';
import type { HeaderProps } from '../Header/Header';
import { SearchForm } from '../Header/SearchForm';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { ContactList } from '../private/ContactList';
import { NavEntry, useNavLabel } from '../private/NavEntry';
import type { NavItem, ShellLinkComponent } from '../types';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps extends HeaderProps {
  LinkComponent: ShellLinkComponent;
  greeting: string | null;
  signOutItem: NavItem;
}

/** SHELL-110: below 991 px the header's menus, account, search, contacts and language live in this dialog. */
export function MobileMenu(props: MobileMenuProps) {
  const { LinkComponent, greeting, navigation } = props;
  const { t } = useTranslation('ui');
  const label = useNavLabel();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const entry = (item: NavItem) => (
    <li key={item.key + item.href}>
      <NavEntry item={item} LinkComponent={LinkComponent} onDone={close} />
    </li>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('shell.mobileMenu.title')}
      trigger={
        <IconButton label={t('shell.mobileMenu.open')} icon={<HamburgerMenuIcon width={22} height={22} />} />
      }
    >
      {greeting ? null : (
        <Button
          fullWidth
          onClick={() => {
            close();
            props.onSignIn();
          }}
        >
          {t('shell.account.signIn')}
        </Button>
      )}
      <SearchForm
        onSearch={(text) => {
          close();
          props.onSearch(text);
        }}
      />
      <nav aria-label={t('shell.mainNav')} className={styles.section}>
        <ul className={styles.groupList}>
          {navigation.map((group) =>
            group.items && group.items.length > 0 ? (
              <li key={group.key} className={styles.section}>
                <h3 className={styles.heading}>{label(group)}</h3>
                <ul className={styles.groupList}>{group.items.map(entry)}</ul>
              </li>
            ) : (
              entry(group)
            ),
          )}
        </ul>
      </nav>
      {greeting ? (
        <section className={styles.section} aria-label={t('shell.account.menu')}>
          <p className={styles.greeting}>{greeting}</p>
          <ul className={styles.groupList}>{[...props.accountLinks, props.signOutItem].map(entry)}</ul>
        </section>
      ) : null}
      <ContactList contact={props.contact} />
      <LanguageSwitch language={props.language} onLanguageChange={props.onLanguageChange} />
    </Dialog>
  );
}
