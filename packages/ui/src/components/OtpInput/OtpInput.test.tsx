import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

function Controlled({
  onComplete,
  onSubmit,
}: {
  onComplete?: (code: string) => void;
  onSubmit?: (code: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(value);
      }}
    >
      <OtpInput value={value} onValueChange={setValue} onComplete={onComplete} />
    </form>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const box = (index: number) => boxes()[index] as HTMLInputElement;
const typed = () =>
  boxes()
    .map((input) => input.value || '_')
    .join('');

// The browser's frames are the test's: a frame passes only when the test says so, as it may
// between two keys on a busy machine or a phone.
let frames: FrameRequestCallback[] = [];
const nextFrame = () =>
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(performance.now()));
  });

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  // Chrome focuses an input when select() is called on it; happy-dom does not. Do as Chrome does.
  const select = HTMLInputElement.prototype.select;
  vi.spyOn(HTMLInputElement.prototype, 'select').mockImplementation(function (this: HTMLInputElement) {
    this.focus();
    select.call(this);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('OtpInput by keyboard', { timeout: 30_000 }, () => {
  it('VAL-30 six digits typed without any delay arrive whole, ten runs in a row', async () => {
    for (let run = 0; run < 10; run += 1) {
      const onComplete = vi.fn();
      const view = render(<Controlled onComplete={onComplete} />);
      const user = userEvent.setup({ delay: null });
      await user.click(box(0));
      await user.keyboard('123456');
      await nextFrame();
      expect(typed()).toBe('123456');
      expect(onComplete).toHaveBeenCalledWith('123456');
      view.unmount();
    }
  });

  it('VAL-30 a click on the box that has focus, then fast typing, keeps the first digit even if a frame passes', async () => {
    const view = render(<Controlled />);
    const user = userEvent.setup({ delay: null });
    box(0).focus(); // the code step focuses its first box
    await user.click(box(0));
    await user.keyboard('1');
    await nextFrame();
    await user.keyboard('23456');
    await nextFrame();
    expect(typed()).toBe('123456');
    view.unmount();
  });

  it('VAL-30 paste fills every box; VAL-31 a non-digit shows the message and changes nothing', async () => {
    render(<Controlled />);
    const user = userEvent.setup({ delay: null });
    await user.click(box(0));
    await user.keyboard('a');
    expect(screen.getByText('Bạn phải nhập OTP là dạng số')).toBeTruthy();
    expect(typed()).toBe('______');
    await user.paste('65 43 21');
    expect(typed()).toBe('654321');
    expect(screen.queryByText('Bạn phải nhập OTP là dạng số')).toBeNull();
  });

  it('a keyboard walk (arrows, Home, End, Backspace, Delete, Tab) never fails and edits as a person expects', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const onSubmit = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Controlled onSubmit={onSubmit} />
      </>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(box(0));
    await user.keyboard('1234');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
    expect(typed()).toBe('124___');
    await user.keyboard('{End}{Backspace}{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(typed()).toBe('12____');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('3456{Enter}');
    await nextFrame();
    expect(onSubmit).toHaveBeenCalledWith('123456');
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toBe(box(5));
    await user.keyboard('{Control>}{Backspace}{/Control}');
    expect(typed()).toBe('______');
    expect(document.activeElement).toBe(box(0));
    await nextFrame();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });

  it('a click on a box after the first empty one types into the first empty one', async () => {
    render(<Controlled />);
    const user = userEvent.setup({ delay: null });
    await user.click(box(4));
    expect(document.activeElement).toBe(box(0));
    await user.keyboard('7');
    expect(typed()).toBe('7_____');
  });

  it('uncontrolled: starts from defaultValue; disabled boxes take nothing', async () => {
    const onValueChange = vi.fn();
    const view = render(<OtpInput defaultValue="12" onValueChange={onValueChange} />);
    expect(typed()).toBe('12____');
    view.rerender(<OtpInput defaultValue="12" onValueChange={onValueChange} disabled />);
    await userEvent.setup({ delay: null }).click(box(2));
    await userEvent.setup({ delay: null }).keyboard('3');
    expect(typed()).toBe('12____');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
