/**
 * Requests the router never sees the house way: a URL with broken percent-encoding gets our JSON
 * 400 with our security headers (not Fastify's body, not the path echoed), two Host headers are a
 * 400, and PUT or DELETE on an account route is a 405 with Allow.
 */
import { describe, expect, it } from 'vitest';
import { sendRaw } from './helpers/raw-request.js';
import { listeningTestApp } from './helpers/listen.js';

/** Sends `text` raw and splits the response the server wrote before closing the connection. */
async function raw(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  const response = await sendRaw(port, text);
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body };
}

describe('request hygiene', () => {
  const server = listeningTestApp();

  it('answers a URL with broken percent-encoding with our JSON 400 and security headers, without echoing it', async () => {
    const response = await raw(server.port, 'GET /%E0%A4%A/<script> HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.headers).toMatch(/content-security-policy: default-src 'self'/);
    expect(response.headers).toContain('x-content-type-options: nosniff');
    expect(response.headers).toContain('x-frame-options: deny');
    expect(JSON.parse(response.body)).toEqual({ message: expect.stringMatching(/percent-encoding/) });
    expect(response.body).not.toContain('<script>');
  });

  it('refuses two Host headers with 400', async () => {
    const response = await raw(server.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request has more than one Host header.' });
    // An answer from before the routes carries the same security headers as every other answer.
    expect(response.headers).toMatch(/content-security-policy: default-src 'self'/);
    expect(response.headers).toContain('x-content-type-options: nosniff');
    expect(response.headers).toContain('x-frame-options: deny');
    expect(response.headers).toContain('referrer-policy: no-referrer');
    const single = await raw(server.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(single.status).toBe(200);
  });

  it.each([
    ['not HTTP at all', 'HELLO THERE\r\n\r\n', 400, /not valid HTTP/],
    ['headers past 16 KB', `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, /headers are too large/],
  ])('answers %s from the HTTP parser with our JSON and security headers', async (_what, text, status, message) => {
    const response = await raw(server.port, text);
    expect(response.status).toBe(status);
    expect(response.headers).toMatch(/content-security-policy: default-src 'self'/);
    expect(response.headers).toContain('x-content-type-options: nosniff');
    expect(response.headers).toContain('x-frame-options: deny');
    expect(JSON.parse(response.body)).toEqual({ message: expect.stringMatching(message) });
  });

  it.each([
    ['PUT', '/user/signup', 'POST'],
    ['DELETE', '/user/signin', 'POST'],
    ['PUT', '/user/me', 'GET, HEAD'],
    ['DELETE', '/user/me', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const response = await server.app.inject({ method: method as 'PUT' | 'DELETE', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json().message).toContain(`${method} is not allowed`);
  });
});
