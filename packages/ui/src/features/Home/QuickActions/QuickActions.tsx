import {
  ChatBubbleIcon,
  FileTextIcon,
  GlobeIcon,
  IdCardIcon,
  MobileIcon,
  SewingPinIcon,
} from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { srOnly } from '../../../components/private/srOnly.css';
import { PlainLink, type HomeLinkComponent } from '../private/links';
import * as styles from './QuickActions.css';

export const quickActionKeys = ['topUp', 'buyCard', 'payBill', 'findStore', 'support', 'roaming'] as const;
export type QuickActionKey = (typeof quickActionKeys)[number];

const icons: Record<QuickActionKey, ReactNode> = {
  topUp: <MobileIcon />,
  buyCard: <IdCardIcon />,
  payBill: <FileTextIcon />,
  findStore: <SewingPinIcon />,
  support: <ChatBubbleIcon />,
  roaming: <GlobeIcon />,
};

export interface QuickAction {
  key: QuickActionKey;
  href: string;
  /** Instead of following the link (a guest's sign-in-only service: the sign-in confirm, SHELL-101). */
  onSelect?: (() => void) | undefined;
}

export interface QuickActionsProps {
  actions: readonly QuickAction[];
  LinkComponent?: HomeLinkComponent;
}

/** SHELL-002: the home's shortcuts, each a tile with an icon, a name and a one-line hint. */
export function QuickActions({ actions, LinkComponent = PlainLink }: QuickActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <ul className={styles.list} aria-label={t('home.quick.label')}>
      {actions.map((action) => {
        const content = (
          <>
            <span className={styles.icon} aria-hidden="true">
              {icons[action.key]}
            </span>
            <span className={styles.title}>{t(`home.quick.${action.key}.title`)}</span>
            <span className={styles.hint}>{t(`home.quick.${action.key}.hint`)}</span>
            {action.onSelect ? <span className={srOnly}>{` (${t('home.quick.signInFirst')})`}</span> : null}
          </>
        );
        const { onSelect } = action;
        return (
          <li key={action.key}>
            {onSelect ? (
              <button type="button" className={styles.tile} onClick={onSelect}>
                {content}
              </button>
            ) : (
              <LinkComponent className={styles.tile} href={action.href}>
                {content}
              </LinkComponent>
            )}
          </li>
        );
      })}
    </ul>
  );
}
