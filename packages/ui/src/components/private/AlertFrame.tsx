import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import * as styles from './modal.css';

export interface AlertFrameProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** The message (from the server or the catalogue). */
  message: ReactNode;
  /** The buttons; wrap the one that closes in AlertDialog.Action/Cancel. */
  actions: ReactNode;
  /** Escape closes unless false. */
  dismissable?: boolean;
}

/**
 * Shared frame of ConfirmDialog and NoticeDialog: Radix AlertDialog, which never closes on an outside click.
 * Its portal is rendered only while open (see `ModalFrame` for why).
 */
export function AlertFrame({
  open,
  onOpenChange,
  title,
  message,
  actions,
  dismissable = true,
}: AlertFrameProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content
            className={styles.content({ size: 'sm' })}
            onEscapeKeyDown={(event) => {
              if (!dismissable) event.preventDefault();
            }}
          >
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={styles.message}>{message}</AlertDialog.Description>
            <div className={styles.footer}>{actions}</div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      ) : null}
    </AlertDialog.Root>
  );
}
