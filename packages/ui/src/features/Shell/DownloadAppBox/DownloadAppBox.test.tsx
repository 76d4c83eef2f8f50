import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  afterEach(() => vi.restoreAllMocks());

  const rect = (top: number, bottom: number) =>
    ({ top, bottom, height: bottom - top, left: 0, right: 300 }) as DOMRect;

  it('moves the control a keyboard focused out from under it when it appears over that control', () => {
    const { rerender } = render(
      <>
        <button type="button">Đăng ký</button>
        {box(false)}
      </>,
    );
    const control = screen.getByRole('button', { name: 'Đăng ký' });
    control.focus();
    vi.spyOn(control, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(rect(600, 640));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect(580, 720));
    const scrolled = vi.spyOn(control, 'scrollIntoView').mockImplementation(() => undefined);
    rerender(
      <>
        <button type="button">Đăng ký</button>
        {box(true)}
      </>,
    );
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });
});
