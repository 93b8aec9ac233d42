import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** What Google Identity Services loads on /login (docs/google-sign-in.md). */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/**
 * The origin the map tiles come from, as a CSP source: Leaflet's '{s}' subdomain becomes '*'.
 * Undefined when the template is not an http(s) address.
 */
export function tileSource(template: string): string | undefined {
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/i.exec(template) ?? [];
  if (!scheme || !host) return undefined;
  return `${scheme}://${host.replaceAll('{s}', '*')}`.toLowerCase();
}

/**
 * The Content-Security-Policy: the app's own files and nothing inline. Beyond 'self':
 * - img-src takes any https picture: news images, place pictures (Wikimedia Commons, a place's own
 *   `image=` tag, Foursquare's CDN) and radio station icons come from whatever host their provider names,
 *   thousands of them, known only once fetched; plus exactly the map tiles' origin (which may be plain
 *   http, as a local tile server is), data: (Leaflet's stylesheet draws its controls with data: PNGs)
 *   and blob: (My Account previews the chosen photo from the file itself, before any upload);
 * - media-src takes any http(s) stream: radio-browser's stations stream from their own servers, many of
 *   them over plain http;
 * - Google's sign-in script, style, frame and calls only when Google sign-in is on.
 */
export function contentSecurityPolicy(config: Pick<Config, 'TILE_URL_TEMPLATE' | 'GOOGLE_CLIENT_ID'>) {
  const google = config.GOOGLE_CLIENT_ID !== undefined;
  const tiles = tileSource(config.TILE_URL_TEMPLATE);
  const withGoogle = (sources: string[], source: string) => (google ? [...sources, source] : sources);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withGoogle(["'self'"], GOOGLE_SIGN_IN.script),
    styleSrc: withGoogle(["'self'"], GOOGLE_SIGN_IN.style),
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
    mediaSrc: ["'self'", 'https:', 'http:'],
    connectSrc: withGoogle(["'self'"], GOOGLE_SIGN_IN.connect),
    fontSrc: ["'self'"],
    frameSrc: google ? [GOOGLE_SIGN_IN.frame] : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Not upgraded: on an http address (a local run) it would send the tiles and pictures to https.
    upgradeInsecureRequests: null,
  };
}

/**
 * The security headers of every answer (helmet's options): the CSP above, no framing, no sniffing,
 * the origin alone as referrer to other sites (OpenStreetMap's tile policy asks for a referrer), HSTS
 * when the app is reached over https. Google's sign-in popup must be able to answer the page, so with
 * Google on the opener policy lets popups through: on every page, since the app may show /login in a
 * page opened at any address.
 */
export function securityHeaders(
  config: Pick<Config, 'TILE_URL_TEMPLATE' | 'GOOGLE_CLIENT_ID' | 'PUBLIC_URL' | 'CORS_ORIGINS'>,
): HelmetOptions {
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginOpenerPolicy: {
      policy: config.GOOGLE_CLIENT_ID === undefined ? 'same-origin' : 'same-origin-allow-popups',
    },
    // A web client served elsewhere (CORS_ORIGINS) shows the profile photos from here.
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS.length > 0 ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/** The headers helmet sets with these options, read off a response that goes nowhere. */
function securityHeaderValues(options: HelmetOptions): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return response.getHeaders();
}

/**
 * Sets the headers on every answer, errors and 404s included, as they are sent, from the start of the
 * request. They are worked out once: none of them varies by request (no nonce), whereas @fastify/helmet
 * built helmet's whole middleware again for every request, behind an async hook, a cost that a held
 * board, served without a query of its own, felt most (bench/http.ts measures it).
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = Object.entries(securityHeaderValues(securityHeaders(config)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) if (value !== undefined) reply.raw.setHeader(name, value);
    done();
  });
}
