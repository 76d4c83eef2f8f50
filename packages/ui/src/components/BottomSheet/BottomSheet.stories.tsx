import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogClose } from '../Dialog/Dialog';
import { BottomSheet } from './BottomSheet';
import { findDialog } from '../../fixtures/overlays';

const meta = {
  title: 'Components/BottomSheet',
  component: BottomSheet,
  args: {
    title: 'Gói R50 – 7 ngày',
    trigger: <Button>Xem chi tiết</Button>,
    children: (
      <p style={{ margin: 0 }}>
        5 GB tốc độ cao tại 40 quốc gia. Hết dung lượng, truy cập với tốc độ 256 Kbps.
      </p>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Quay lại</Button>
        </DialogClose>
        <Button>Đăng ký</Button>
      </>
    ),
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
  parameters: {
    docs: {
      description: {
        component: 'A modal sheet from the bottom edge, for details on mobile (the roaming package detail).',
      },
    },
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xem chi tiết' }));
    const sheet = await findDialog(canvasElement, 'dialog', 'Gói R50 – 7 ngày');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
