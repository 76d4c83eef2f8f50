import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { foundFiber } from '../fixtures';
import { LinkServiceDialog } from './LinkServiceDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/LinkedServices/LinkServiceDialog',
  component: LinkServiceDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    lookup: { state: 'idle' },
    onLookUp: fn(),
    onEdit: fn(),
    onChoose: fn(),
    onLink: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-74, ACC-75: link a service account: choose the kind, type its account or number, look it up, read what the operator shows (owner masked, address, package) and confirm. The portal runs the lookup and the link; the dialog checks the typed account by the domain rules first.',
      },
    },
  },
} satisfies Meta<typeof LinkServiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Choose: the kinds as radios; a malformed fixed line is refused on its field and nothing is looked up. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await findDialog(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /Điện thoại cố định|Fixed line/ }));
    await userEvent.type(dialog.getByRole('textbox'), '0912345678');
    await userEvent.click(dialog.getByRole('button', { name: /^(Tra cứu|Look up)$/ }));
    await expect(dialog.getByText(/bắt đầu bằng 02\.|starting with 02\./)).toBeVisible();
    await expect(args.onLookUp).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox'));
    await userEvent.type(dialog.getByRole('textbox'), '024 3777 0501');
    await userEvent.click(dialog.getByRole('button', { name: /^(Tra cứu|Look up)$/ }));
    await expect(args.onLookUp).toHaveBeenCalledWith({ kind: 'fixed', value: '02437770501', search: false });
  },
};

/** Looked up: the account as the operator shows it, owner masked, with the link button. */
export const LookedUp: Story = {
  args: { lookup: { state: 'found', info: foundFiber } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByText('Nguyễn V** A*')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /(Liên kết|Link) hni_fiber_0501/ }));
    await expect(args.onLink).toHaveBeenCalledWith(foundFiber);
  },
};

/** Found by the contract's phone: the customer's home internet accounts to choose from. */
export const SearchResults: Story = {
  args: {
    lookup: {
      state: 'choices',
      infos: [foundFiber, { ...foundFiber, account: 'hni_fiber_0503', packageName: 'Home Net 300 Mbps' }],
    },
  },
};

/** Refused: another customer's account, the operator's sentence announced. */
export const Refused: Story = {
  args: { lookup: { state: 'refused', message: 'Tài khoản không thuộc quyền sở hữu của quý khách.' } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Tài khoản không thuộc quyền sở hữu của quý khách.',
    );
  },
};

/** Linking: the link button busy while the operator answers. */
export const Linking: Story = { args: { lookup: { state: 'found', info: foundFiber }, linking: true } };

/** Linked already: no link button, said in words. */
export const AlreadyLinked: Story = {
  args: { lookup: { state: 'found', info: { ...foundFiber, linked: true } } },
};
