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
  afterEach(() => vi.restoreAllMocks());

  const rect = (top: number, bottom: number) =>
    ({ top, bottom, height: bottom - top, left: 0, right: 300 }) as DOMRect;

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

  /** Shows the box over a focused control (600–640 under 580–720); whether the control was moved. */
  function appearOverFocused(keyboard: boolean) {
    const page = (visible: boolean) => (
      <>
        <button type="button">Đăng ký</button>
        {box(visible)}
      </>
    );
    const { rerender } = render(page(false));
    const control = screen.getByRole('button', { name: 'Đăng ký' });
    control.focus();
    vi.spyOn(control, 'matches').mockImplementation((selector) => keyboard && selector === ':focus-visible');
    vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(rect(600, 640));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect(580, 720));
    const scrolled = vi.spyOn(control, 'scrollIntoView').mockImplementation(() => undefined);
    rerender(page(true));
    return scrolled;
  }

  it('moves the control a keyboard focused out from under it when it appears over that control', () => {
    expect(appearOverFocused(true)).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('leaves a control a pointer focused where it is: the page does not jump under the reader', () => {
    expect(appearOverFocused(false)).not.toHaveBeenCalled();
  });
});
