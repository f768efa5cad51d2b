// @ts-check
// The inside of one tag, character by character, as the WHATWG HTML tokenizer reads it (from
// the "tag name" state to the `>` that ends the tag): where the name ends and where each
// attribute's name and value start and end. Used by server/html-scanner.mjs.

/** @typedef {{ nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, end: number }} Attribute */

const [GT, SLASH, EQ, DQ, SQ] = [...'>/="\''].map((c) => c.charCodeAt(0));
/** Tab, line feed, form feed, carriage return (a newline after input preprocessing), space. */
export const isSpace = (/** @type {number} */ c) =>
  c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

// The tokenizer states between `<x` and `>`.
const NAME = 0; // tag name
const BEFORE = 1; // before attribute name
const ATTR = 2; // attribute name
const AFTER = 3; // after attribute name
const BEFORE_VALUE = 4;
const DOUBLE = 5; // attribute value (double-quoted)
const SINGLE = 6; // attribute value (single-quoted)
const UNQUOTED = 7;
const AFTER_QUOTED = 8; // after attribute value (quoted)
const SELF_CLOSING = 9; // self-closing start tag

export class TagReader {
  state = NAME;
  nameEnd = 0;
  /** @type {Attribute[]} */ attributes = [];
  /** @type {Attribute | null} */ current = null;

  /** Starts a tag whose name's first letter was just read. */
  reset() {
    this.state = NAME;
    this.nameEnd = 0;
    this.attributes = [];
    this.current = null;
  }

  /**
   * Reads one character; `at` is its offset from the tag's `<`. True when it ends the tag.
   * @param {number} c
   * @param {number} at
   */
  step(c, at) {
    switch (this.state) {
      case NAME:
        if (c === GT || c === SLASH || isSpace(c)) this.nameEnd = at;
        if (c === SLASH) this.state = SELF_CLOSING;
        else if (isSpace(c)) this.state = BEFORE;
        return c === GT;
      case BEFORE:
      case AFTER:
      case AFTER_QUOTED:
      case SELF_CLOSING:
        if (c === GT) return true;
        if (isSpace(c)) this.state = this.state === AFTER ? AFTER : BEFORE;
        else if (c === SLASH) this.state = SELF_CLOSING;
        else if (c === EQ && this.state === AFTER) this.state = BEFORE_VALUE;
        else this.startAttribute(at); // even `=`: it starts a name here, as in the browser
        return false;
      case ATTR:
        if (c === GT || c === SLASH || c === EQ || isSpace(c)) this.endName(at);
        if (c === SLASH) this.state = SELF_CLOSING;
        else if (c === EQ) this.state = BEFORE_VALUE;
        else if (isSpace(c)) this.state = AFTER;
        return c === GT;
      case BEFORE_VALUE:
        if (isSpace(c)) return false;
        if (c === GT) {
          this.endValue(at, at); // `name=` and no value
          return true;
        }
        this.state = c === DQ ? DOUBLE : c === SQ ? SINGLE : UNQUOTED;
        if (this.current) this.current.valueStart = this.state === UNQUOTED ? at : at + 1;
        return false;
      case DOUBLE:
      case SINGLE:
        if (c === (this.state === DOUBLE ? DQ : SQ)) {
          this.endValue(at, at + 1);
          this.state = AFTER_QUOTED;
        }
        return false;
      default: // UNQUOTED
        if (c === GT || isSpace(c)) this.endValue(at, at);
        if (isSpace(c)) this.state = BEFORE;
        return c === GT;
    }
  }

  /** @param {number} at */
  startAttribute(at) {
    this.current = { nameStart: at, nameEnd: -1, valueStart: -1, valueEnd: -1, end: -1 };
    this.attributes.push(this.current);
    this.state = ATTR;
  }

  /** @param {number} at */
  endName(at) {
    if (this.current) this.current.nameEnd = this.current.end = at;
  }

  /** @param {number} valueEnd @param {number} end */
  endValue(valueEnd, end) {
    if (!this.current) return;
    this.current.valueEnd = valueEnd;
    this.current.end = end;
  }
}
