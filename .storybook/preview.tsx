import { viewports } from './viewports';
import type { Preview } from '@storybook/react-vite';
import { withUiContext } from './withUiContext';
import { fontWeight } from '../packages/ui/src/themes/tokens';

/**
 * The web font is `font-display: optional` (packages/ui/src/themes/webFont.css): a face painted in the fallback
 * while its file loads stays in the fallback for the page's life, and a preview page lives for many stories. So the
 * preview loads every weight before a story renders: each story, and each screenshot, is drawn in the web font.
 */
const loadWebFont = async () => {
  await Promise.all(
    Object.values(fontWeight).map((weight) => document.fonts.load(`${weight} 1em "Be Vietnam Pro"`, 'Việt')),
  );
  return {};
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withUiContext],
  loaders: [loadWebFont],
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
