import { Dialog as RadixDialog } from 'radix-ui';
import type { ModalProps } from '../private/ModalFrame';
import { ModalFrame } from '../private/ModalFrame';

export type DialogProps = ModalProps;

/** A centred modal dialog. Set `dismissable={false}` for one the user must answer. */
export function Dialog(props: DialogProps) {
  return <ModalFrame {...props} placement="center" />;
}

/** Closes the surrounding Dialog or BottomSheet when its child is clicked (use with `asChild`). */
export const DialogClose = RadixDialog.Close;
