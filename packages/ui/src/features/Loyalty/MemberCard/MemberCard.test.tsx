import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { longNameMember, sampleMembers } from '../fixtures';
import { MemberCard } from './MemberCard';

const member = sampleMembers[4];

describe('MemberCard', () => {
  it('DOM-30 flips on click and back, and on Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<MemberCard member={member} />);
    const card = screen.getByRole('button', { name: 'Lật thẻ hội viên' });
    expect(card.getAttribute('data-side')).toBe('front');
    await user.click(card);
    expect(card.getAttribute('data-side')).toBe('back');
    await user.keyboard('{Enter}');
    expect(card.getAttribute('data-side')).toBe('front');
    await user.keyboard(' ');
    expect(card.getAttribute('data-side')).toBe('back');
  });

  it('LOY-33 the card describes its visible face: tier, name and number on the front', () => {
    render(<MemberCard member={member} />);
    const card = screen.getByRole('button', { name: 'Lật thẻ hội viên' });
    const face = document.getElementById(card.getAttribute('aria-describedby') ?? '');
    expect(face?.textContent).toMatch(/Hạng Vàng.*Đặng Thu Hà.*9704000012345604/);
  });

  it('LOY-36 the QR encodes the card number exactly as the library encodes it', () => {
    const { container } = render(<MemberCard member={member} />);
    const qrPath = container.querySelector('svg[role="img"] path:last-of-type')?.getAttribute('d');
    const reference = renderToStaticMarkup(<QRCodeSVG value={member.cardNumber} level="M" marginSize={0} />);
    expect(qrPath).toBeTruthy();
    expect(reference).toContain(`d="${qrPath ?? 'none'}"`);
  });

  it('LOY-36 the button switches to a CODE128 barcode of the card number, shown on the back', async () => {
    const user = userEvent.setup();
    const { container } = render(<MemberCard member={member} />);
    await user.click(screen.getByRole('button', { name: 'Hiện mã vạch' }));
    const barcode = screen.getByRole('img', {
      hidden: true,
      name: `Mã vạch của số thẻ ${member.cardNumber}`,
    });
    expect(barcode.getAttribute('data-value')).toBe(member.cardNumber);
    await waitFor(() => expect(barcode.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/));
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThan(20);
    expect(screen.getByRole('button', { name: 'Lật thẻ hội viên' }).getAttribute('data-side')).toBe('back');
    await user.click(screen.getByRole('button', { name: 'Hiện mã QR' }));
    expect(screen.getByRole('img', { hidden: true, name: /Mã QR/ })).toBeTruthy();
  });

  it('keeps a long name whole for readers and shows a loading card with no member yet', () => {
    const { rerender } = render(<MemberCard member={longNameMember} />);
    expect(screen.getByTitle(longNameMember.name).textContent).toBe(longNameMember.name);
    rerender(<MemberCard member={null} />);
    expect(screen.getByRole('status', { name: 'Đang tải thẻ hội viên' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });
});
