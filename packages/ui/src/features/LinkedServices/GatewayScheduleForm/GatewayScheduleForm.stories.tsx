import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { rebootSchedules, wifiSchedules } from '../fixtures';
import { GatewayScheduleForm, type GatewayScheduleFormProps } from './GatewayScheduleForm';

/** Storybook's args cannot follow the kind union: the stories take the wifi form, the restart one renders its own. */
function WifiScheduleForm(props: Extract<GatewayScheduleFormProps, { kind: 'wifi' }>) {
  return <GatewayScheduleForm {...props} />;
}

const meta = {
  title: 'Features/LinkedServices/GatewayScheduleForm',
  component: WifiScheduleForm,
  args: { kind: 'wifi', existing: wifiSchedules, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof WifiScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = /^(Thêm lịch|Add schedule)$/;
/** A time field takes its value whole: typed keys land in the browser's own hour and minute segments. */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** ACC-80: a wifi schedule that fits is handed on with its days in week order. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    setTime(canvas.getByLabelText(/Giờ tắt Wi-Fi|Wi-Fi off at/), '12:00');
    setTime(canvas.getByLabelText(/Giờ bật lại|Back on at/), '13:30');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chủ Nhật|Sunday/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Thứ Bảy|Saturday/ }));
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ offAt: '12:00', onAt: '13:30', days: [6, 7] });
  },
};

/** ACC-80: each refusal shown by its field: no day, the same times, an overlap with Monday night. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByLabelText(/Giờ tắt Wi-Fi|Wi-Fi off at/);
    const on = canvas.getByLabelText(/Giờ bật lại|Back on at/);
    setTime(off, '05:00');
    setTime(on, '05:00');
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(on).toHaveAttribute('aria-invalid', 'true');
    setTime(on, '07:00');
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/(ngày|day)/);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Thứ Ba|Tuesday/ }));
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/(trùng|overlaps)/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** ACC-80: a restart schedule has one time. */
export const Reboot: Story = {
  render: () => <GatewayScheduleForm kind="reboot" existing={rebootSchedules} onSubmit={fn()} />,
};
