// @ts-check
// Next decodes every path segment with decodeURIComponent. A segment it cannot decode ("%",
// "%zz", "%C0%AF": a bad escape, or bytes that are not UTF-8) makes Next answer a bare 500
// before any route, page or proxy rule can answer, and a middleware rewrite cannot help (Next
// matches the route against the original URL). So the server escapes the "%" of such a segment
// before Next sees the request: the route gets the text as it was sent ("%zz") and answers its
// own 404, in place. Every URL Next could already decode is left exactly as it is.

/** @param {string} segment */
function decodable(segment) {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * "/api/v1/swaps/%zz?x=%" -> "/api/v1/swaps/%25zz?x=%". The query is left alone: Next reads it
 * leniently. A request target that is not a path (absolute form, "*") is left alone too.
 * @param {string} url
 */
export function escapeUndecodablePath(url) {
  if (!url.startsWith('/') || !url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const escaped = path
    .split('/')
    .map((segment) => (decodable(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
  return escaped + query;
}
