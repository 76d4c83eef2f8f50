/**
 * Map tiles of the sandbox (§2.9, issue 20): these machines and many intranets have no internet, so the
 * store map draws its own web-mercator tiles as SVG, per z/x/y: land, a road grid every ~1 km (every
 * ~10 km when zoomed out), the seeded provinces' and districts' names where their stores are, and a dot
 * per store so a person sees where the shops are. Deterministic: the same tile is always the same bytes.
 */
import { InvalidInput } from '../http/operator-error';
import { seedProvinces } from '../seed/locations';
import { seedStores } from '../seed/stores';
import { escapeHtml } from './html';

const TILE = 256;
/** Deeper than a street map needs; beyond it a tile is refused (400). */
export const MAX_TILE_ZOOM = 18;

interface Place {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
}

/** Pixel position of a coordinate in the world image at zoom z (web mercator, as Leaflet draws). */
function worldPixel(lat: number, lng: number, z: number): { x: number; y: number } {
  const size = TILE * 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

function lngOf(worldX: number, z: number): number {
  return (worldX / (TILE * 2 ** z)) * 360 - 180;
}

function latOf(worldY: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * worldY) / (TILE * 2 ** z);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Label places: each district (and province) at the middle of its seeded stores. */
function labelPlaces(): { districts: Place[]; provinces: Place[]; stores: Place[] } {
  const stores = seedStores();
  const byName = (key: (address: string, provinceId: number) => string | undefined) => {
    const groups = new Map<string, { lat: number[]; lng: number[] }>();
    for (const store of stores) {
      const name = key(store.address, store.provinceId);
      if (name === undefined) continue;
      const group = groups.get(name) ?? { lat: [], lng: [] };
      group.lat.push(store.latitude);
      group.lng.push(store.longitude);
      groups.set(name, group);
    }
    return [...groups].map(([name, g]) => ({ name, lat: mean(g.lat), lng: mean(g.lng) }));
  };
  return {
    // The address ends '…, <district>, <province>'.
    districts: byName((address) => address.split(', ').at(-2)),
    provinces: byName((_address, provinceId) => seedProvinces.find((p) => p.id === provinceId)?.name),
    stores: stores.map((s) => ({ name: s.name, lat: s.latitude, lng: s.longitude })),
  };
}

let places: ReturnType<typeof labelPlaces> | undefined;

/** Road spacing in degrees: about a kilometre from zoom 12 on, ten below. */
const roadStep = (z: number) => (z >= 12 ? 0.01 : z >= 8 ? 0.1 : 1);

function roads(z: number, x: number, y: number): string {
  const step = roadStep(z);
  const west = lngOf(x * TILE, z);
  const east = lngOf((x + 1) * TILE, z);
  const north = latOf(y * TILE, z);
  const south = latOf((y + 1) * TILE, z);
  const lines: string[] = [];
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
    const px = worldPixel(0, lng, z).x - x * TILE;
    lines.push(`M${px.toFixed(1)} 0V${TILE}`);
  }
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
    const py = worldPixel(lat, 0, z).y - y * TILE;
    lines.push(`M0 ${py.toFixed(1)}H${TILE}`);
  }
  const d = lines.join('');
  const width = z >= 14 ? 6 : 3;
  return d === ''
    ? ''
    : `<path d="${d}" stroke="#d8d2c4" stroke-width="${width + 2}"/><path d="${d}" stroke="#ffffff" stroke-width="${width}"/>`;
}

function labels(list: readonly Place[], z: number, x: number, y: number, size: number): string {
  return (
    list
      .map((place) => ({ place, at: worldPixel(place.lat, place.lng, z) }))
      .map(({ place, at }) => ({ place, px: at.x - x * TILE, py: at.y - y * TILE }))
      // A label that starts in a neighbouring tile is drawn there too (each tile draws its part).
      .filter(({ px, py }) => px > -TILE / 2 && px < TILE * 1.5 && py > -20 && py < TILE + 20)
      .map(
        ({ place, px, py }) =>
          `<text x="${px.toFixed(1)}" y="${py.toFixed(1)}" font-size="${size}">${escapeHtml(place.name)}</text>`,
      )
      .join('')
  );
}

function storeDots(z: number, x: number, y: number): string {
  if (z < 12) return '';
  return (places?.stores ?? [])
    .map((store) => worldPixel(store.lat, store.lng, z))
    .map((at) => ({ px: at.x - x * TILE, py: at.y - y * TILE }))
    .filter(({ px, py }) => px >= -4 && px <= TILE + 4 && py >= -4 && py <= TILE + 4)
    .map(({ px, py }) => `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="4" fill="#c9bfae"/>`)
    .join('');
}

/** Parses '/z/x/y.svg' numbers; anything else is the caller's mistake. */
export function tileAddress(
  zText: string,
  xText: string,
  yText: string,
): { z: number; x: number; y: number } {
  const [z, x, y] = [zText, xText, yText.replace(/\.svg$/, '')].map((part) =>
    /^\d{1,7}$/.test(part) ? Number(part) : Number.NaN,
  ) as [number, number, number];
  if (!Number.isInteger(z) || z > MAX_TILE_ZOOM) throw new InvalidInput('Tile zoom must be 0 to 18.');
  const count = 2 ** z;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x >= count || y >= count) {
    throw new InvalidInput('Tile x and y must be within the zoom level.');
  }
  return { z, x, y };
}

export function tileSvg(z: number, x: number, y: number): string {
  places ??= labelPlaces();
  const text =
    z >= 11
      ? labels(places.districts, z, x, y, z >= 14 ? 16 : 13)
      : z >= 5
        ? labels(places.provinces, z, x, y, 14)
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}">
<rect width="${TILE}" height="${TILE}" fill="#f2efe9"/><g fill="none">${roads(z, x, y)}</g>${storeDots(z, x, y)}<g fill="#5b5346" font-family="sans-serif" text-anchor="middle" stroke="#f2efe9" stroke-width="3" paint-order="stroke">${text}</g></svg>`;
}

export function tileResponse(zText: string, xText: string, yText: string): Response {
  const { z, x, y } = tileAddress(zText, xText, yText);
  return new Response(tileSvg(z, x, y), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
