import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HighlightedText } from './HighlightedText';

const meta = {
  title: 'Components/HighlightedText',
  component: HighlightedText,
  args: { text: 'Gói cước D15 ưu đãi 3 GB/ngày', search: 'd15' },
  parameters: {
    docs: {
      description: {
        component:
          'The searched words marked in a text (package names and news titles of the search results, SRCH-06), ignoring accents and case.',
      },
    },
  },
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['D15']);
  },
};

/** "goi+uu+dai" finds "Gói" and "ưu đãi": accents and case are ignored. */
export const AccentsIgnored: Story = {
  args: { search: 'goi+uu+dai' },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(expect.arrayContaining(['Gói', 'ưu']));
  },
};
