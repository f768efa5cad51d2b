// A Swap ID is a bearer token: whoever holds it can read the swap's addresses and amounts
// (GET /api/v1/swaps/{id}). Pages carry it in their query (/swap?swap=<ID>,
// /transaction-status?id=<ID>), so every URL the site hands to Tag Manager goes through here first.

/** Query parameters whose values never reach analytics (compared case-insensitively). */
export const PRIVATE_QUERY_PARAMS: ReadonlySet<string> = new Set(['swap', 'id']);

/** What a private value becomes: still shows that the page had one. */
export const REDACTED = 'redacted';

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return PRIVATE_QUERY_PARAMS.has(paramName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The URL (absolute, or a path with its query) with the values of private query parameters
 * replaced and the fragment dropped; everything else is kept as written.
 */
export function redactUrl(url: string): string {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const question = withoutHash.indexOf('?');
  if (question < 0) return withoutHash;
  return `${withoutHash.slice(0, question + 1)}${redactQuery(withoutHash.slice(question + 1))}`;
}

const URL_PARAM = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

/** Free text (an event field) with any private query value inside it replaced. */
export function redactText(text: string): string {
  return text.replace(URL_PARAM, (match, separator: string, name: string) =>
    PRIVATE_QUERY_PARAMS.has(paramName(name)) ? `${separator}${name}=${REDACTED}` : match,
  );
}
