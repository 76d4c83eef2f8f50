import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personalInfo } from '../fixtures';
import { PersonalInfoCard } from './PersonalInfoCard';

const meta = {
  title: 'Features/Account/PersonalInfoCard',
  component: PersonalInfoCard,
  args: { phone: '84912345678', info: personalInfo },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'API-028: the personal information as the operator returns it (the document number masked by the operator); what it leaves out reads ‘not given’.',
      },
    },
  },
} satisfies Meta<typeof PersonalInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/CCCD (số|no\.) 001975\*{6}/)).toBeVisible();
    await expect(canvas.getByText(/Chưa có|Not given/)).toBeVisible();
  },
};

/** With the portal's entry point to the subscriber-information update. */
export const WithUpdate: Story = {
  args: { updateActions: <a href="#ekyc">ekyc</a> },
};

export const Loading: Story = { args: { info: undefined } };
