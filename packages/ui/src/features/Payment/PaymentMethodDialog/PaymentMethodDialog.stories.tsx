import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBanks, samplePackage } from '../../../fixtures/sampleData';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Payment/PaymentMethodDialog',
  component: PaymentMethodDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    pkg: samplePackage,
    banks: sampleBanks,
    termsHref: '#dieu-khoan',
    privacyHref: '#chinh-sach',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Step 1 chooses a method (wallet and cards only when STATUS_PAY is 1, VAL-29); non-main-account methods need the agreement (VAL-28); step 2 chooses a bank for cards (DOM-29).',
      },
    },
  },
} satisfies Meta<typeof PaymentMethodDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => findDialog(canvasElement);
const pay = /^(Thanh toán|Pay)$/;
const next = /^(Tiếp tục|Continue)$/;

export const Playground: Story = {};

export const MainAccount: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /Tài khoản chính|Main account/ }));
    await expect(dialog.queryByRole('checkbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: pay }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ method: 'mainAccount', bankCode: undefined });
  },
};

export const Wallet: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /Ví VNPT Money|VNPT Money wallet/ }));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: pay }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ method: 'wallet', bankCode: undefined });
  },
};

export const AgreementUnticked: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /Ví VNPT Money|VNPT Money wallet/ }));
    await userEvent.click(dialog.getByRole('button', { name: pay }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/điều khoản|terms/);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NoMethodChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: next }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DomesticCard: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /Thẻ ATM nội địa|Domestic ATM card/ }));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: next }));
    await expect(dialog.queryByRole('radio', { name: 'Visa' })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Techcombank' }));
    await userEvent.click(dialog.getByRole('button', { name: next }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ method: 'domesticCard', bankCode: 'TCB' });
  },
};

export const InternationalCard: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /Thẻ quốc tế|International card/ }));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: next }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Visa' }));
    await userEvent.click(dialog.getByRole('button', { name: next }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ method: 'internationalCard', bankCode: 'VISA' });
  },
};

export const StatusPayZero: Story = {
  args: { pkg: { ...samplePackage, statusPay: '0' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getAllByRole('radio')).toHaveLength(1);
  },
};

export const StatusPayOne: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getAllByRole('radio')).toHaveLength(4);
  },
};

export const Submitting: Story = { args: { submitting: true } };
