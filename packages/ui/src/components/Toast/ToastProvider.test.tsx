import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initUiI18n } from '../../i18n/testing';
import { ToastProvider, useToast } from './ToastProvider';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Đã lưu')}>
      save
    </button>
  );
}

describe('ToastProvider', () => {
  it.each([
    ['vi', 'Thông báo (F8)', 'Thông báo'],
    ['en-US', 'Notifications (F8)', 'Notification'],
  ] as const)(
    'names its region with the real hotkey in %s, never a literal {hotkey}',
    async (language, region, each) => {
      initUiI18n(language);
      render(
        <ToastProvider>
          <SaveButton />
        </ToastProvider>,
      );
      expect(screen.getByRole('region', { name: region })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'save' }));
      // Screen readers hear the toast as '<label> <message>' (Radix announces it for a second).
      await waitFor(() => expect(document.body.textContent).toContain(`${each} Đã lưu`));
      expect(document.body.innerHTML).not.toContain('{hotkey}');
      initUiI18n('vi');
    },
  );
});
