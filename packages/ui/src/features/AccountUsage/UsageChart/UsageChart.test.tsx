import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rangeOf, sampleDays } from '../fixtures';
import { UsageChart } from './UsageChart';

/** happy-dom lays nothing out: the frame reports the width a browser would. */
function withFrameWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
}

afterEach(() => vi.restoreAllMocks());

describe('UsageChart (issue 17)', () => {
  it('draws one bar per day with use, as one image named by its summary', () => {
    withFrameWidth(600);
    const days = sampleDays(7);
    render(<UsageChart days={days} measure="charge" range={rangeOf(7)} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toMatch(
      /^Cước theo ngày từ 19\/11\/2026 đến 25\/11\/2026: tổng /,
    );
    expect(image.querySelectorAll('rect')).toHaveLength(days.filter((day) => day.charge > 0).length);
  });

  it('says when the range has no use, and draws nothing until the frame is measured', () => {
    withFrameWidth(0);
    const days = sampleDays(3).map((day) => ({ ...day, messages: 0 }));
    act(() => {
      render(<UsageChart days={days} measure="messages" range={rangeOf(3)} />);
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/không có sử dụng/)).toBeTruthy();
  });

  it('every day is a row of the table below, figures in the display rules (CONST-37, CONST-38)', () => {
    withFrameWidth(600);
    render(<UsageChart days={sampleDays(2)} measure="dataBytes" range={rangeOf(2)} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toMatch(/24\/11\/2026.*\d{2}:\d{2}.*MB/);
  });
});
