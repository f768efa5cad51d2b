// @ts-check
// Build step (scripts/build.mjs): gives the build's placeholder nonce to the tags Next emitted
// in the prerendered HTML (.next/server/app/**/*.html), which `next build` renders without any
// nonce. Tags are recognised by their structure, strictly:
// - <script src> and script preloads (<link rel=preload as=script>, <link rel=modulepreload>)
//   of files under /_next/static/;
// - inline scripts whose whole content is one of Next's data pushes with a JSON argument:
//   `(self.__next_f=self.__next_f||[]).push(…)`, `self.__next_f.push(…)` or Turbopack's
//   `(globalThis["TURBOPACK"] || …).push(…);`;
// - our own inline scripts already carry the placeholder (the layout renders it).
// JSON data blocks (<script type="application/ld+json">) never run and stay as they are.
// Anything else that would run fails the build with the file's name: prerendered content comes
// from the repository, so an unknown script there is a bug to look at, not to wave through.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  attributesNamed,
  isWellFormed,
  valueOf,
  withAttribute,
} from '../server/html-attributes.mjs';
import { createHtmlScanner } from '../server/html-scanner.mjs';

const NEXT_STATIC = '/_next/static/';
const PUSHES = [
  { start: '(self.__next_f=self.__next_f||[]).push(', end: ')' },
  { start: 'self.__next_f.push(', end: ')' },
  { start: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', end: ');' },
];
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json']);
const SCRIPT_END = /<\/script[\t\n\f\r />]/gi;

/** @typedef {import('../server/html-scanner.mjs').StartTag} StartTag */

/** @param {string} text */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when the inline script is one of Next's data pushes. Next escapes `<` in them, so a `<`
 * (which could change where the browser ends the script) disqualifies it too.
 * @param {string} content
 */
export function isNextInlineScript(content) {
  if (content.includes('<')) return false;
  return PUSHES.some(
    ({ start, end }) =>
      content.startsWith(start) &&
      content.endsWith(end) &&
      isJson(content.slice(start.length, content.length - end.length)),
  );
}

/** @param {StartTag} tag @param {string} name */
const attribute = (tag, name) => {
  const [found] = attributesNamed(tag, name);
  return found ? valueOf(tag, found) : undefined;
};

/** @param {string | undefined} url */
const isNextStatic = (url) => Boolean(url?.startsWith(NEXT_STATIC) && !url.includes('..'));

/** @param {StartTag} tag */
function isScriptPreload(tag) {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  const as = (attribute(tag, 'as') ?? '').toLowerCase();
  return rel.includes('modulepreload') || (rel.includes('preload') && as === 'script');
}

/**
 * The page with nonce="placeholder" on every tag Next emitted. Throws an Error naming `file` and
 * each unrecognised script when the page holds one.
 * @param {string} html
 * @param {string} placeholder
 * @param {string} file
 */
export function markPrerenderedHtml(html, placeholder, file) {
  /** @type {string[]} */
  const problems = [];
  const mark = (/** @type {StartTag} */ tag) => withAttribute(tag, 'nonce', placeholder);
  const scanner = createHtmlScanner((tag) => {
    const nonces = attributesNamed(tag, 'nonce');
    if (nonces.length > 0) {
      const [only] = nonces;
      const ours = nonces.length === 1 && only && valueOf(tag, only) === placeholder;
      if (!ours || !isWellFormed(tag))
        problems.push(`a nonce that is not the build's: ${tag.text}`);
      return tag.text;
    }
    if (tag.name === 'link')
      return isScriptPreload(tag) && isNextStatic(attribute(tag, 'href')) ? mark(tag) : tag.text;
    if (tag.name !== 'script') return tag.text;
    if (!isWellFormed(tag)) {
      problems.push(`a malformed script tag: ${tag.text}`);
      return tag.text;
    }
    const src = attribute(tag, 'src');
    if (src !== undefined) {
      if (isNextStatic(src)) return mark(tag);
      problems.push(`a script from outside ${NEXT_STATIC}: ${tag.text}`);
      return tag.text;
    }
    if (DATA_BLOCK_TYPES.has((attribute(tag, 'type') ?? '').trim().toLowerCase())) return tag.text;
    const from = tag.start + tag.text.length;
    SCRIPT_END.lastIndex = from;
    const to = SCRIPT_END.exec(html)?.index ?? html.length;
    const content = html.slice(from, to);
    if (isNextInlineScript(content)) return mark(tag);
    problems.push(`an inline script Next does not emit: ${tag.text}${content.slice(0, 120)}`);
    return tag.text;
  });
  const marked = scanner.push(html) + scanner.flush();
  if (problems.length > 0) {
    throw new Error(
      `${file} holds scripts the nonce marker does not trust:\n  ${problems.join('\n  ')}`,
    );
  }
  return marked;
}

/**
 * Marks every prerendered page of the build in `distDir`. Throws one Error listing every file
 * with an unknown script (and writes nothing) when any has one.
 * @param {string} distDir
 * @param {string} placeholder
 * @returns {number} how many pages were marked
 */
export function markBuildOutput(distDir, placeholder) {
  const root = path.join(distDir, 'server', 'app');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  /** @type {Array<[string, string]>} */
  const results = [];
  /** @type {string[]} */
  const failures = [];
  for (const file of files) {
    try {
      results.push([file, markPrerenderedHtml(readFileSync(file, 'utf8'), placeholder, file)]);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
  for (const [file, html] of results) writeFileSync(file, html);
  return results.length;
}
