/**
 * The one module that touches Leaflet (loaded by StoreMap on first use, so only the store page pays
 * for it). A thin imperative wrapper: pins as our own SVG DivIcons (no marker images, no CDN), one
 * info-window popup whose content React renders, keyboard-reachable pins, tile errors reported.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export interface LatLngLiteral {
  readonly lat: number;
  readonly lng: number;
}

export interface PinSpec extends LatLngLiteral {
  readonly key: string;
  /** The pin's accessible name (and its tooltip). */
  readonly label: string;
}

/** The tile source, from configuration: a URL template ({z}/{x}/{y}, {s}, and any option such as {key}). */
export interface StoreMapTiles {
  readonly url: string;
  /** Values of the template's own placeholders ({key} for a maps key, API-189) and Leaflet tile options. */
  readonly options?: Readonly<Record<string, string | number>>;
  /** Plain text credit of the tile source, shown in the corner when set. */
  readonly attribution?: string;
}

export interface MapSetup {
  readonly centre: LatLngLiteral;
  readonly zoom: number;
  readonly tiles: StoreMapTiles | undefined;
  readonly texts: { readonly zoomIn: string; readonly zoomOut: string };
  readonly pinClass: string;
  readonly selectedPinClass: string;
  readonly popupClass: string;
  readonly popupContent: HTMLElement;
  readonly animate: boolean;
  onPinActivate(key: string): void;
  onPopupClose(): void;
  onTileError(error: unknown): void;
}

export interface StoreMapHandle {
  setPins(pins: readonly PinSpec[]): void;
  /** Opens the info window on a pin and centres the map there (ACC-85); undefined closes it. */
  show(key: string | undefined): void;
  centreOn(point: LatLngLiteral): void;
  /** Gives the keyboard focus back to a pin (after its info window closes). */
  focusPin(key: string): void;
  destroy(): void;
}

/** A map pin drawn in SVG: the brand-coloured drop with a white dot (colours from the pin's CSS class: the drop is currentColor, the ring and dot the theme's onBrand). */
const pinSvg =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 32 42" width="32" height="42">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="5.5"/></svg>';

export function createStoreMap(container: HTMLElement, setup: MapSetup): StoreMapHandle {
  const motion = { animate: setup.animate };
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    fadeAnimation: setup.animate,
    zoomAnimation: setup.animate,
    markerZoomAnimation: setup.animate,
  }).setView([setup.centre.lat, setup.centre.lng], setup.zoom);
  L.control.zoom({ zoomInTitle: setup.texts.zoomIn, zoomOutTitle: setup.texts.zoomOut }).addTo(map);
  if (setup.tiles !== undefined) {
    const { url, options, attribution } = setup.tiles;
    const layer = L.tileLayer(url, { ...options });
    layer.on('tileerror', (event: L.TileErrorEvent) => setup.onTileError(event.error));
    layer.addTo(map);
    if (attribution !== undefined && attribution !== '') {
      // Configuration text, escaped: Leaflet writes attributions as HTML.
      const text = attribution.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      L.control.attribution({ prefix: false }).addAttribution(text).addTo(map);
    }
  }

  const popup = L.popup({
    closeButton: false,
    autoPanPadding: [24, 24],
    className: setup.popupClass,
    maxWidth: 320,
    // Above the pin's head (the pin is 42 px tall, anchored at its tip).
    offset: [0, -34],
  });
  popup.setContent(setup.popupContent);
  // Moving the info window to another pin closes it first: that close is not the user's.
  let moving = false;
  map.on('popupclose', () => {
    if (!moving) setup.onPopupClose();
  });

  const icon = (selected: boolean) =>
    L.divIcon({
      html: pinSvg,
      className: selected ? setup.selectedPinClass : setup.pinClass,
      iconSize: [32, 42],
      iconAnchor: [16, 41],
    });
  const markers = new Map<string, L.Marker>();
  let selected: string | undefined;

  const labels = new Map<string, string>();
  const labelPin = (marker: L.Marker, key: string) => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', labels.get(key) ?? '');
    element?.setAttribute('aria-pressed', String(key === selected));
  };
  const markSelected = (key: string | undefined) => {
    const previous = selected;
    selected = key;
    for (const changed of new Set([previous, key])) {
      const marker = changed === undefined ? undefined : markers.get(changed);
      if (marker === undefined || changed === undefined) continue;
      // A DivIcon reuses its element: a focused pin keeps the focus.
      marker.setIcon(icon(changed === key));
      labelPin(marker, changed);
    }
  };

  return {
    setPins(pins) {
      for (const marker of markers.values()) marker.remove();
      markers.clear();
      labels.clear();
      for (const pin of pins) {
        const marker = L.marker([pin.lat, pin.lng], {
          icon: icon(pin.key === selected),
          keyboard: true,
          title: pin.label,
          riseOnHover: true,
        });
        marker.on('click', () => setup.onPinActivate(pin.key));
        marker.addTo(map);
        labels.set(pin.key, pin.label);
        labelPin(marker, pin.key);
        // A button answers Enter and Space. Leaflet 1.9 turns Enter into a click only for a marker with a
        // bound popup (ours is the map's one shared popup), so the pin listens itself.
        marker.getElement()?.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          if (event.repeat) return;
          setup.onPinActivate(pin.key);
        });
        markers.set(pin.key, marker);
      }
      if (selected !== undefined && !markers.has(selected)) selected = undefined;
    },
    show(key) {
      const marker = key === undefined ? undefined : markers.get(key);
      markSelected(marker === undefined ? undefined : key);
      moving = true;
      if (marker === undefined) {
        map.closePopup(popup);
      } else {
        map.setView(marker.getLatLng(), Math.max(map.getZoom(), setup.zoom), motion);
        popup.setLatLng(marker.getLatLng());
        map.openPopup(popup);
      }
      moving = false;
    },
    centreOn(point) {
      map.setView([point.lat, point.lng], setup.zoom, motion);
    },
    focusPin(key) {
      markers.get(key)?.getElement()?.focus();
    },
    destroy() {
      // A pan still running when the page goes would otherwise step on a removed map.
      map.stop();
      map.remove();
    },
  };
}
