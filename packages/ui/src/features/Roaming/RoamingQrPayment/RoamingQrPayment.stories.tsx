import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { QR_LONG_PRESS_MS, ROAMING_QR_SIZE_PX } from '@selfcare/domain';
import {
  both,
  longNameRoamingPackage,
  sampleQrText,
  sampleRoamingPackage,
  sampleTransaction,
} from '../fixtures';
import { RoamingQrPayment } from './RoamingQrPayment';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Roaming/RoamingQrPayment',
  component: RoamingQrPayment,
  args: {
    device: 'ANDROID',
    msisdn: '84912345678',
    pkg: sampleRoamingPackage,
    transaction: sampleTransaction,
    qrText: sampleQrText,
    qrState: 'ready',
    onRetryQr: fn(),
    onPay: fn(),
    onTurnOff: fn(),
    onShowGuide: fn(),
    onInteraction: fn(),
  },
  argTypes: { device: { control: 'inline-radio', options: ['IOS', 'ANDROID', 'OTHER'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Step 1 (ROAM-069 … ROAM-085): number (84 shown as 0, grouped 4-3-3), package, price per cycle, the 148 px QR, final amount, the 50% coupon, turn-off and pay, the note and the payment-guide link; the QR save (iOS long-press) / download (Android) and transaction modals.',
      },
    },
  },
} satisfies Meta<typeof RoamingQrPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** ROAM-069, ROAM-070, ROAM-073 … ROAM-077: what the screen shows and every button it offers. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0912 345 678')).toBeVisible(); // ROAM-070
    const qr = canvas.getByTestId('roaming-qr');
    await expect(qr).toHaveAttribute('width', String(ROAMING_QR_SIZE_PX));
    const coupon = canvas.getByRole('button', { name: both((t) => t.qr.useCoupon) });
    await userEvent.click(coupon);
    await expect(coupon).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onInteraction).toHaveBeenCalledWith('coupon');
    await userEvent.click(canvas.getByRole('button', { name: both((t) => t.qr.pay) }));
    await expect(args.onPay).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: both((t) => t.qr.turnOff) }));
    await expect(args.onTurnOff).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: both((t) => t.qr.guideLink) }));
    await expect(args.onShowGuide).toHaveBeenCalled();
  },
};

/** ROAM-082: the transaction modal and its back button. */
export const TransactionInfo: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: both((t) => t.qr.info) }));
    const dialog = await findDialog(
      canvasElement,
      'dialog',
      both((t) => t.qr.info),
    );
    await expect(within(dialog).getByText(sampleTransaction.id)).toBeVisible();
    await expect(args.onInteraction).toHaveBeenCalledWith('transactionInfo');
    await userEvent.click(within(dialog).getByRole('button', { name: both((t) => t.qr.back) }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** ROAM-085: on Android the QR modal offers a PNG download. */
export const AndroidDownload: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: both((t) => t.qr.downloadQr) }));
    const dialog = await findDialog(
      canvasElement,
      'dialog',
      both((t) => t.qr.saveTitle),
    );
    const download = within(dialog).getByRole('link', { name: both((t) => t.qr.downloadQr) });
    await expect(download).toHaveAttribute('download', `vietqr-${sampleTransaction.id}.png`);
    await expect(download.getAttribute('href')).toMatch(/^data:image\/png/);
  },
};

/** ROAM-083, ROAM-084: on iOS a 500 ms press on the QR opens the save-to-Photos instruction; a shorter one does not. */
export const IosLongPress: Story = {
  args: { device: 'IOS' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(both((t) => t.qr.longPressHint))).toBeVisible();
    const box = canvas.getByTestId('roaming-qr').parentElement ?? canvasElement;
    fireEvent.pointerDown(box);
    fireEvent.pointerUp(box);
    await new Promise((resolve) => setTimeout(resolve, QR_LONG_PRESS_MS + 100));
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    fireEvent.pointerDown(box);
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: both((t) => t.qr.saveTitle) },
      { timeout: QR_LONG_PRESS_MS * 4 },
    );
    fireEvent.pointerUp(box);
    await expect(within(dialog).getByText(both((t) => t.qr.saveIos))).toBeVisible();
    await expect(within(dialog).queryByRole('link')).toBeNull();
    await expect(args.onInteraction).toHaveBeenCalledWith('saveQr');
  },
};

export const OtherDevice: Story = { args: { device: 'OTHER' } };

/** While the transaction and QR are created: skeletons of the final size, pay disabled. */
export const Loading: Story = {
  args: { transaction: undefined, qrText: undefined, qrState: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: both((t) => t.qr.pay) })).toBeDisabled();
  },
};

export const QrError: Story = {
  args: { qrText: undefined, qrState: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: both((t) => t.qr.qrRetry) }));
    await expect(args.onRetryQr).toHaveBeenCalled();
  },
};

export const TurningOff: Story = { args: { turningOff: true } };

export const WithFee: Story = {
  args: { transaction: { ...sampleTransaction, feeAmount: 1_100, finalAmount: 200_100 } },
};

export const LongVietnameseName: Story = {
  args: {
    pkg: longNameRoamingPackage,
    transaction: { ...sampleTransaction, amount: 1_490_000, finalAmount: 1_490_000 },
  },
};
