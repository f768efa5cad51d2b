// @ts-check
// Reading and editing the attributes of a start tag found by server/html-scanner.mjs.

/** @typedef {import('./html-scanner.mjs').StartTag} StartTag */
/** @typedef {import('./html-scanner.mjs').Attribute} Attribute */

/** The attribute's name as the browser stores it (lower case). */
export const nameOf = (/** @type {StartTag} */ tag, /** @type {Attribute} */ a) =>
  tag.text.slice(a.nameStart, a.nameEnd).toLowerCase();

/** The attribute's raw value (character references not decoded), '' when it has none. */
export const valueOf = (/** @type {StartTag} */ tag, /** @type {Attribute} */ a) =>
  a.valueStart === -1 ? '' : tag.text.slice(a.valueStart, a.valueEnd);

/** The attributes called `name`. */
export const attributesNamed = (/** @type {StartTag} */ tag, /** @type {string} */ name) =>
  tag.attributes.filter((a) => nameOf(tag, a) === name);

/**
 * False when the tag looks like the work of dangling markup: a repeated attribute, or a `<` in
 * an attribute's name or value (React escapes `<` in attributes, so Next never writes one). A
 * browser refuses the nonce of such an element too (CSP3 "Is element nonceable?"); the rewriter
 * does the same on the server, so an injected unterminated tag cannot adopt our nonce.
 * @param {StartTag} tag
 */
export function isWellFormed(tag) {
  const seen = new Set();
  for (const a of tag.attributes) {
    const name = nameOf(tag, a);
    if (seen.has(name) || name.includes('<') || valueOf(tag, a).includes('<')) return false;
    seen.add(name);
  }
  return true;
}

/**
 * The tag's text without the given attributes. The character before an attribute is always a
 * separator (space, `/` or a closing quote), so what stays parses as the same other attributes.
 * @param {StartTag} tag
 * @param {Attribute[]} remove
 */
export function withoutAttributes(tag, remove) {
  let out = '';
  let from = 0;
  for (const a of [...remove].sort((x, y) => x.nameStart - y.nameStart)) {
    out += tag.text.slice(from, a.nameStart);
    from = a.end;
  }
  return out + tag.text.slice(from);
}

/**
 * The tag's text with ` name="value"` right after its name; `value` must need no escaping.
 * @param {StartTag} tag
 * @param {string} name
 * @param {string} value
 */
export function withAttribute(tag, name, value) {
  return `${tag.text.slice(0, tag.nameEnd)} ${name}="${value}"${tag.text.slice(tag.nameEnd)}`;
}
