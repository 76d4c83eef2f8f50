import { viewports } from './viewports';
import type { Preview } from '@storybook/react-vite';
import { withUiContext } from './withUiContext';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withUiContext],
  globalTypes: {
    locale: {
      description: 'Language of the ui catalogue',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en-US', title: 'English (US)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'vi', theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
  },
};

export default preview;
