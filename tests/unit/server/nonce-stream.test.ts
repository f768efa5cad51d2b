// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNonceRewriter } from '@/server/nonce.mjs';
import { createPlaceholderReplacer } from '@/server/nonce-placeholder.mjs';

/** What a browser's parser (jsdom's parse5, WHATWG-conformant) makes of the markup. */
function parseFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

// Property tests: the rewriter gives the same answer however the body is cut into chunks, and
// what a browser's parser (jsdom's parse5, a WHATWG-conformant tokenizer) sees afterwards holds
// no nonce but the response's.
const P = '0123456789012345678901234567890123456789';
const N = '9876543210987654321098765432109876543210';

function inChunks(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const point of points) {
    chunks.push(text.slice(from, point));
    from = point;
  }
  chunks.push(text.slice(from));
  return chunks;
}

function run(chunks: string[], html: boolean): string {
  const rewriter = createNonceRewriter({ placeholder: P, nonce: N, html });
  return chunks.map((chunk) => rewriter.push(chunk)).join('') + rewriter.flush();
}

const value = fc.constantFrom(P, 'guess', '', 'a b', 'x>y', 'x"y', "x'y", '<script', `x${P}`, N);
const attribute = fc
  .tuple(
    fc.constantFrom(' ', '\t', '\n', '  ', '/', '', ' / '),
    fc.constantFrom('nonce', 'NONCE', 'Nonce', 'src', 'id', 'title', 'a', 'x<y', '"q', '=e'),
    fc.constantFrom('=', ' = ', '=', ''),
    fc.constantFrom('"', "'", ''),
    value,
  )
  .map(([sep, name, eq, quote, v]) => (eq ? `${sep}${name}${eq}${quote}${v}${quote}` : sep + name));
const startTag = fc
  .tuple(
    fc.constantFrom('script', 'SCRIPT', 'link', 'div', 'img', 'a', 'textarea', 'title', 'style'),
    fc.array(attribute, { maxLength: 4 }),
    fc.constantFrom('>', '/>', ' >', ''),
  )
  .map(([name, attributes, end]) => `<${name}${attributes.join('')}${end}`);
const endTag = fc.constantFrom('</script>', '</textarea>', '</title>', '</style>', '</SCRIPT >');
const other = fc.constantFrom('</script x=">">', '<!x>', '<?x>', '</ x>', '</>', '<3', 'a < b');
const text = fc.string({ unit: fc.constantFrom('a', ' ', '<', '>', '/', '"', "'", '=', '-', P) });
const comment = fc.constantFrom('<!-- c -->', '<!-->', '<!--->', '<!--a--!>', '<!-- <a nonce=g>');
const anyMarkup = fc.array(fc.oneof(startTag, endTag, other, text, comment), { maxLength: 25 });
const cuts = fc.array(fc.nat(), { maxLength: 12 });

describe('the nonce rewriter, property tests', () => {
  it('answers the same for every way of cutting the body into chunks', () => {
    fc.assert(
      fc.property(anyMarkup, cuts, (parts, points) => {
        const html = parts.join('');
        const whole = run([html], true);
        expect(run(inChunks(html, points), true)).toBe(whole);
        expect(whole).not.toContain(P);
      }),
      { numRuns: 2000 },
    );
  });

  it('replaces the placeholder in an RSC payload cut anywhere, and changes nothing else', () => {
    fc.assert(
      fc.property(text, cuts, (payload, points) => {
        expect(run(inChunks(payload, points), false)).toBe(payload.replaceAll(P, N));
      }),
      { numRuns: 1000 },
    );
  });

  it("leaves a browser's parser no element with a nonce other than the response's", () => {
    fc.assert(
      fc.property(anyMarkup, (parts) => {
        const html = parts.join('');
        // Script-data escapes (`<!--` inside a script) are a documented simplification.
        fc.pre(!/<script[^]*<!--/i.test(html));
        const out = run([html], true);
        for (const element of parseFragment(out).querySelectorAll('*')) {
          const nonce = element.getAttribute('nonce');
          if (nonce !== null) expect(nonce, out).toBe(N);
        }
      }),
      { numRuns: 4000 },
    );
  });
});

describe('createPlaceholderReplacer', () => {
  it('equals replaceAll for any placeholder (even self-overlapping ones) and any chunking', () => {
    const small = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 40 });
    const placeholder = fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(placeholder, small, cuts, (p, input, points) => {
        const replacer = createPlaceholderReplacer(p, 'N');
        const out = inChunks(input, points).map((chunk) => replacer.push(chunk));
        expect(out.join('') + replacer.flush()).toBe(input.replaceAll(p, 'N'));
      }),
      { numRuns: 3000 },
    );
  });
});
