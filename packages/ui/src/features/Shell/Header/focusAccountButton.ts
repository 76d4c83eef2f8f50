/** Marks the wrapper of each header account button (the desktop greeting menu, the phone icon). */
export const accountButtonAttribute = { 'data-account-button': '' } as const;

/**
 * Moves focus to the header's account button shown at this width, e.g. after a sign-in, when the
 * 'Đăng nhập' button that opened the dialog is gone. Returns false when there is none to focus.
 */
export function focusAccountButton(root: ParentNode = document): boolean {
  const buttons = root.querySelectorAll<HTMLElement>('[data-account-button] button');
  const shown = Array.from(buttons).find((button) =>
    typeof button.checkVisibility === 'function' ? button.checkVisibility() : true,
  );
  shown?.focus();
  return shown !== undefined;
}
