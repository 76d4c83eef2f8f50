import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentPage, type ContentSection } from './ContentPage';

const paragraph =
  'Khách hàng sử dụng cổng tự phục vụ đồng ý với các điều khoản dưới đây. Nhà mạng có thể cập nhật điều khoản và thông báo trên trang này.';
const sections: ContentSection[] = [
  'Phạm vi áp dụng',
  'Tài khoản và bảo mật',
  'Thanh toán và hoàn tiền',
  'Quyền và nghĩa vụ của khách hàng',
  'Liên hệ',
].map((heading) => ({ heading, paragraphs: [paragraph, paragraph] }));

const meta = {
  title: 'Features/Support/ContentPage',
  component: ContentPage,
  args: { title: 'Điều khoản sử dụng', intro: [paragraph], sections, updated: '01/11/2026' },
  parameters: {
    docs: {
      description: {
        component: `ACC-96: a text page set for reading; ${String(4)} sections or more get a table of contents.`,
      },
    },
  },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long page: the table of contents leads to each section and moves focus there. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = canvas.getByRole('navigation');
    const links = within(contents).getAllByRole('link');
    await expect(links).toHaveLength(sections.length);
    await userEvent.click(links[2] as HTMLElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Thanh toán và hoàn tiền' }).parentElement,
    ).toHaveFocus();
  },
};

/** A short page has no table of contents. */
export const Short: Story = {
  args: { sections: sections.slice(0, 2), updated: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
