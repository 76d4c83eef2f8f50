import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePlaces, sampleQualityCategories } from '../fixtures';
import { QualityReportForm } from './QualityReportForm';

const hanoi = { latitude: 21.019051, longitude: 105.809652 };

const meta = {
  title: 'Features/Support/QualityReportForm',
  component: QualityReportForm,
  args: {
    categories: sampleQualityCategories,
    places: samplePlaces,
    onSubmit: fn(),
    onAddressChange: fn(),
    locate: fn(async () => hanoi),
  },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-73: a category (a leaf of the ENT-44 tree), the place (province → district → ward, or the current position with permission) and a description; VAL-12 and VAL-13 messages under the fields.',
      },
    },
  },
} satisfies Meta<typeof QualityReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a Radix select by its name and picks an option (the list renders in a portal). */
async function pick(canvasElement: HTMLElement, field: RegExp, option: RegExp) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('combobox', { name: field }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

const submitButton = /gửi phản ánh|send the report/i;
const description = /mô tả|describe/i;

/** The empty form, as the page opens. */
export const Playground: Story = {};

/** ACC-73: a report by address goes out as the domain's draft, its text trimmed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, /loại phản ánh|problem type/i, /sóng yếu|weak signal/i);
    await pick(canvasElement, /tỉnh|province/i, /hà nội/i);
    await pick(canvasElement, /quận|district/i, /cầu giấy/i);
    await pick(canvasElement, /phường|ward/i, /dịch vọng/i);
    await expect(args.onAddressChange).toHaveBeenLastCalledWith({
      province: '1',
      district: '104',
      ward: '10401',
    });
    await userEvent.type(canvas.getByRole('textbox', { name: description }), ' Sóng yếu trong nhà cả ngày ');
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      categoryId: '11',
      place: { kind: 'address', provinceId: '1', districtId: '104', wardId: '10401' },
      description: 'Sóng yếu trong nhà cả ngày',
    });
  },
};

/** VAL-12, VAL-13: an incomplete report shows each field's message and focuses the first. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: description }), 'Mất sóng');
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    const category = canvas.getByRole('combobox', { name: /loại phản ánh|problem type/i });
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await expect(category).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: /tỉnh|province/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const text = canvas.getByRole('textbox', { name: description });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    // VAL-13's message (the hint says the same minimum, without the exclamation mark).
    await expect(text).toHaveAccessibleDescription(/tối thiểu 10 kí tự!|at least 10 characters!/i);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** ACC-73: the current position, once the visitor allows it, is the place of the report. */
export const ByPosition: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, /loại phản ánh|problem type/i, /khác|other/i);
    await userEvent.click(canvas.getByRole('radio', { name: /vị trí hiện tại|current position/i }));
    await userEvent.click(canvas.getByRole('button', { name: /lấy vị trí|use my current position/i }));
    await expect(await canvas.findByText(/21\.01905, 105\.80965/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: description }), 'Mất sóng ở quán cà phê');
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      categoryId: '4',
      place: { kind: 'position', ...hanoi },
      description: 'Mất sóng ở quán cà phê',
    });
  },
};

/** ACC-73: the visitor refused to share the position: the message offers the address instead. */
export const PositionRefused: Story = {
  args: { locate: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /vị trí hiện tại|current position/i }));
    await userEvent.click(canvas.getByRole('button', { name: /lấy vị trí|use my current position/i }));
    await expect(await canvas.findByText(/không lấy được vị trí|could not be found/i)).toBeVisible();
  },
};

/** Sending: the button shows it is busy. */
export const Sending: Story = { args: { submitting: true } };

/** The report went through: the thanks is announced and the form is empty again. */
export const Sent: Story = {
  args: { sentCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/cảm ơn|thank you/i);
  },
};

/** The operator refused: its message shows and what was typed stays. */
export const ErrorMessage: Story = {
  args: { failure: 'Bạn đã gửi quá số phản ánh cho phép trong ngày, vui lòng thử lại sau.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
