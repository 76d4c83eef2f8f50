import type { ModalProps } from '../private/ModalFrame';
import { ModalFrame } from '../private/ModalFrame';

export type BottomSheetProps = ModalProps;

/** A modal sheet that rises from the bottom edge (e.g. the roaming package detail). */
export function BottomSheet(props: BottomSheetProps) {
  return <ModalFrame {...props} placement="bottom" />;
}
