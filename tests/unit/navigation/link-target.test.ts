// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { internalLinkTarget, isSameDocument } from '@/lib/navigation/link-target';

const current = new URL('http://localhost:3000/fr/swap?from=btc');

function click(html: string, init: Partial<MouseEventInit> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]') ?? document.body;
  return internalLinkTarget(
    {
      button: init.button ?? 0,
      metaKey: init.metaKey ?? false,
      ctrlKey: init.ctrlKey ?? false,
      shiftKey: init.shiftKey ?? false,
      altKey: init.altKey ?? false,
      target,
    },
    current,
  );
}

describe('internalLinkTarget', () => {
  it('returns the URL of a plain click on a same-origin link, also from a child element', () => {
    expect(click('<a href="/fr/buy" data-click>Buy</a>')?.href).toBe(
      'http://localhost:3000/fr/buy',
    );
    expect(click('<a href="/fr/buy?x=1"><span data-click>Buy</span></a>')?.pathname).toBe(
      '/fr/buy',
    );
    expect(click('<a href="/fr/swap?from=eth" data-click>x</a>')?.search).toBe('?from=eth');
  });

  it.each([
    ['a modified click', '<a href="/fr/buy" data-click>x</a>', { metaKey: true }],
    ['a middle click', '<a href="/fr/buy" data-click>x</a>', { button: 1 }],
    ['a new tab', '<a href="/fr/buy" target="_blank" data-click>x</a>', {}],
    ['a download', '<a href="/fr/file.pdf" download data-click>x</a>', {}],
    ['another origin', '<a href="https://example.com/" data-click>x</a>', {}],
    ['a mail link', '<a href="mailto:a@example.com" data-click>x</a>', {}],
    ['the same page', '<a href="/fr/swap?from=btc" data-click>x</a>', {}],
    ['a hash on the same page', '<a href="#main" data-click>x</a>', {}],
    ['no link at all', '<button data-click>x</button>', {}],
  ])('ignores %s', (_, html, init) => {
    expect(click(html, init)).toBeNull();
  });
});

describe('isSameDocument', () => {
  it('is true when only the hash changes: a jump to an anchor of the page loads nothing', () => {
    expect(isSameDocument('http://x.test/faq', 'http://x.test/faq#custody')).toBe(true);
    expect(isSameDocument('http://x.test/faq#our-fee', 'http://x.test/faq#custody')).toBe(true);
    expect(isSameDocument('http://x.test/faq#custody', 'http://x.test/faq')).toBe(true);
  });

  it('is false when the path or the query changes', () => {
    expect(isSameDocument('http://x.test/faq#a', 'http://x.test/de/faq#a')).toBe(false);
    expect(isSameDocument('http://x.test/swap?from=btc', 'http://x.test/swap?from=eth')).toBe(
      false,
    );
  });
});
