import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { storeKey, type Store } from '@selfcare/domain';
import { describe, expect, it, vi } from 'vitest';
import { sampleNearbyStores } from '../fixtures';
import { StoreMap } from './StoreMap';

function Harness({ onSelect, initial }: { onSelect: (store: Store | undefined) => void; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <StoreMap
      stores={sampleNearbyStores}
      selectedKey={selected}
      animate={false}
      onSelect={(store) => {
        setSelected(store === undefined ? undefined : storeKey(store));
        onSelect(store);
      }}
    />
  );
}

const pinNamed = (address: RegExp) => screen.findByRole('button', { name: address });

describe('StoreMap', () => {
  it('ACC-84 a pin is a keyboard button (Space, Enter) that opens the info window with the address and a tel: link', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const pin = await pinNamed(/Cửa hàng 75 Nguyễn Chí Thanh/);
    expect(screen.getAllByRole('button', { name: /^Cửa hàng / })).toHaveLength(4);
    pin.focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith(sampleNearbyStores[1]);
    await waitFor(() => expect(pin.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Gọi 024 3772 1021' }).getAttribute('href')).toBe(
      'tel:02437721021',
    );
    // The focus moved into the info window; closing it brings the focus back to the pin.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cửa hàng VinaPhone' }));
    await user.click(screen.getByRole('button', { name: 'Đóng thông tin cửa hàng' }));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('link', { name: /^Gọi/ })).toBeNull();
    expect(document.activeElement).toBe(pin);
    // Enter opens it too (Leaflet itself answers Enter only on a marker with a popup of its own).
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(sampleNearbyStores[1]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cửa hàng VinaPhone' }));
  });

  it('ACC-85 a store selected elsewhere (the list) gets its info window and its pin marked', async () => {
    render(<Harness onSelect={vi.fn()} initial={storeKey(sampleNearbyStores[2]!)} />);
    const pin = await pinNamed(/37 Láng Hạ/);
    await waitFor(() => expect(pin.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText(sampleNearbyStores[2]!.address)).toBeTruthy();
  });
});
