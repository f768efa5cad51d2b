// @ts-check
// A streaming HTML tokenizer that finds start tags and their attributes the way a browser does
// (WHATWG HTML "tokenization", HTML namespace), so the nonce rewriter (server/nonce.mjs) and the
// build marker (scripts/nonce-marker.mjs) see the tags Chromium sees. Everything that is not a
// start tag passes through verbatim; each start tag is handed to `onStartTag`, whose answer
// replaces it. Comments, bogus comments, end tags and the raw text of script, style, textarea
// and friends are skipped like the browser skips them.
//
// Not modelled (docs/decisions/0001-csp-nonce.md says why that is safe): SVG/MathML foreign
// content, the script-data "escaped" states (`<!--` inside a script), quotes in doctypes. One
// pass with constant work per character: linear in the input, however it is chunked.
import { TagReader } from './html-tag.mjs';

/** @typedef {import('./html-tag.mjs').Attribute} Attribute */
/** @typedef {{ text: string, name: string, nameEnd: number, attributes: Attribute[], start: number }} StartTag */

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe']);
for (const name of ['noembed', 'noframes', 'noscript']) RAW_TEXT.add(name);
const [LT, GT, SLASH, BANG, DASH, QM] = [...'<>/!-?'].map((c) => c.charCodeAt(0));
const isLetter = (/** @type {number} */ c) => (c | 32) >= 97 && (c | 32) <= 122;
const isRawEnd = (/** @type {number} */ c) =>
  c === GT || c === SLASH || c === 32 || (c >= 9 && c <= 13 && c !== 11);

const DATA = 0;
const LT_SEEN = 1; // `<`, held until we know what follows
const LT_SLASH = 2; // `</`
const LT_BANG = 3; // `<!`
const LT_BANG_DASH = 4; // `<!-`
const START_TAG = 5; // held: handed to onStartTag when complete
const END_TAG = 6; // passed through
const COMMENT = 7;
const BOGUS = 8; // bogus comment, doctype, `<?…>`: up to the next `>`
const RAW = 9; // raw text of script, style, textarea …: up to its own end tag
const PLAIN = 10; // after <plaintext>, everything is text

/**
 * Remembers what a scanner made of whole texts, for scanners whose `onStartTag` answers depend
 * on the tag alone (not on `start`). A prerendered page is the same text on every request, so
 * its scan is done once: the memo holds a text only when the scanner began it and ended it
 * between tags (state DATA, nothing held), so the answer is exactly what scanning would give.
 * Bounded: least recently used texts go first once `maxChars` would be exceeded.
 */
export class ScanMemo {
  /** @param {{ maxChars?: number, minChars?: number }} [options] */
  constructor({ maxChars = 8_000_000, minChars = 2_048 } = {}) {
    this.maxChars = maxChars;
    this.minChars = minChars;
    /** @type {Map<string, string>} */
    this.entries = new Map();
    this.chars = 0;
  }

  /** @param {string} text */
  get(text) {
    const hit = this.entries.get(text);
    if (hit === undefined) return undefined;
    this.entries.delete(text);
    this.entries.set(text, hit);
    return hit;
  }

  /** @param {string} text @param {string} scanned */
  set(text, scanned) {
    const size = text.length + scanned.length;
    if (text.length < this.minChars || size > this.maxChars / 2 || this.entries.has(text)) return;
    this.entries.set(text, scanned);
    this.chars += size;
    for (const [oldText, oldScanned] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldText);
      this.chars -= oldText.length + oldScanned.length;
    }
  }
}

/**
 * @param {(tag: StartTag) => string} onStartTag
 * @param {{ memo?: ScanMemo }} [options] memo: only when onStartTag ignores `start`
 * @returns {{ push(text: string): string, flush(): string }}
 */
