import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDistricts, sampleProvinces, sampleStores, sampleWards } from '../fixtures';
import { SimDeliveryForm } from './SimDeliveryForm';

const meta = {
  title: 'Features/Sim/SimDeliveryForm',
  component: SimDeliveryForm,
  args: {
    options: {
      provinces: sampleProvinces,
      districts: sampleDistricts,
      wards: sampleWards,
      stores: sampleStores,
    },
    onSelectionChange: fn(),
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: 'ACC-35: delivery to an address (cascade) or pickup at a store.' } },
  },
} satisfies Meta<typeof SimDeliveryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pick = async (canvasElement: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }),
  );
};

/** ACC-35: every level of the address is needed; then the delivery is sent. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Đặt mua SIM|Order the SIM/ }));
    await expect(canvas.getByRole('combobox', { name: /^(Tỉnh\/Thành phố|Province\/City)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await pick(canvasElement, /^(Tỉnh\/Thành phố|Province\/City)/, 'Hà Nội');
    await pick(canvasElement, /^(Quận\/Huyện|District)/, 'Quận Hoàn Kiếm');
    await pick(canvasElement, /^(Phường\/Xã|Ward\/Commune)/, 'Phường Hàng Bạc');
    await userEvent.type(canvas.getByRole('textbox'), '12 Hàng Bạc');
    await userEvent.click(canvas.getByRole('button', { name: /Đặt mua SIM|Order the SIM/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'home', provinceId: '1', districtId: '101', wardId: '10101' }),
    );
  },
};

/** Store pickup: the province, then one of its stores. */
export const StorePickup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Nhận tại cửa hàng|Pick up at a store/ }));
    await pick(canvasElement, /^(Tỉnh\/Thành phố|Province\/City)/, 'Hà Nội');
    await pick(canvasElement, /^(Cửa hàng|Store)/, sampleStores[0]?.address ?? '');
    await userEvent.click(canvas.getByRole('button', { name: /Đặt mua SIM|Order the SIM/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'store', storeAddress: sampleStores[0]?.address }),
    );
  },
};

/** No store in the chosen province. */
export const NoStores: Story = {
  args: { options: { provinces: sampleProvinces, stores: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Nhận tại cửa hàng|Pick up at a store/ }));
    await pick(canvasElement, /^(Tỉnh\/Thành phố|Province\/City)/, 'Hà Nội');
    await expect(canvas.getByText(/chưa có cửa hàng|no store in this province/)).toBeVisible();
  },
};

/** The order on its way. */
export const Ordering: Story = { args: { pending: true } };

/** The operator refused the order. */
export const Refused: Story = { args: { failure: 'Số đã hết thời gian giữ, vui lòng chọn lại số.' } };
