import type { ReactElement } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cross2Icon, MagnifyingGlassIcon, PersonIcon } from '@radix-ui/react-icons';
import { formatPhoneDisplay } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { IconButton } from '../../../components/IconButton/IconButton';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { ContactList } from '../private/ContactList';
import { MenuDropdown } from '../private/MenuDropdown';
import { NavEntry, PlainLink } from '../private/NavEntry';
import type { NavGroup, NavItem, ShellContact, ShellLanguage, ShellLinkComponent } from '../types';
import { accountButtonAttribute } from './focusAccountButton';
import { SearchForm } from './SearchForm';
import * as styles from './Header.css';

export interface HeaderProps {
  /** SHELL-050 … SHELL-080: home, packages, support and loyalty groups, built by the portal. */
  navigation: readonly NavGroup[];
  /** The signed-in subscriber's number (84 or 0 form), or null for a guest. */
  signedInPhone: string | null;
  /** The customer's name once `core_customer_get_info` told it: the greeting shows it instead of the number. */
  signedInName?: string | null | undefined;
  /** SHELL-081: enterprise-portal links of the account menu (signed in only, SHELL-084). */
  accountLinks: readonly NavItem[];
  onSignIn: () => void;
  onSignOut: () => void;
  onSearch: (text: string) => void;
  language: ShellLanguage;
  onLanguageChange: (language: ShellLanguage) => void;
  contact: ShellContact;
  /** SHELL-088: the enterprise side of the personal / enterprise switch. */
  enterpriseHref: string;
  /** SHELL-103: true once the page scrolled past 50 px. */
  sticky?: boolean | undefined;
  LinkComponent?: ShellLinkComponent | undefined;
}

/** §2.2 header: utility bar (segment, contacts, language), sticky main bar (brand, menus, search, account), mobile menu below 991 px. */
export function Header(props: HeaderProps) {
  const {
    navigation,
    signedInPhone,
    signedInName,
    accountLinks,
    contact,
    sticky = false,
    LinkComponent = PlainLink,
  } = props;
  const { t } = useTranslation('ui');
  const searchPanelId = useId();
  const [searchOpen, setSearchOpen] = useState(false);
  const shownPhone = signedInPhone ? formatPhoneDisplay(signedInPhone) : null;
  const greetingName = signedInName?.trim() || shownPhone;
  const greeting = shownPhone ? t('shell.account.greeting', { name: greetingName }) : null;
  const signOutItem: NavItem = { key: 'account.signOut', href: '', onSelect: props.onSignOut };
  /** SHELL-081 … SHELL-083: the account menu, behind the greeting (desktop) or an icon (phones). */
  const accountMenu = (trigger?: ReactElement) => (
    <MenuDropdown
      label={greeting}
      items={accountLinks}
      footerItems={[signOutItem]}
      LinkComponent={LinkComponent}
      align="end"
      trigger={trigger}
    />
  );
  const search = (text: string) => {
    setSearchOpen(false);
    props.onSearch(text);
  };
  return (
    <>
      <div className={styles.utilityBar}>
        <div className={styles.utilityInner}>
          <nav aria-label={t('shell.segment.label')} className={styles.segment}>
            <span className={styles.segmentCurrent} aria-current="page">
              {t('shell.segment.personal')}
            </span>
            <NavEntry
              item={{ key: 'segment.enterprise', href: props.enterpriseHref, external: true }}
              LinkComponent={LinkComponent}
            />
          </nav>
          <ContactList contact={contact} className={styles.contacts} labelClassName={styles.contactLabel} />
          <LanguageSwitch language={props.language} onLanguageChange={props.onLanguageChange} />
        </div>
      </div>
      <header className={styles.header} data-sticky={sticky}>
        <div className={styles.mainBar}>
          <LinkComponent href="/" className={styles.brand}>
            {t('shell.brand')}
          </LinkComponent>
          <nav aria-label={t('shell.mainNav')} className={styles.desktopNav}>
            <ul className={styles.navList}>
              {navigation.map((group) => (
                <li key={group.key}>
                  {group.items && group.items.length > 0 ? (
                    <MenuDropdown
                      label={group.label ?? t(`shell.${group.key}`)}
                      items={group.items}
                      LinkComponent={LinkComponent}
                    />
                  ) : (
                    <NavEntry item={group} LinkComponent={LinkComponent} className={styles.navLink} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <IconButton
              label={searchOpen ? t('shell.search.close') : t('shell.search.open')}
              icon={
                searchOpen ? (
                  <Cross2Icon width={20} height={20} />
                ) : (
                  <MagnifyingGlassIcon width={20} height={20} />
                )
              }
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? searchPanelId : undefined}
              onClick={() => setSearchOpen((open) => !open)}
            />
            {greeting ? (
              <div className={styles.desktopOnly} {...accountButtonAttribute}>
                {accountMenu()}
              </div>
            ) : (
              <div className={styles.desktopOnly}>
                <Button size="sm" onClick={props.onSignIn}>
                  {t('shell.account.signIn')}
                </Button>
              </div>
            )}
            {shownPhone ? (
              // Phones: the account menu behind an icon that says who is signed in.
              <div className={styles.mobileOnly} {...accountButtonAttribute}>
                {accountMenu(
                  <IconButton
                    variant="solid"
                    label={t('shell.account.signedInAs', { phone: shownPhone })}
                    icon={<PersonIcon width={20} height={20} />}
                  />,
                )}
              </div>
            ) : null}
            <div className={styles.mobileOnly}>
              <MobileMenu
                {...props}
                LinkComponent={LinkComponent}
                greeting={greeting}
                signOutItem={signOutItem}
              />
            </div>
          </div>
        </div>
        {searchOpen ? (
          <div id={searchPanelId} className={styles.searchPanel}>
            <SearchForm onSearch={search} focusOnMount />
          </div>
        ) : null}
      </header>
    </>
  );
}
