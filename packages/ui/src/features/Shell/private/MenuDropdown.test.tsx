import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShellLinkProps } from '../types';
import { MenuDropdown } from './MenuDropdown';

const Link = ({ href, children, ...rest }: ShellLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
const items = [
  { key: 'a', href: '/goi-cuoc', label: 'Gói cước' },
  { key: 'b', href: '/tra-cuu', label: 'Tra cứu' },
];
const menu = <MenuDropdown label="Dịch vụ" items={items} LinkComponent={Link} />;
/** The Radix trigger carries the id its menu is labelled by; the stand-in has none. */
const isRadixTrigger = (button: HTMLElement) => button.id !== '';

describe('MenuDropdown (a Radix menu that mounts when the browser is idle)', () => {
  it('starts as a closed look-alike button that a press opens at once', () => {
    render(menu);
    const standIn = screen.getByRole('button', { name: 'Dịch vụ' });
    expect(isRadixTrigger(standIn)).toBe(false);
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(standIn);
    expect(screen.getByRole('menuitem', { name: 'Tra cứu' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Dịch vụ' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('becomes the Radix menu when idle, keeping focus on its trigger', async () => {
    render(menu);
    act(() => screen.getByRole('button', { name: 'Dịch vụ' }).focus());
    await waitFor(() => expect(isRadixTrigger(screen.getByRole('button', { name: 'Dịch vụ' }))).toBe(true));
    const trigger = screen.getByRole('button', { name: 'Dịch vụ' });
    expect(document.activeElement).toBe(trigger);
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Gói cước' })).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
