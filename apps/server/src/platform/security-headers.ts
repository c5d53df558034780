import type { FastifyInstance } from 'fastify';

/**
 * The origin a map tile template loads from, as a CSP source: placeholders in
 * the host (`webrd0{s}.is.autonavi.com`) become a wildcard label
 * (`https://*.is.autonavi.com`), the only wildcard CSP knows. Undefined for a
 * template that is not an http(s) URL.
 */
export function tileSource(template: string | undefined): string | undefined {
  const match = template?.trim().match(/^(https?):\/\/([^/?#]+)/i);
  if (!match) return undefined;
  const [, scheme, host] = match;
  const labels = host.split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  const rest = labels.slice(lastTemplated + 1);
  if (lastTemplated >= 0 && rest.length < 2) return undefined; // `{s}.com` would allow every .com site
  return `${scheme.toLowerCase()}://${lastTemplated >= 0 ? `*.${rest.join('.')}` : host}`;
}

/**
 * The policy the built console works under: scripts only from this origin
 * (Vite emits no inline script; the md5 worker is a file of its own), styles
 * inline too (antd and ECharts write style elements at run time), pictures
 * from here, data: and blob: URLs (previews of files being uploaded) and the
 * map's tile server, videos from signed /files/ and blob: previews, requests
 * to this origin only, never inside a frame.
 */
export function contentSecurityPolicy(mapTileUrl?: string): string {
  const tiles = tileSource(mapTileUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Helmet-style headers on every answer: the console's pages, the API, files and refusals alike. */
export function installSecurityHeaders(app: FastifyInstance, options: { mapTileUrl?: string }): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(options.mapTileUrl),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
