import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { Dialog } from '../../../components/Dialog/Dialog';
import { IconButton } from '../../../components/IconButton/IconButton';
import { ContactList } from '../private/ContactList';
import { NavEntry, PlainLink } from '../private/NavEntry';
import type { ShellContact, ShellLinkComponent } from '../types';
import * as styles from './SupportLauncher.css';

export interface SupportLauncherProps {
  /** CONST-21: the hotlines (call links) and the support email. */
  contact: ShellContact;
  /** The support request page, or null while it has no page (the entry is then left out). */
  requestHref: string | null;
  LinkComponent?: ShellLinkComponent | undefined;
}

/**
 * SHELL-117 (UNSPEC): the portal's support entry where a live chat would sit: a floating button that
 * opens the support request page and the hotlines. The portal shows it when no chat-bot script is set.
 */
export function SupportLauncher({ contact, requestHref, LinkComponent = PlainLink }: SupportLauncherProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.root}>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t('shell.supportLauncher.title')}
        trigger={
          <IconButton
            variant="solid"
            size="lg"
            label={t('shell.supportLauncher.open')}
            icon={<ChatBubbleIcon width={22} height={22} />}
          />
        }
      >
        <div className={styles.body}>
          <p className={styles.intro}>{t('shell.supportLauncher.intro')}</p>
          {requestHref === null ? null : (
            <NavEntry
              item={{ key: 'nav.gui-yeu-cau', href: requestHref }}
              LinkComponent={LinkComponent}
              className={styles.request}
              onDone={() => setOpen(false)}
            />
          )}
          <ContactList contact={contact} />
        </div>
      </Dialog>
    </div>
  );
}
