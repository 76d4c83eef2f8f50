import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

/** A dialog opened from code, as pages do (no trigger element handed to the dialog). */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show card
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Card">
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('WCAG 2.4.3 gives focus back to what opened it, also when opened from code without a trigger', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: 'Show card' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Card' })).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens from its trigger and closes again when uncontrolled (its portal is there only while open)', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Help" trigger={<button type="button">Help</button>}>
        <p>How to pay</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
  });

  it('shows at once with defaultOpen', () => {
    render(<Dialog title="Card" defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'Card' })).toBeDefined();
  });
});
