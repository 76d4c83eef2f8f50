import { render, screen, waitFor } from '@testing-library/react';
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
const trigger = () => screen.getByRole('button', { name: 'Dịch vụ' });

describe('MenuDropdown (a Radix menu mounted when first wanted)', () => {
  it('starts as a closed look-alike button, with no menu mounted', () => {
    render(menu);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    // The Radix trigger carries the id its menu is labelled by; the look-alike has none.
    expect(trigger().id).toBe('');
  });

  it('opens at once on the first click, then works as the Radix menu: Escape refocuses, Enter reopens', async () => {
    const user = userEvent.setup();
    render(menu);
    await user.click(trigger());
    expect(await screen.findByRole('menuitem', { name: 'Tra cứu' })).toBeDefined();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Gói cước' })).toBeDefined();
  });

  it('opens from the keyboard the first time too (↓ on the look-alike)', async () => {
    const user = userEvent.setup();
    render(menu);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Gói cước' })).toBeDefined();
  });
});
