/**
 * Map tiles of the sandbox (§2.9, issue 20): these machines and many intranets have no internet, so the
 * store map draws its own web-mercator tiles as SVG, per z/x/y: land, the main rivers, lakes and sea of
 * the seeded cities (roughly where they are), a road grid (about every 2 km, every 500 m zoomed in), the
 * seeded provinces' and districts' names where their stores are, and a dot per store. Deterministic: the
 * same tile is always the same bytes.
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

type Point = readonly [lat: number, lng: number];

/** Rivers (width in metres), lakes (centre and half-axes in metres) and sea, roughly where they are. */
const rivers: readonly { readonly widthM: number; readonly path: readonly Point[] }[] = [
  // Sông Hồng, east of central Hà Nội.
  {
    widthM: 700,
    path: [
      [21.2, 105.68],
      [21.115, 105.77],
      [21.085, 105.8],
      [21.065, 105.83],
      [21.045, 105.853],
      [21.025, 105.862],
      [21.0, 105.87],
      [20.975, 105.885],
      [20.94, 105.91],
    ],
  },
  // Sông Sài Gòn.
  {
    widthM: 300,
    path: [
      [10.86, 106.72],
      [10.82, 106.725],
      [10.8, 106.73],
      [10.785, 106.71],
      [10.77, 106.706],
      [10.755, 106.72],
      [10.74, 106.75],
    ],
  },
  // Sông Hàn, Đà Nẵng.
  {
    widthM: 350,
    path: [
      [16.1, 108.21],
      [16.08, 108.224],
      [16.06, 108.227],
      [16.04, 108.228],
      [16.02, 108.235],
    ],
  },
];
const lakes: readonly { readonly centre: Point; readonly rxM: number; readonly ryM: number }[] = [
  { centre: [21.0545, 105.8195], rxM: 1_200, ryM: 1_000 }, // Hồ Tây
  { centre: [21.0288, 105.8525], rxM: 150, ryM: 320 }, // Hồ Hoàn Kiếm
];
/** The East Sea off Đà Nẵng. */
const seas: readonly (readonly Point[])[] = [
  [
    [16.2, 108.235],
    [16.1, 108.25],
    [16.06, 108.247],
    [16.02, 108.255],
    [15.9, 108.285],
    [15.9, 108.6],
    [16.2, 108.6],
  ],
];

const WATER = '#aad3df';

/** Metres one pixel spans at this latitude and zoom (web mercator). */
const metresPerPixel = (lat: number, z: number) => (156_543.03 * Math.cos((lat * Math.PI) / 180)) / 2 ** z;

function water(z: number, x: number, y: number): string {
  if (z < 8) return '';
  const local = ([lat, lng]: Point) => {
    const at = worldPixel(lat, lng, z);
    return `${(at.x - x * TILE).toFixed(1)} ${(at.y - y * TILE).toFixed(1)}`;
  };
  const shapes = [
    ...seas.map((sea) => `<path d="M${sea.map(local).join('L')}Z" fill="${WATER}"/>`),
    ...rivers.map((river) => {
      const width = Math.max(2, river.widthM / metresPerPixel(river.path[0]?.[0] ?? 0, z));
      return `<path d="M${river.path.map(local).join('L')}" fill="none" stroke="${WATER}" stroke-width="${width.toFixed(1)}" stroke-linejoin="round" stroke-linecap="round"/>`;
    }),
    ...lakes.map((lake) => {
      const [cx, cy] = local(lake.centre).split(' ');
      const perPixel = metresPerPixel(lake.centre[0], z);
      return `<ellipse cx="${cx}" cy="${cy}" rx="${(lake.rxM / perPixel).toFixed(1)}" ry="${(lake.ryM / perPixel).toFixed(1)}" fill="${WATER}"/>`;
    }),
  ];
  return shapes.join('');
}

/** Road spacing in degrees: about 2 km from zoom 11, 500 m from 14, 10 km and 100 km zoomed out. */
const roadStep = (z: number) => (z >= 14 ? 0.005 : z >= 11 ? 0.02 : z >= 8 ? 0.1 : 1);

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
  const width = z >= 14 ? 6 : 4;
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
<rect width="${TILE}" height="${TILE}" fill="#f2efe9"/>${water(z, x, y)}<g fill="none">${roads(z, x, y)}</g>${storeDots(z, x, y)}<g fill="#5b5346" font-family="sans-serif" text-anchor="middle" stroke="#f2efe9" stroke-width="3" paint-order="stroke">${text}</g></svg>`;
}

export function tileResponse(zText: string, xText: string, yText: string): Response {
  const { z, x, y } = tileAddress(zText, xText, yText);
  return new Response(tileSvg(z, x, y), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
