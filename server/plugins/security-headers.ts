/**
 * Security headers on every answer (files, API, errors, 404s): a strict Content-Security-Policy and
 * the usual anti-sniffing, anti-framing and referrer settings.
 */
import { namedPlugin } from './named-plugin.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline style attributes (React's style prop) are common and harmless without inline scripts.
  "style-src 'self' 'unsafe-inline'",
  // Game thumbnails and screenshots come from the games service's hosts.
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
});

/** Adds SECURITY_HEADERS to every answer of the app. */
export const securityHeadersPlugin = namedPlugin(
  'security-headers',
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        // A route may set a stricter policy of its own (the demo SVG thumbnails do): keep it.
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  },
  { shared: true },
);
