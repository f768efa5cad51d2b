import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { routes } from '@/lib/routing/routes';
import {
  article,
  breadcrumbList,
  faqPage,
  ratedOrganization,
  serializeJsonLd,
} from '@/lib/seo/json-ld';
import { markPrerenderedHtml } from '@/scripts/nonce-marker.mjs';
import { createNonceRewriter } from '@/server/nonce.mjs';

const SITE = 'http://localhost:3000';
const P = '0123456789012345678901234567890123456789';
const HOSTILE = 'a </script><script>alert(1)</script> <!-- & \u2028\u2029 > "quote"';

/**
 * The JSON text inside the data block. With no "<" inside, nothing but the closing tag can end
 * the script (HTML's script data state ends only at "</script"), so this is what a browser reads.
 */
function blockText(html: string): string {
  const match = /^<script type="application\/ld\+json">([^<]*)<\/script>$/.exec(html);
  expect(match, html).not.toBeNull();
  return match?.[1] ?? '';
}

describe('JSON-LD builders', () => {
  it('builds a FAQ page, breadcrumbs and an article with localised absolute URLs', () => {
    expect(faqPage([{ question: 'Fees?', answer: 'All included.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Fees?',
          acceptedAnswer: { '@type': 'Answer', text: 'All included.' },
        },
      ],
    });
    const trail = breadcrumbList('fr', [
      { name: 'Accueil', route: routes.home() },
      { name: 'Blog', route: routes.blog() },
      { name: 'Guide', route: routes.blogPost('guide') },
    ]);
    expect(trail.itemListElement.map((step) => [step.position, step.item])).toEqual([
      [1, `${SITE}/fr`],
      [2, `${SITE}/fr/blog/`],
      [3, `${SITE}/fr/blog/guide/`],
    ]);
    const post = article({
      locale: 'de',
      route: routes.blogPost('guide'),
      headline: 'Guide',
      description: 'How to compare',
      published: new Date('2026-11-01T00:00:00Z'),
      authors: [{ name: 'Ana', route: routes.blogAuthor('ana') }, { name: 'Guest' }],
      images: ['/blog/guide.webp', 'https://cdn.example/x.png'],
    });
    expect(post).toMatchObject({
      '@type': 'Article',
      inLanguage: 'de',
      mainEntityOfPage: `${SITE}/de/blog/guide/`,
      datePublished: '2026-11-01T00:00:00.000Z',
      dateModified: '2026-11-01T00:00:00.000Z',
      author: [
        { '@type': 'Person', name: 'Ana', url: `${SITE}/de/blog/authors/ana/` },
        { '@type': 'Person', name: 'Guest' },
      ],
      publisher: { '@type': 'Organization', name: 'Swaplens', url: `${SITE}/de` },
      image: [`${SITE}/blog/guide.webp`, 'https://cdn.example/x.png'],
    });
  });
});

describe('ratedOrganization', () => {
  it("states the brand's aggregate rating on a 1-5 scale, with its home page in the locale", () => {
    expect(ratedOrganization('de', { average: 4.4, count: 10 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Swaplens',
      url: `${SITE}/de`,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.4,
        reviewCount: 10,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('refuses to rate from no review at all', () => {
    expect(() => ratedOrganization('en', { average: 0, count: 0 })).toThrow(RangeError);
  });
});

describe('serializeJsonLd', () => {
  it('escapes <, >, & and U+2028/U+2029, and parses back to the same data', () => {
    const data = faqPage([{ question: HOSTILE, answer: HOSTILE }]);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  // The characters that matter in a script, plus a lone surrogate.
  const markup = fc.string({
    unit: fc.constantFrom(
      '<',
      '>',
      '&',
      '/',
      '!',
      '-',
      's',
      'S',
      '\u2028',
      '\u2029',
      '"',
      '\\',
      '\uD800',
    ),
    maxLength: 40,
  });

  it('keeps any text inside the one script and readable back', () => {
    fc.assert(
      fc.property(markup, (value) => {
        const data = faqPage([{ question: value, answer: `</script>${value}<!--` }]);
        const html = renderToStaticMarkup(<JsonLd data={data} />);
        expect(JSON.parse(blockText(html))).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('<JsonLd> and the CSP nonce (ADR 0001)', () => {
  const html = renderToStaticMarkup(
    <JsonLd data={[faqPage([{ question: HOSTILE, answer: 'x' }]), breadcrumbList('en', [])]} />,
  );

  it('renders a data block without a nonce', () => {
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
    expect(html).not.toContain('nonce');
  });

  it('passes the build marker unchanged (a data block is trusted without a nonce)', () => {
    expect(markPrerenderedHtml(html, P, 'page.html')).toBe(html);
  });

  it('passes the server nonce rewriter unchanged: it gains no nonce', () => {
    const rewriter = createNonceRewriter({ placeholder: P, nonce: '9'.repeat(40), html: true });
    expect(rewriter.push(html) + rewriter.flush()).toBe(html);
  });
});
