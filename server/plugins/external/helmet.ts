/**
 * Security headers on every response (files, API, errors, 404s) through @fastify/helmet: a strict
 * Content-Security-Policy and the anti-sniffing, anti-framing and referrer settings, and nothing
 * else of helmet's defaults (HSTS belongs to the TLS-terminating proxy: SECURITY.md).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline style attributes (React's style prop) are common and harmless without inline scripts.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Thumbnails and screenshots are proxied through our origin; data: is Pico's CSS icons (chevrons, spinner).
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** The Content-Security-Policy header exactly as helmet writes it. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join(';');

/** Our policy in helmet's terms; every helmet default we do not send is switched off by name. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'no-referrer' as const },
  xFrameOptions: { action: 'deny' as const },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

const applyHeaders = helmet(HELMET_OPTIONS);

/**
 * The same headers as raw `Name: value` lines, for answers written straight to the socket before any
 * request exists (the HTTP parser's 400, 408 and 431): helmet run once against a stand-in response.
 */
export const SECURITY_HEADER_LINES: readonly string[] = (() => {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  applyHeaders({} as FastifyRequest['raw'], response as unknown as FastifyReply['raw'], () => undefined);
  return [...headers].map(([name, value]) => `${name}: ${value}`);
})();

/** Sets the headers on a response that skipped the request hooks (Fastify's framework errors). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applyHeaders(request.raw, reply.raw, () => undefined);
}

/**
 * Registers helmet for the whole app. A route may set a stricter policy of its own (the demo SVG
 * thumbnails do): headers set on the reply win over helmet's, which it writes first.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, { ...HELMET_OPTIONS, global: true });
  },
  { name: 'security-headers' },
);
