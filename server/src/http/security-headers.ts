import type { FastifyInstance } from 'fastify';

/** Paths of the APIs: their answers are data, never a page, and get the strictest policy. */
export const API_PREFIXES = ['/api/', '/data-api/', '/ingest/'];
const DOCS_PREFIX = '/api/docs';

type Directives = Record<string, readonly string[]>;

const policy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The web app's policy: its own scripts only; inline styles (Mantine and MapLibre set style
 * attributes); images and data from the origins its build fetches (basemap styles and tiles,
 * analytics); workers from its own files or blob: (MapLibre, the service worker); never framed.
 */
export const appPolicy = (origins: readonly string[]) =>
  policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

/** API answers load nothing and are framed by nobody. */
export const API_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/** Swagger UI (/api/docs): its own scripts and styles, images inline, the OpenAPI document from here. */
export const DOCS_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

export interface SecurityHeadersOptions {
  /** PUBLIC_URL is https: browsers are told to come back only over https (HSTS). */
  https: boolean;
  /** Origins the web app fetches from besides its own. */
  appOrigins: readonly string[];
}

/** Headers of every answer: what may load, who may frame it, what referrer leaves, and HSTS under https. */
export function registerSecurityHeaders(app: FastifyInstance, { https, appOrigins }: SecurityHeadersOptions) {
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https && { 'strict-transport-security': 'max-age=31536000' }),
  };
  const api = { ...common, 'content-security-policy': API_POLICY, 'referrer-policy': 'no-referrer' };
  const docs = { ...common, 'content-security-policy': DOCS_POLICY, 'referrer-policy': 'no-referrer' };
  const page = {
    ...common,
    'content-security-policy': appPolicy(appOrigins),
    // Tile hosts learn the origin only, never a page's path or query (a reset link's token).
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    if (url.startsWith(DOCS_PREFIX)) reply.headers(docs);
    else if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) reply.headers(api);
    else reply.headers(page);
  });
}
