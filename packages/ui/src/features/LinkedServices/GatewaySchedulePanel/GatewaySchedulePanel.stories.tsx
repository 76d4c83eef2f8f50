import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { rebootSchedules, wifiSchedules } from '../fixtures';
import { GatewaySchedulePanel, type GatewaySchedulePanelProps } from './GatewaySchedulePanel';
import { findDialog } from '../../../fixtures/overlays';

/** Storybook's args cannot follow the kind union: the stories take the restart panel, the wifi one renders its own. */
function RebootSchedulePanel(props: Extract<GatewaySchedulePanelProps, { kind: 'reboot' }>) {
  return <GatewaySchedulePanel {...props} />;
}

const meta = {
  title: 'Features/LinkedServices/GatewaySchedulePanel',
  component: RebootSchedulePanel,
  args: { kind: 'reboot', schedules: rebootSchedules, onAdd: fn(), onDelete: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RebootSchedulePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-80: the restart schedules; adding one is confirmed with what it will do. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A time field takes its value whole: typed keys land in the browser's own hour and minute segments.
    fireEvent.change(canvas.getByLabelText(/^(Giờ khởi động lại|Restart at)$/), {
      target: { value: '02:15' },
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Thứ Hai|Monday/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^(Thêm lịch|Add schedule)$/ }));
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await expect(dialog).toHaveTextContent('02:15');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Thêm lịch|Add schedule)$/ }));
    await expect(args.onAdd).toHaveBeenCalledWith({ at: '02:15', days: [1] });
  },
};

/** ACC-80: deleting a schedule is confirmed. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^(Xoá lịch|Delete schedule)/ })[0] as HTMLElement,
    );
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Xoá|Delete)$/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(rebootSchedules[0]);
  },
};

/** The wifi on/off schedules. */
export const Wifi: Story = {
  render: () => <GatewaySchedulePanel kind="wifi" schedules={wifiSchedules} onAdd={fn()} onDelete={fn()} />,
};

/** No schedule yet, and the operator's refusal of the last change. */
export const EmptyWithFailure: Story = {
  args: { schedules: [], failure: 'Thiết bị đã có đủ số lịch cho phép.' },
};
