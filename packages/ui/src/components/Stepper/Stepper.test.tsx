import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('marks the current step and says where the user is', () => {
    const { container } = render(
      <Stepper steps={['Chọn gói cước', 'Thanh toán', 'Chờ kết quả']} current={1} />,
    );
    expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('Thanh toán');
    expect(screen.getByText('Bước 2/3')).toBeTruthy();
    expect(screen.getByText('Chọn gói cước').textContent).toContain('Đã xong');
  });

  it('clamps an out-of-range step', () => {
    const { container } = render(<Stepper steps={['A', 'B']} current={5} />);
    expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('B');
  });
});
