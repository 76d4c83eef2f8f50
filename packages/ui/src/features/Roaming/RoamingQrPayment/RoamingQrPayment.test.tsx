import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceKind } from '@selfcare/domain';
import { QR_LONG_PRESS_MS } from '@selfcare/domain';
import { sampleQrText, sampleRoamingPackage, sampleTransaction } from '../fixtures';
import { RoamingQrPayment } from './RoamingQrPayment';

function renderQr(device: DeviceKind) {
  const onInteraction = vi.fn();
  render(
    <RoamingQrPayment
      device={device}
      msisdn="84912345678"
      pkg={sampleRoamingPackage}
      transaction={sampleTransaction}
      qrText={sampleQrText}
      qrState="ready"
      onRetryQr={vi.fn()}
      onPay={vi.fn()}
      onTurnOff={vi.fn()}
      onShowGuide={vi.fn()}
      onInteraction={onInteraction}
    />,
  );
  // The QR's box takes the presses (the canvas is its only child).
  const box = screen.getByTestId('roaming-qr').parentElement ?? document.body;
  return { box, onInteraction };
}

describe('RoamingQrPayment long-press', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom has no canvas rendering: the saved image is whatever the canvas gives.
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('ROAM-070 shows the number with 84 as 0, grouped 4-3-3', () => {
    renderQr('ANDROID');
    expect(screen.getByText('0912 345 678')).toBeTruthy();
  });

  it('ROAM-083 ROAM-084 opens the save instruction after a 500 ms press on iOS, not before', () => {
    const { box, onInteraction } = renderQr('IOS');
    fireEvent.pointerDown(box);
    act(() => void vi.advanceTimersByTime(QR_LONG_PRESS_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Lưu mã QR' })).toBeTruthy();
    expect(onInteraction).toHaveBeenCalledWith('saveQr');
  });

  it('ROAM-084 a press released early opens nothing', () => {
    const { box } = renderQr('IOS');
    fireEvent.pointerDown(box);
    act(() => void vi.advanceTimersByTime(QR_LONG_PRESS_MS - 100));
    fireEvent.pointerUp(box);
    act(() => void vi.advanceTimersByTime(QR_LONG_PRESS_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ROAM-085 Android has no long-press: the download button offers the PNG', () => {
    const { box } = renderQr('ANDROID');
    fireEvent.pointerDown(box);
    act(() => void vi.advanceTimersByTime(QR_LONG_PRESS_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tải mã QR' }));
    const link = screen.getByRole('link', { name: 'Tải mã QR' });
    expect(link.getAttribute('download')).toBe(`vietqr-${sampleTransaction.id}.png`);
    expect(link.getAttribute('href')).toBe('data:image/png;base64,AAAA');
  });
});
