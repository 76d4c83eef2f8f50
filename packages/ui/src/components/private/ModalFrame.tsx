import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './modal.css';

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: every dialog is named by its title. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on mobile). */
  footer?: ReactNode;
  /** An element that opens the dialog when clicked. */
  trigger?: ReactElement;
  /**
   * When false the dialog has no close button and ignores Escape and clicks outside:
   * the user must answer it (e.g. the roaming OTP modal, ROAM modals).
   */
  dismissable?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Where focus goes on open (default: the first focusable element); call preventDefault to choose. */
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  /** Where focus goes on close (default: back where it was); call preventDefault to choose. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/** The one modal implementation behind Dialog and BottomSheet (Radix Dialog underneath). */
export function ModalFrame({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  dismissable = true,
  size,
  placement,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ModalProps & { placement: 'center' | 'bottom' }) {
  const { t } = useTranslation('ui');
  // The portal is rendered only while open, so the frame knows whether it is open even when uncontrolled.
  // A closed Radix portal still mounts a Presence per child, and each one dispatches from a layout effect
  // when it mounts: an update inside React's commit, which makes React run every passive effect of the new
  // page in the commit's task (issue 22, TBT). These dialogs have no exit animation: closed shows nothing.
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const changeOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const block = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  // Radix gives focus back to its Trigger only; a dialog opened from code (no trigger) would leave it
  // on <body>, so it goes back to whatever had focus when the dialog opened (WCAG 2.4.3).
  const openedFrom = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const opener = openedFrom.current;
    if (event.defaultPrevented || trigger || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      {isOpen ? (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={styles.content({ placement, size })}
            data-placement={placement}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            onOpenAutoFocus={rememberOpener}
            onCloseAutoFocus={returnFocus}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          >
            {placement === 'bottom' ? <div className={styles.handle} aria-hidden="true" /> : null}
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {dismissable ? (
                <RadixDialog.Close asChild>
                  <IconButton
                    className={styles.closeButton}
                    label={t('common.close')}
                    icon={<Cross2Icon width={20} height={20} />}
                  />
                </RadixDialog.Close>
              ) : null}
            </div>
            {description !== undefined ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
            {children}
            {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      ) : null}
    </RadixDialog.Root>
  );
}
