/** Local placeholder artwork (packages, banks, news, banners) so the portal never loads a remote image. */
import { escapeHtml } from './html';

const palette = ['#0066b3', '#00a0e3', '#e5352d', '#f39200', '#2e7d32', '#6a1b9a'];

export function placeholderImage(kind: string, name: string): Response {
  const label = name.replace(/\.svg$/, '');
  const colour =
    palette[[...label].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length] ?? '#0066b3';
  const wide = kind === 'banner' || kind === 'news';
  const [width, height] = wide ? [1200, 400] : [240, 240];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
<rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${wide ? 64 : 36}" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label)}</text></svg>`;
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
