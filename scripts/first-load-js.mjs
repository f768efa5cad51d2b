// @ts-check
// The pure parts of the first-load JS budget (scripts/js-budget.mjs): which scripts a page's HTML
// makes a browser load, where they are in the build output, and the verdict against a budget.
// Tested with fixtures in tests/unit/scripts/first-load-js.test.ts.

export const KB = 1024;

/**
 * The attributes of one start tag's inner text (`src="/a.js" async noModule=""`). Names are
 * lower-cased; boolean attributes get ''.
 * @param {string} text
 * @returns {Record<string, string>}
 */
function attributes(text) {
  /** @type {Record<string, string>} */
  const found = {};
  for (const match of text.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const name = /** @type {string} */ (match[1]).toLowerCase();
    if (!(name in found)) found[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/**
 * The external scripts a browser that runs modules loads from this HTML, in document order and
 * without repeats: every `<script src>` except `noModule` ones (the legacy polyfills, which such
 * browsers skip).
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  /** @type {string[]} */
  const sources = [];
  // A script element's text is skipped whole, so markup inside an inline script is not a tag.
  for (const tag of html.matchAll(/<script\b([^>]*)>[\s\S]*?(?:<\/script\s*>|$)/gi)) {
    const attrs = attributes(/** @type {string} */ (tag[1]));
    if (attrs.src === undefined || attrs.src === '' || 'nomodule' in attrs) continue;
    const src = attrs.src.replaceAll('&amp;', '&');
    if (!sources.includes(src)) sources.push(src);
  }
  return sources;
}

/**
 * Where a script URL of a page lives in the build output, relative to the dist folder
 * (`/_next/static/chunks/a.js?dpl=x` → `static/chunks/a.js`); null for a script the build does not
 * hold (another origin, or not under /_next/static/).
 * @param {string} src
 * @returns {string | null}
 */
export function buildFileOf(src) {
  const match = /^\/_next\/(static\/[^?#]+)/.exec(src);
  return match ? decodeURIComponent(/** @type {string} */ (match[1])) : null;
}

/**
 * The build files of one route in `.next/diagnostics/route-bundle-stats.json`, for a page that is
 * rendered per request and so has no HTML in the build; relative to the dist folder.
 * @param {unknown} stats the parsed file
 * @param {string} route e.g. `/[locale]/swap`
 * @returns {string[] | null}
 */
export function routeChunks(stats, route) {
  if (!Array.isArray(stats)) return null;
  const entry = stats.find((item) => item && item.route === route);
  if (!entry || !Array.isArray(entry.firstLoadChunkPaths)) return null;
  return entry.firstLoadChunkPaths.map((/** @type {string} */ file) =>
    file.replace(/^(\.\/)?\.next\//, ''),
  );
}

/**
 * @param {string[]} files
 * @param {(file: string) => number} gzipSizeOf
 */
export function totalSize(files, gzipSizeOf) {
  return files.reduce((sum, file) => sum + gzipSizeOf(file), 0);
}

/**
 * The verdict for one page: its first load may exceed the bare page's by `allowanceKb`.
 * @param {{ bytes: number; bareBytes: number; allowanceKb: number }} input
 */
export function budgetVerdict({ bytes, bareBytes, allowanceKb }) {
  const limit = bareBytes + allowanceKb * KB;
  return { limit, over: Math.max(0, bytes - limit), pass: bytes <= limit };
}

/** @param {number} bytes */
export const kb = (bytes) => (bytes / KB).toFixed(1);
