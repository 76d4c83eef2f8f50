import { dataLeft } from '@selfcare/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCard } from './SummaryCard';

const ready = {
  state: 'ready',
  phone: '84914567890',
  name: 'Lê Hoàng Cường',
  mainBalance: 342_500,
  data: dataLeft(25_600, 30_720),
  activePackages: ['GD199'],
  member: { kind: 'member', tier: 3, points: 12_600 },
} as const;

describe('SummaryCard', () => {
  it('CONST-54 shows the member numbers with data left as remaining over total', () => {
    render(<SummaryCard {...ready} hrefs={{ member: '/vinaphone-plus' }} />);
    const card = screen.getByRole('region', { name: 'Tài khoản của bạn' });
    expect(within(card).getByRole('heading', { name: 'Xin chào, Lê Hoàng Cường' })).toBeTruthy();
    expect(within(card).getByText('342.500đ')).toBeTruthy();
    expect(within(card).getByText('25,0 GB')).toBeTruthy();
    expect(within(card).getByText('còn 83%')).toBeTruthy();
    expect(within(card).getByText('12.600 điểm')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Hạng 3' }).getAttribute('href')).toBe('/vinaphone-plus');
    // Entries without a page are plain text.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('greets with the number when there is no name, and says what did not answer', () => {
    render(<SummaryCard state="ready" phone="84914567890" member={{ kind: 'unknown' }} />);
    expect(screen.getByRole('heading', { name: 'Xin chào, 0914 567 890' })).toBeTruthy();
    expect(screen.getAllByText('Chưa có số liệu')).toHaveLength(4);
  });

  it('ROLE-10 a non-member is told so', () => {
    render(<SummaryCard {...ready} member={{ kind: 'notMember' }} />);
    expect(screen.getByText('Chưa là hội viên')).toBeTruthy();
  });

  it('shows no heading and no numbers while loading, and says it is loading', () => {
    render(<SummaryCard state="loading" phone="84914567890" />);
    const card = screen.getByRole('region', { name: 'Đang tải thông tin tài khoản' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).queryByRole('heading')).toBeNull();
  });
});
