// Page patterns in the app directory's notation, as proxy.ts matches paths against them.

const ONE = '[^/]+';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern in the app directory's notation ("/coin/[code]", "/blog/[...slug]/") as a regular
 * expression over a path without its trailing slash (the root is the empty string).
 */
export function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (/^\[\[\.\.\.[^\]/]+\]\]$/.test(segment)) source += `(?:/${ONE})*`;
    else if (/^\[\.\.\.[^\]/]+\]$/.test(segment)) source += `(?:/${ONE})+`;
    else if (/^\[[^\]/]+\]$/.test(segment)) source += `/(${ONE})`;
    else if (/[[\]]/.test(segment)) throw new RangeError(`not a route segment: "${segment}"`);
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source}$`);
}