export function createHtmlScanner(onStartTag, { memo } = {}) {
  const tag = new TagReader();
  let state = DATA;
  /** @type {string[]} */ let held = []; // the `<…` being read, from earlier chunks
  let heldLength = 0;
  let tagStart = 0; // absolute offset of the held `<`
  let rawName = '';
  let rawMatched = 0; // how much of `</name` the raw text has just shown
  let dashes = 0; // comment: consecutive `-` just read
  let bang = false; // comment: `--!` just read
  let consumed = 0; // characters in earlier chunks

  /** @param {string} text @param {boolean} final */
  const scan = (text, final) => {
    /** @type {string[]} */ const out = [];
    let emitFrom = 0; // verbatim text of this chunk not yet in `out`
    let holdFrom = 0; // where this chunk's part of the held `<…` starts
    /** The held `<…` is not a start tag after all: it goes out verbatim. */
    const release = () => {
      out.push(...held);
      held = [];
      heldLength = 0;
      emitFrom = holdFrom;
    };
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      switch (state) {
        case DATA: {
          const next = text.indexOf('<', i);
          if (next === -1) {
            i = text.length;
            break;
          }
          out.push(text.slice(emitFrom, next));
          held = [];
          heldLength = 0;
          holdFrom = next;
          tagStart = consumed + next;
          state = LT_SEEN;
          i = next;
          break;
        }
        case LT_SEEN:
          if (isLetter(c)) {
            tag.reset();
            state = START_TAG;
          } else if (c === SLASH) state = LT_SLASH;
          else if (c === BANG) state = LT_BANG;
          else {
            release();
            state = c === QM ? BOGUS : DATA;
            if (state === DATA) i -= 1; // read it again as text
          }
          break;
        case LT_SLASH:
          release();
          if (isLetter(c)) {
            tag.reset();
            state = END_TAG;
          } else if (c === GT) state = DATA;
          else {
            state = BOGUS;
            i -= 1;
          }
          break;
        case LT_BANG:
        case LT_BANG_DASH:
          if (c === DASH && state === LT_BANG) {
            state = LT_BANG_DASH;
            break;
          }
          release();
          if (c === DASH) {
            state = COMMENT;
            dashes = 2; // so that `<!-->` and `<!--->` end at once, as in the browser
            bang = false;
          } else {
            state = BOGUS;
            i -= 1;
          }
          break;
        case START_TAG:
        case END_TAG: {
          if (!tag.step(c, heldLength + i - holdFrom)) break;
          if (state === END_TAG) {
            state = DATA;
            break;
          }
          held.push(text.slice(holdFrom, i + 1));
          const tagText = held.join('');
          const name = tagText.slice(1, tag.nameEnd).toLowerCase();
          const { nameEnd, attributes } = tag;
          out.push(onStartTag({ text: tagText, name, nameEnd, attributes, start: tagStart }));
          held = [];
          heldLength = 0;
          emitFrom = i + 1;
          state = name === 'plaintext' ? PLAIN : RAW_TEXT.has(name) ? RAW : DATA;
          rawName = name;
          rawMatched = 0;
          break;
        }
        case COMMENT: // ends at `-->` or `--!>`
          if (c === GT && (dashes >= 2 || bang)) state = DATA;
          else if (c === DASH) {
            dashes = bang ? 1 : dashes + 1;
            bang = false;
          } else {
            bang = c === BANG && dashes >= 2;
            dashes = 0;
          }
          break;
        case BOGUS: {
          const next = text.indexOf('>', i);
          i = next === -1 ? text.length : next;
          if (next !== -1) state = DATA;
          break;
        }
        case RAW:
          if (rawMatched === 0) {
            const next = text.indexOf('<', i);
            i = next === -1 ? text.length : next;
            if (next !== -1) rawMatched = 1;
          } else if (rawMatched === 1) rawMatched = c === SLASH ? 2 : c === LT ? 1 : 0;
          else if (rawMatched < rawName.length + 2) {
            const match = (c | 32) === rawName.charCodeAt(rawMatched - 2);
            rawMatched = match ? rawMatched + 1 : c === LT ? 1 : 0;
          } else if (isRawEnd(c)) {
            // Its own end tag: read the rest like any end tag, from this character on.
            tag.reset();
            state = END_TAG;
            rawMatched = 0;
            i -= 1;
          } else rawMatched = c === LT ? 1 : 0;
          break;
        default: // PLAIN
          i = text.length;
      }
    }
    const holding = state >= LT_SEEN && state <= START_TAG;
    if (holding) {
      held.push(text.slice(holdFrom));
      heldLength += text.length - holdFrom;
    } else out.push(text.slice(emitFrom));
    consumed += text.length;
    if (final && holding) {
      // An unterminated tag at the very end: the browser drops it; it goes out unchanged.
      out.push(...held);
      held = [];
      heldLength = 0;
      state = DATA;
    }
    return out.join('');
  };

  /** @param {string} text */
  const push = (text) => {
    const clean = state === DATA && heldLength === 0 && held.length === 0;
    if (!memo || !clean) return scan(text, false);
    const remembered = memo.get(text);
    if (remembered !== undefined) {
      consumed += text.length;
      return remembered;
    }
    const scanned = scan(text, false);
    if (state === DATA && held.length === 0) memo.set(text, scanned);
    return scanned;
  };

  return { push, flush: () => scan('', true) };
}
