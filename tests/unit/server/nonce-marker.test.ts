// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markBuildOutput, markPrerenderedHtml } from '@/scripts/nonce-marker.mjs';

/** What a browser's parser (jsdom's parse5, WHATWG-conformant) makes of the markup. */
function parseFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

// The build step that gives the placeholder nonce to the tags Next emitted in prerendered HTML.
// The fixture is a real prerendered page of this site (.next/server/app/en.html, flight data
// shortened) as `next build` writes it: Next's tags without a nonce, our consent script with the
// placeholder, which is this test's P.
const P = '0123456789012345678901234567890123456789';
const page = readFileSync(path.join(__dirname, 'fixtures/prerendered-en.html.txt'), 'utf8');
const mark = (html: string) => markPrerenderedHtml(html, P, 'en.html');
const attribute = ` nonce="${P}"`;

function scripts(html: string) {
  return [...parseFragment(html).querySelectorAll('script, link')].map((element) => ({
    tag: element.outerHTML.slice(0, 120),
    name: element.localName,
    rel: element.getAttribute('rel'),
    as: element.getAttribute('as'),
    nonce: element.getAttribute('nonce'),
  }));
}

describe('markPrerenderedHtml', () => {
  it('gives the placeholder to every script and script preload of a real page, and only those', () => {
    const before = scripts(page);
    expect(before.filter((s) => s.name === 'script').length).toBeGreaterThan(20);
    const after = scripts(mark(page));
    for (const element of after) {
      const runs =
        element.name === 'script' ||
        element.rel === 'modulepreload' ||
        (element.rel === 'preload' && element.as === 'script');
      expect(element.nonce, element.tag).toBe(runs ? P : null);
    }
    // Nothing else changed: without the attribute both are the same text.
    expect(mark(page).replaceAll(attribute, '')).toBe(page.replaceAll(attribute, ''));
    expect(mark(mark(page))).toBe(mark(page));
  });

  it.for([
    ['an inline script', '<script>alert(1)</script>'],
    ['an inline script with a type', '<script type="module">alert(1)</script>'],
    ['a script from another site', '<script src="https://evil.example/x.js"></script>'],
    ['a script outside /_next/static/', '<script src="/x.js"></script>'],
    ['a path that climbs out', '<script src="/_next/static/../../x.js"></script>'],
    ['a foreign nonce', '<script nonce="guess">alert(1)</script>'],
    ['a flight push with code after it', '<script>self.__next_f.push([1,"x"]);alert(1)</script>'],
    ['a flight push with a non-JSON argument', '<script>self.__next_f.push(alert(1))</script>'],
    ['a flight push with markup', '<script>self.__next_f.push(["<!--<script>"])</script>'],
    ['a malformed script tag', `<script src="/_next/static/a.js" src="/x.js"></script>`],
  ])('fails the build on %s, naming the file', ([, injected]) => {
    const html = page.replace('<main', `${injected}<main`);
    expect(() => markPrerenderedHtml(html, P, '.next/server/app/en.html')).toThrow(
      /\.next\/server\/app\/en\.html holds scripts the nonce marker does not trust/,
    );
  });

  it('leaves JSON data blocks and script text in comments or textarea alone', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<!-- <script>alert(1)</script> --><textarea><script>alert(1)</script></textarea>';
    expect(mark(html)).toBe(html);
  });

  it("accepts Next's three data pushes, and only with a JSON argument", () => {
    const pushes = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
    ];
    for (const push of pushes)
      expect(mark(push)).toBe(push.replace('<script', `<script${attribute}`));
  });
});

describe('markBuildOutput', () => {
  function build(files: Record<string, string>): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'nonce-marker-'));
    for (const [name, html] of Object.entries(files)) {
      const file = path.join(dist, 'server', 'app', name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    return dist;
  }
  const good = '<script src="/_next/static/a.js"></script>';

  it('marks every prerendered page', () => {
    const dist = build({ 'en.html': good, 'fr/maintenance.html': good, 'en.rsc': good });
    expect(markBuildOutput(dist, P)).toBe(2);
    const marked = readFileSync(path.join(dist, 'server/app/fr/maintenance.html'), 'utf8');
    expect(marked).toBe(`<script${attribute} src="/_next/static/a.js"></script>`);
    expect(readFileSync(path.join(dist, 'server/app/en.rsc'), 'utf8')).toBe(good);
  });

  it('fails naming each page with an unknown script, and changes no page', () => {
    const dist = build({ 'en.html': good, 'de/x.html': '<script>alert(1)</script>' });
    expect(() => markBuildOutput(dist, P)).toThrow(/de\/x\.html holds scripts .*\n.*alert\(1\)/);
    expect(readFileSync(path.join(dist, 'server/app/en.html'), 'utf8')).toBe(good);
  });
});
