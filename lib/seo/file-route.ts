import 'server-only';

// Answers of the file routes (social images, sitemaps): addresses a crawler or a chat app
// fetches, so their errors are plain text, never the API's JSON, and never cached anywhere (an
// error kept by a CDN would outlive its cause). The route kit writes its own refusals (429 and
// the like) the same way for routes that declare `errors: 'text'`.

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };

/** 404 for a name the route does not serve: not cached, so no name costs a cache entry. */
export function fileNotFound(): Response {
  return new Response('Not found', { status: 404, headers: NO_STORE });
}
