import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/content/pipeline';
import { BLOCK_TAG } from '@/lib/content/tree';

const render = (markdown: string, values: Record<string, string> = {}) =>
  renderMarkdown(markdown, { values, file: 'test.md' });

function elements(tree: Root | Element): Element[] {
  return tree.children.flatMap((child: RootContent) =>
    child.type === 'element' ? [child, ...elements(child)] : [],
  );
}

const tags = (tree: Root) => elements(tree).map((element) => element.tagName);
const allProperties = (tree: Root) =>
  elements(tree).flatMap((element) => Object.keys(element.properties));

describe('the Markdown pipeline', () => {
  it('drops raw HTML: script, style, iframes and any tag written in the text', () => {
    const { tree } = render(
      [
        'Before',
        '',
        '<script>alert(1)</script>',
        '',
        '<style>body{display:none}</style>',
        '',
        '<iframe src="https://example.com"></iframe>',
        '',
        'Inline <b onclick="alert(1)">bold</b> and <img src=x onerror="alert(1)"> here.',
        '',
        '<div onmouseover="alert(1)">block</div>',
      ].join('\n'),
    );
    for (const tag of ['script', 'style', 'iframe', 'img', 'b', 'div']) {
      expect(tags(tree), tag).not.toContain(tag);
    }
    expect(JSON.stringify(tree)).not.toMatch(/alert|onclick|onerror|onmouseover/);
  });

  it('removes javascript:, data: and vbscript: links but keeps safe ones', () => {
    const { tree } = render(
      [
        '[one](javascript:alert(1)) [two](JAVASCRIPT:alert(1)) [three](data:text/html;base64,PHNjcmlwdD4=)',
        '[four](vbscript:msgbox) [safe](https://example.com/a) [site](/privacy-policy) [mail](mailto:a@example.com)',
      ].join('\n'),
    );
    const hrefs = elements(tree)
      .filter((element) => element.tagName === 'a')
      .map((element) => element.properties.href);
    expect(hrefs).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'https://example.com/a',
      '/privacy-policy',
      'mailto:a@example.com',
    ]);
  });

  it('keeps no event handler, style or class attribute', () => {
    const { tree } = render('Text with [a link](https://example.com "title") and `code`.\n');
    const properties = allProperties(tree);
    expect(properties.filter((name) => /^on/i.test(name))).toEqual([]);
    expect(properties).not.toContain('style');
  });

  it('gives headings stable ids and lists h2 and h3 for the table of contents', () => {
    const { tree, headings } = render(
      [
        '## Who is responsible',
        'Text.',
        '### Visiting the website',
        '## Your rights',
        '## Your rights',
        '#### Too deep for the contents',
      ].join('\n\n'),
    );
    expect(headings).toEqual([
      { depth: 2, id: 'who-is-responsible', text: 'Who is responsible' },
      { depth: 3, id: 'visiting-the-website', text: 'Visiting the website' },
      { depth: 2, id: 'your-rights', text: 'Your rights' },
      { depth: 2, id: 'your-rights-1', text: 'Your rights' },
    ]);
    const h4 = elements(tree).find((element) => element.tagName === 'h4');
    expect(h4?.properties.id).toBe('too-deep-for-the-contents');
  });

  it('refuses an h1: the page title is the only one', () => {
    expect(() => render('# Title\n\nText')).toThrow(/test\.md: "# " heading/);
  });

  it('fills placeholders in text and refuses unknown ones', () => {
    const { tree } = render('Run by {operator} for {brand}; code `{brand}` stays.', {
      brand: 'Swaplens',
      operator: 'Example Ltd',
    });
    const text = JSON.stringify(tree);
    expect(text).toContain('Run by Example Ltd for Swaplens; code ');
    expect(text).toContain('"value":"{brand}"');
    expect(() => render('Hello {nobody}.')).toThrow(/unknown placeholder \{nobody\}/);
  });

  it('turns a {{name}} paragraph into a slot, after sanitising', () => {
    const { tree, blocks } = render('Intro\n\n{{storage-inventory}}\n\nMore {{not-a-slot}} text.');
    expect(blocks).toEqual(['storage-inventory']);
    const slot = elements(tree).find((element) => element.tagName === BLOCK_TAG);
    expect(slot?.properties).toEqual({ name: 'storage-inventory' });
    expect(tags(tree).filter((tag) => tag === BLOCK_TAG)).toHaveLength(1);
  });

  it('renders GitHub tables', () => {
    const { tree } = render('| Data | Kept |\n| --- | --- |\n| Counters | 10 minutes |');
    expect(tags(tree)).toEqual(expect.arrayContaining(['table', 'thead', 'tbody', 'th', 'td']));
  });
  describe("images (ADR 0010: only the site's own screenshots)", () => {
    const known = (src: string) =>
      src === '/screenshots/en/status.webp' ? { width: 390, height: 640 } : undefined;
    const renderImage = (markdown: string) =>
      renderMarkdown(markdown, { values: {}, file: 'test.md', imageSize: known });

    it('keeps a known screenshot with its alt text, its size and lazy loading', () => {
      const { tree } = renderImage('![The status page](/screenshots/en/status.webp "ignored")\n');
      const image = elements(tree).find((element) => element.tagName === 'img');
      expect(image?.properties).toEqual({
        src: '/screenshots/en/status.webp',
        alt: 'The status page',
        width: 390,
        height: 640,
        loading: 'lazy',
        decoding: 'async',
      });
    });

    it('refuses a remote image, an unknown file and a screenshot without alt text', () => {
      expect(() => renderImage('![x](https://example.com/a.png)\n')).toThrow(
        /test\.md: image "https:\/\/example\.com\/a\.png" is not a screenshot/,
      );
      expect(() => renderImage('![x](/screenshots/en/missing.webp)\n')).toThrow(/not a screenshot/);
      expect(() => renderImage('![](/screenshots/en/status.webp)\n')).toThrow(/has no alt text/);
    });

    it('refuses images by default until npm run screenshots lists them', () => {
      expect(() => render('![x](/screenshots/en/not-made.webp)\n')).toThrow(/not a screenshot/);
    });
  });
});
