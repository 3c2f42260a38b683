/**
 * What a browser gets when it asks the server for a page that is not a file: the app's routes live
 * in the address's hash (`/#/all`), so a visit to `/all` is sent there, and any other page path
 * gets a small HTML page with a way home. API clients keep the JSON 404 (see error-handler.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, isAppRoute } from '../../../src/contract/index.js';

// Paths under these prefixes are the API's: a 404 there stays JSON whatever the client accepts.
const API_PREFIXES = ['/api/', '/user/', `${API_PATHS.thumbnails}/`, `${API_PATHS.screenshots}/`];
// A query this long is not a bookmark: the redirect drops it rather than echo it.
const MAX_CARRIED_QUERY = 1_000;

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found · Freeplay</title>
</head>
<body>
<main>
<h1>Page not found</h1>
<p>Freeplay has no page at this address.</p>
<p><a href="/">Go to Freeplay's home page</a></p>
</main>
</body>
</html>
`;

/** True for a browser's page navigation (GET or HEAD that accepts HTML) outside the API. */
export function wantsPage(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Sends the app at the route the path names (`/all?x=1` → `/#/all?x=1`), or the HTML 404 page. */
export function sendPageNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  if (isAppRoute(path)) {
    const query = request.url.slice(path.length);
    const carried = query.length <= MAX_CARRIED_QUERY ? query : '';
    return reply.redirect(`/#${path}${carried}`, 302);
  }
  return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
}
