/**
 * Issue 23: Vite plugins for the served portal. Source maps are built `hidden` (for an error tracker,
 * not referenced by the bundle) and `vite preview` answers 404 for them and for `/.vite/` (issue 47); the build writes the headers
 * of deploy/securityHeaders.ts for a static host (`_headers`) and for nginx.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { nginxHeaders, staticHostHeadersFile } from './securityHeaders.ts';

/** True for a request of a source map, however its path is encoded ('/a.js.map', '/a.js%2Emap?x'). */
export function isSourceMapRequest(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return /\.map$/i.test(path);
  }
  return /\.map\/*$/i.test(decoded);
}

/** `vite preview` answers 404 for every source map, before its static file server sees the request. */
export function previewWithoutSourceMaps(): Plugin {
  return {
    name: 'portal:preview-without-source-maps',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isSourceMapRequest(req.url)) return next();
        res.statusCode = 404;
        res.end();
      });
    },
  };
}

/**
 * Issue 47 item 8: true for a path with a dot-named segment (`/.vite/manifest.json`, the build's manifest and
 * deployment snippets; `/.git`, `/.env` on a careless host), however encoded or folded (`/%2Evite/…`,
 * `/assets/../.vite/…`, `\.vite`). `/.well-known/` stays servable (a host's security.txt and the like).
 */
export function isHiddenPathRequest(url: string | undefined): boolean {
  const raw = (url ?? '').split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return decoded
    .split(/[/\\]+/)
    .some(
      (segment) =>
        segment.startsWith('.') && segment !== '.' && segment !== '..' && segment !== '.well-known',
    );
}

/** `vite preview` answers 404 for the build's own folder (`/.vite/`) and every other dot path. */
export function previewWithoutHiddenFiles(): Plugin {
  return {
    name: 'portal:preview-without-hidden-files',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isHiddenPathRequest(req.url)) return next();
        res.statusCode = 404;
        res.end();
      });
    },
  };
}

/** The build names every file under /assets/ by its content's hash, so a given address never changes. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/**
 * Issue 22: `vite preview` sends its hashed assets as the nginx example does, immutable for a year (its file
 * server revalidates every file on every load otherwise); the HTML and everything else keeps `no-cache`.
 * The file server keeps a header that is already set, so setting it before it runs is enough.
 */
export function previewImmutableAssets(): Plugin {
  return {
    name: 'portal:preview-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE_ASSET);
        next();
      });
    },
  };
}

/** Where the build writes the nginx snippet: beside the manifest, in a folder hosts do not serve. */
export const NGINX_HEADERS_FILE = '.vite/security-headers.nginx.conf';

/** The build writes the deployment headers: `_headers` at the root of dist and the nginx snippet. */
export function deploymentHeaders(headers: Record<string, string>): Plugin {
  return {
    name: 'portal:deployment-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeadersFile(headers) });
      this.emitFile({ type: 'asset', fileName: NGINX_HEADERS_FILE, source: nginxHeaders(headers) });
    },
  };
}

/**
 * Issue 22: `vite preview` answers `/` with the prerendered home (`homeFile` in the build, written by
 * scripts/prerender.mjs) when there is one, as the nginx example's `location = /` does; index.html stays the
 * empty shell every other path falls back to. Its query string is kept for the portal (a campaign's `?utm…`).
 */
export function previewPrerenderedHome(homeFile: string): Plugin {
  return {
    name: 'portal:preview-prerendered-home',
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, homeFile);
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split(/(?=\?)/);
        if (pathname === '/' && existsSync(file)) req.url = `/${homeFile}${query ?? ''}`;
        next();
      });
    },
  };
}
