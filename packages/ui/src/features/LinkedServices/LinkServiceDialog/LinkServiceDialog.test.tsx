import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initUiI18n } from '../../../i18n/testing';
import { foundFiber } from '../fixtures';
import { LinkServiceDialog, type LinkServiceDialogProps } from './LinkServiceDialog';

beforeAll(async () => {
  await initUiI18n('en-US');
});

function renderDialog(props: Partial<LinkServiceDialogProps> = {}) {
  const handlers = { onLookUp: vi.fn(), onEdit: vi.fn(), onChoose: vi.fn(), onLink: vi.fn() };
  render(
    <LinkServiceDialog open onOpenChange={vi.fn()} lookup={{ state: 'idle' }} {...handlers} {...props} />,
  );
  return { ...handlers, dialog: within(screen.getByRole('dialog', { name: 'Add a linked service' })) };
}

describe('LinkServiceDialog', () => {
  it('ACC-74 is used by keyboard: arrow keys choose the kind, Enter looks the number up in its sent form', async () => {
    const user = userEvent.setup();
    const { dialog, onLookUp } = renderDialog();
    dialog.getByRole('radio', { name: 'Fibre internet' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dialog.getByRole('radio', { name: 'Mobile number' })).toHaveProperty('checked', true);
    await user.tab();
    await user.keyboard('0917 770 501{Enter}');
    expect(onLookUp).toHaveBeenCalledWith({ kind: 'mobile', value: '84917770501', search: false });
  });

  it('ACC-75 a contract phone in the home internet field is a search; a malformed account is told on its field', async () => {
    const user = userEvent.setup();
    const { dialog, onLookUp } = renderDialog();
    const field = dialog.getByRole('textbox', { name: /Internet account or contract phone number/ });
    await user.type(field, 'x{Enter}');
    expect(dialog.getByText('Type an account or the contract phone number.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onLookUp).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '0912345678{Enter}');
    expect(onLookUp).toHaveBeenCalledWith({ kind: 'internet', value: '0912345678', search: true });
  });

  it('ACC-75 shows a found account with its masked owner and links it', async () => {
    const user = userEvent.setup();
    const { dialog, onLink } = renderDialog({ lookup: { state: 'found', info: foundFiber } });
    expect(dialog.getByText('Nguyễn V** A*')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Link hni_fiber_0501' }));
    expect(onLink).toHaveBeenCalledWith(foundFiber);
  });
});
