import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initUiI18n } from '../../../i18n/testing';
import { rebootSchedules, wifiSchedules } from '../fixtures';
import { GatewayScheduleForm } from './GatewayScheduleForm';

beforeAll(async () => {
  await initUiI18n('en-US');
});

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add schedule' }));

describe('GatewayScheduleForm', () => {
  it('ACC-80 hands on a wifi schedule that fits, its days in week order', async () => {
    const onSubmit = vi.fn();
    render(<GatewayScheduleForm kind="wifi" existing={wifiSchedules} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Wi-Fi off at/), '12:00');
    await userEvent.type(screen.getByLabelText(/Back on at/), '13:00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await add();
    expect(onSubmit).toHaveBeenCalledWith({ offAt: '12:00', onAt: '13:00', days: [1, 7] });
  });

  it('ACC-80 tells a missing time on the time field and a missing day on the days', async () => {
    const onSubmit = vi.fn();
    render(<GatewayScheduleForm kind="reboot" existing={[]} onSubmit={onSubmit} />);
    await add();
    expect(screen.getByLabelText(/Restart at/).getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText(/Restart at/), '03:00');
    await add();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose at least one day.');
    expect(screen.getByRole('group', { name: 'Days of the week' }).getAttribute('aria-describedby')).toBe(
      alert.id,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ACC-80 refuses a restart at the same time on a shared day', async () => {
    const onSubmit = vi.fn();
    render(<GatewayScheduleForm kind="reboot" existing={rebootSchedules} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Restart at/), '03:00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await add();
    expect(screen.getByRole('alert').textContent).toBe('This schedule overlaps one you already have.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
