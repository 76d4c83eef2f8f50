import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderForm } from './OrderForm';
import { CascadingOrderForm } from '../fixtures';

const meta = {
  title: 'Features/Order/OrderForm',
  component: OrderForm,
  render: (args) => <CascadingOrderForm {...args} />,
  args: { packageName: 'Home Net 1 (300 Mbps)', options: {}, onSubmit: fn(), onAddressChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Create-order form: contact, billing cycle 1/6/12 with bonus months, and the address cascade (PKG-34 … PKG-47).',
      },
    },
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Gửi đăng ký|Send order/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^(Cần nhập đầy đủ thông tin|Please fill in all the information)$/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const pick = async (canvasElement: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }),
  );
};

/** DOM-27, DOM-28: each level opens once its parent is chosen; another province clears the rest. */
export const AddressCascade: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^(Quận\/Huyện|District)/ })).toBeDisabled();
    await pick(canvasElement, /^(Tỉnh\/Thành phố|Province\/City)/, 'Hà Nội');
    await pick(canvasElement, /^(Quận\/Huyện|District)/, 'Quận Ba Đình');
    await pick(canvasElement, /^(Phường\/Xã|Ward\/Commune)/, 'Phường Kim Mã');
    await pick(canvasElement, /^(Đường\/Phố|Street)/, 'Phố Kim Mã');
    await expect(canvas.getByText(/Phố Kim Mã, Phường Kim Mã, Quận Ba Đình, Hà Nội/)).toBeVisible();
    await pick(canvasElement, /^(Tỉnh\/Thành phố|Province\/City)/, 'TP. Hồ Chí Minh');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith({ province: '79' });
    await expect(canvas.getByRole('combobox', { name: /^(Phường\/Xã|Ward\/Commune)/ })).toBeDisabled();
  },
};

/** VAL-19, VAL-21: complete but for street/hamlet/area is refused; with a street the composed address is sent. */
export const FilledAndSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const type = async (label: RegExp, text: string) => {
      await userEvent.click(canvas.getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    };
    await type(/^(Họ và tên|Full name)/, 'Nguyễn Văn An');
    await type(/^(Số điện thoại liên hệ|Contact phone number)/, '0912345678');
    await type(/^(Ghi chú|Note)/, 'Gọi trước khi đến');
    await type(/^(Số nhà, ngõ\/ngách|House number, lane)/, 'Số 12');
    await userEvent.click(canvas.getByRole('radio', { name: /^12 (tháng|months)/ }));
    await pick(canvasElement, /^(Tỉnh\/Thành phố|Province\/City)/, 'Hà Nội');
    await pick(canvasElement, /^(Quận\/Huyện|District)/, 'Quận Ba Đình');
    await pick(canvasElement, /^(Phường\/Xã|Ward\/Commune)/, 'Phường Kim Mã');
    const submit = canvas.getByRole('button', { name: /Gửi đăng ký|Send order/ });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/đường, thôn\/ấp|street, hamlet/);
    await pick(canvasElement, /^(Khu vực|Area)/, 'Khu tập thể Kim Mã');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        composedAddress: 'Số 12, Khu tập thể Kim Mã, Phường Kim Mã, Quận Ba Đình, Hà Nội',
      }),
    );
  },
};

export const BonusMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /6 (tháng|months).*1/ })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /12 (tháng|months).*3/ })).toBeInTheDocument();
  },
};

export const Prefilled: Story = { args: { defaultContactNo: '0912345678' } };

export const Submitting: Story = { args: { submitting: true } };
