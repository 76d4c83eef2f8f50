import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bottomBoxBlock } from '../private/scrollPadding.css';
import { DownloadAppBox } from './DownloadAppBox';

const property = bottomBoxBlock.replace(/^var\((.+)\)$/, '$1');
const reserved = () => document.documentElement.style.getPropertyValue(property);
const box = (visible: boolean) => (
  <DownloadAppBox visible={visible} iosHref="/ios" androidHref="/android" onClose={() => undefined} />
);

describe('DownloadAppBox keeps focus from scrolling under it (WCAG 2.4.11)', () => {
  it('reserves its height at the bottom of the page while shown, and gives it back when hidden', () => {
    const { rerender, unmount } = render(box(false));
    expect(reserved()).toBe('');
    rerender(box(true));
    expect(reserved()).toMatch(/^\d+(\.\d+)?px$/);
    rerender(box(false));
    expect(reserved()).toBe('');
    rerender(box(true));
    unmount();
    expect(reserved()).toBe('');
  });
});
