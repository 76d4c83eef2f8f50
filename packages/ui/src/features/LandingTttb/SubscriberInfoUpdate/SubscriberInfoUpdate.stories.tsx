import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallbackPhoneForm } from '../CallbackPhoneForm/CallbackPhoneForm';
import { SubscriberInfoUpdate } from './SubscriberInfoUpdate';

const links = {
  appStore: '#app-store',
  googlePlay: '#google-play',
  qrValue: 'https://example.vn/app',
  website: '#cap-nhat?msisdn=0912345678',
  stores: '#cua-hang',
};

const meta = {
  title: 'Features/LandingTttb/SubscriberInfoUpdate',
  component: SubscriberInfoUpdate,
  args: {
    number: '84912345678',
    links,
    onAction: fn(),
    callbackForm: <CallbackPhoneForm defaultPhone="0912345678" onSend={fn()} onNoticeClose={fn()} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 1120, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'LAND-01 … LAND-05: the number, the three ways to update, the callback form, the TTTB-to-1414 and *110# hints.',
      },
    },
  },
} satisfies Meta<typeof SubscriberInfoUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LAND-01 … LAND-05: every way and hint; a pressed link is told to the page (the campaign log). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The QR code arrives after the first screen; the baseline waits for it.
    await expect(await canvas.findByRole('img', { name: /QR/ })).toBeVisible();
    await expect(canvas.getByText('0912 345 678')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(/TTTB/)).toHaveTextContent('1414');
    await expect(canvas.getByText(/\*110#/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Google Play/ }));
    await expect(args.onAction).toHaveBeenCalledWith('google-play');
  },
};

/** A visitor without a number in the address: no number line, an empty form. */
export const WithoutNumber: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /QR/ });
  },
  args: {
    number: undefined,
    links: { ...links, website: '#cap-nhat' },
    callbackForm: <CallbackPhoneForm onSend={fn()} onNoticeClose={fn()} />,
  },
};
