import type { AnchorHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentBody } from '@/components/content/content-body';
import { TableOfContents } from '@/components/content/table-of-contents';
import { renderMarkdown } from '@/lib/content/pipeline';
import type { Locale } from '@/lib/i18n/locales';

// next-intl's Link needs Next's router; a plain anchor marks the links that go through it (it
// adds the reader's locale prefix in the browser).
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    href,
    prefetch,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: false }) => (
    <a href={href} data-intl-link={String(prefetch)} {...rest} />
  ),
}));

function html(markdown: string, locale: Locale = 'fr', blocks?: Record<string, React.ReactNode>) {
  const { tree } = renderMarkdown(markdown, { values: {}, file: 'test.md' });
  return renderToStaticMarkup(
    <ContentBody tree={tree} locale={locale} newTab="(new tab)" blocks={blocks} lang="en" />,
  );
}

describe('ContentBody', () => {
  it('renders the sanitised tree as elements, with no script and no handler', () => {
    const out = html('## Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) **bold**');
    expect(out).toContain('<h2 id="title">Title</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).not.toMatch(/<script|alert|javascript:/);
    expect(out).toContain('lang="en"');
  });

  it('sends site paths through the locale-aware link, without prefetch', () => {
    const out = html('[privacy](/privacy-policy#retention)');
    expect(out).toContain('<a href="/privacy-policy#retention" data-intl-link="false">privacy</a>');
  });

  it('gives blog paths the reader’s prefix and a full page load', () => {
    expect(html('[blog](/blog/)', 'fr')).toContain('<a href="/fr/blog/">blog</a>');
    expect(html('[blog](/blog/)', 'en')).toContain('<a href="/blog/">blog</a>');
  });

  it('opens other sites in a new tab without access to this page, and says so', () => {
    const out = html('[Google](https://policies.google.com/privacy)');
    expect(out).toContain(
      '<a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">Google<span class="visually-hidden"> (new tab)</span></a>',
    );
  });

  it('keeps in-page anchors and mailto links as they are', () => {
    const out = html('[up](#top) [mail](mailto:a@example.com)');
    expect(out).toContain('<a href="#top">up</a>');
    expect(out).toContain('<a href="mailto:a@example.com">mail</a>');
  });

  it('puts tables in a scrollable region the keyboard can reach', () => {
    const out = html('| A | B |\n| - | - |\n| 1 | 2 |');
    expect(out).toMatch(/<div[^>]*tabindex="0"[^>]*><table>/);
  });

  it('fills slots with the page’s blocks and fails on a missing one', () => {
    expect(html('{{table}}', 'en', { table: <p>the table</p> })).toContain('<p>the table</p>');
    expect(() => html('{{table}}', 'en', {})).toThrow(/nothing given for the slot \{\{table\}\}/);
  });
});

describe('TableOfContents', () => {
  it('links to each h2 in order and leaves out h3', () => {
    const out = renderToStaticMarkup(
      <TableOfContents
        title="Contents"
        headings={[
          { depth: 2, id: 'a', text: 'First' },
          { depth: 3, id: 'a-1', text: 'Inner' },
          { depth: 2, id: 'b', text: 'Second' },
        ]}
      />,
    );
    expect(out).toContain('<h2 id="toc-title"');
    expect(out).toMatch(/<li><a href="#a">First<\/a><\/li><li><a href="#b">Second<\/a><\/li>/);
    expect(out).not.toContain('Inner');
  });

  it('renders nothing without sections', () => {
    expect(renderToStaticMarkup(<TableOfContents title="Contents" headings={[]} />)).toBe('');
  });
});
