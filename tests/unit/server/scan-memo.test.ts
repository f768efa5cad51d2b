import { describe, expect, it } from 'vitest';
import { createHtmlScanner, ScanMemo } from '@/server/html-scanner.mjs';
import { createNonceRewriter } from '@/server/nonce.mjs';

const P = '0123456789012345678901234567890123456789';
const pad = `<p>${'x'.repeat(3000)}</p>`;

function rewrite(text: string, nonce: string, chunks = [text]): string {
  const rewriter = createNonceRewriter({ placeholder: P, nonce, html: true });
  return chunks.map((chunk) => rewriter.push(chunk)).join('') + rewriter.flush();
}

describe('a prerendered page scanned once', () => {
  const page =
    `<html><head><script nonce="${P}" src="/_next/a.js"></script></head><body>${pad}` +
    `<script nonce="stolen">alert(1)</script><div nonce="${P}" nonce="${P}"></div></body></html>`;

  it('gives each response its own nonce and strips foreign ones, on the first and later requests', () => {
    const first = rewrite(page, 'A'.repeat(40));
    const second = rewrite(page, 'B'.repeat(40));
    for (const [out, nonce] of [
      [first, 'A'.repeat(40)],
      [second, 'B'.repeat(40)],
    ] as const) {
      expect(out).toContain(`<script nonce="${nonce}" src="/_next/a.js">`);
      expect(out).not.toContain('stolen');
      expect(out).not.toContain(P);
      expect(out).not.toMatch(/<div[^>]*nonce/);
    }
    expect(second).toBe(first.replaceAll('A'.repeat(40), 'B'.repeat(40)));
  });

  it('answers from the memo exactly what scanning answers, however the text is chunked', () => {
    const whole = rewrite(page, 'C'.repeat(40));
    const cut = page.indexOf('nonce="stolen"') + 3; // inside a tag: the chunk is not remembered
    const chunked = rewrite(page, 'C'.repeat(40), [page.slice(0, cut), page.slice(cut)]);
    expect(chunked).toBe(whole);
    // Again, now that the whole page is remembered: the chunks still scan the same.
    expect(rewrite(page, 'C'.repeat(40), [page.slice(0, cut), page.slice(cut)])).toBe(whole);
  });
});

describe('ScanMemo', () => {
  const upper = (tag: { text: string }) => tag.text.toUpperCase();

  it('keeps only texts a scan began and ended between tags', () => {
    const memo = new ScanMemo({ minChars: 1 });
    const scanner = createHtmlScanner(upper, { memo });
    scanner.push('<a href="x">one</a><b');
    expect(memo.entries.size).toBe(0); // ended inside a tag
    scanner.push('>two</b>');
    expect(memo.entries.size).toBe(0); // began inside a tag
    createHtmlScanner(upper, { memo }).push('<i>three</i>');
    expect([...memo.entries]).toEqual([['<i>three</i>', '<I>three</i>']]);
  });

  it('forgets the least recently used texts past its bound', () => {
    const memo = new ScanMemo({ minChars: 1, maxChars: 90 });
    for (const text of ['<a>1</a>', '<b>2</b>', '<c>3</c>']) {
      createHtmlScanner(upper, { memo }).push(text.padEnd(15, '.'));
    }
    createHtmlScanner(upper, { memo }).push('<a>1</a>'.padEnd(15, '.')); // used again: kept
    createHtmlScanner(upper, { memo }).push('<d>4</d>'.padEnd(15, '.'));
    expect([...memo.entries.keys()].map((key) => key.slice(0, 8))).toEqual([
      '<c>3</c>',
      '<a>1</a>',
      '<d>4</d>',
    ]);
    expect(memo.chars).toBeLessThanOrEqual(90);
  });
});
