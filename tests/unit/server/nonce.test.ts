import { describe, expect, it } from 'vitest';
import { createNonceRewriter, nonceFromCsp } from '@/server/nonce.mjs';

// The build's placeholder P (Next writes it on its own tags) and a response nonce N.
const P = '0123456789012345678901234567890123456789';
const N = '9876543210987654321098765432109876543210';

function rewrite(text: string, html = true): string {
  const rewriter = createNonceRewriter({ placeholder: P, nonce: N, html });
  return rewriter.push(text) + rewriter.flush();
}

describe('nonceFromCsp', () => {
  it('reads the nonce out of a policy', () => {
    expect(nonceFromCsp("default-src 'self'; script-src 'nonce-AbC+/9=' 'strict-dynamic'")).toBe(
      'AbC+/9=',
    );
    expect(nonceFromCsp("default-src 'self'")).toBeNull();
    expect(nonceFromCsp(undefined)).toBeNull();
  });
});

describe('createNonceRewriter on HTML', () => {
  it("gives the response's nonce to the tags Next marked, in attributes and in flight data", () => {
    const html =
      `<link rel="preload" as="script" nonce="${P}" href="/_next/static/a.js"/>` +
      `<script src="/_next/static/a.js" nonce="${P}" async=""></script>` +
      `<script nonce="${P}">self.__next_f.push([1,":HL[\\"/a.css\\",\\"style\\",{\\"nonce\\":\\"${P}\\"}]"])</script>`;
    const out = rewrite(html);
    expect(out).toBe(html.replaceAll(P, N));
    expect(out).not.toContain(P);
  });

  it('leaves tags without a nonce without one', () => {
    const html =
      '<script>window.__pwned=1</script><script src="/_next/static/a.js"></script>' +
      '<link rel="modulepreload" href="/m.js"><img src=x onerror="alert(1)"><p>a < b</p>';
    expect(rewrite(html)).toBe(html);
  });

  it.for([
    ['double quotes', '<script nonce="guess">x()</script>'],
    ['single quotes', "<script nonce='guess'>x()</script>"],
    ['no quotes', '<script nonce=guess>x()</script>'],
    ['upper case', '<SCRIPT NONCE="guess">x()</SCRIPT>'],
    ['mixed case', '<script NoNcE="guess">x()</script>'],
    ['spaces around =', '<script nonce \t=\n "guess">x()</script>'],
    ['no value', '<script nonce>x()</script>'],
    ['empty value', '<script nonce="">x()</script>'],
    ['after a quoted value', '<script src="/a.js"nonce="guess"></script>'],
    ['after a slash', '<script/nonce="guess">x()</script>'],
    ['the response nonce itself', `<script nonce="${N}">x()</script>`],
    ['P inside a longer value', `<script nonce="x${P}">x()</script>`],
    ['P with a space', `<script nonce=" ${P}">x()</script>`],
    ['P as character references', `<script nonce="&#x30;${P.slice(1)}">x()</script>`],
    ['P twice', `<script nonce="${P}" nonce="${P}">x()</script>`],
    ['P and a foreign one', `<script nonce="${P}" NONCE="guess">x()</script>`],
    ['P on a tag with a repeated attribute', `<script src="/a.js" nonce="${P}" src="/b.js">`],
    ['P adopted by an unterminated tag', `<script src="//evil.example/x.js" <script nonce="${P}">`],
    ['P with a < in another attribute', `<script title="<x" nonce="${P}" src="//evil/x.js">`],
    ['on any element', '<img src="x" nonce="guess"><div nonce=guess></div>'],
  ])('strips a foreign nonce: %s', ([, html]) => {
    const out = rewrite(html!);
    expect(out).not.toMatch(/nonce/i);
    expect(out).not.toContain(N);
  });

  it('keeps everything else of a tag whose nonce it strips', () => {
    expect(rewrite('<script a="1" nonce="guess" src=/x.js async>')).toBe(
      '<script a="1"  src=/x.js async>',
    );
    expect(rewrite('<script a="1"nonce="guess"b>')).toBe('<script a="1"b>');
  });

  it('adds nothing to `<script` text inside comments, textarea, title, style or attributes', () => {
    const html =
      '<!-- <script nonce="guess">x()</script> --><textarea><script>x()</script></textarea>' +
      '<title><script></title><style>a<script{}</style><a title="<script>">l</a>' +
      '<noscript><script nonce="guess"></noscript>';
    const out = rewrite(html);
    expect(out).not.toContain(N);
    // Inside raw text a nonce is not an attribute: it is text, left as it is.
    expect(out).toBe(html);
  });

  it('ends comments and raw text where a browser does', () => {
    // `<!-->` closes at once, and an end tag needs its exact name: the second tag is real.
    expect(rewrite('<!--><script nonce="guess">')).toBe('<!--><script >');
    expect(rewrite('<textarea></textareax><script nonce="g"></textarea><b nonce="g">')).toBe(
      '<textarea></textareax><script nonce="g"></textarea><b >',
    );
    expect(rewrite('<!--a--!><i nonce=g>')).toBe('<!--a--!><i >');
  });

  it('passes an unterminated tag at the end through unchanged', () => {
    expect(rewrite('<p>x</p><script nonce="guess" src="/a.js"')).toBe(
      '<p>x</p><script nonce="guess" src="/a.js"',
    );
  });
});

describe('createNonceRewriter on a stream', () => {
  it('sends each chunk on at once unless its end could begin the placeholder', () => {
    const rewriter = createNonceRewriter({ placeholder: P, nonce: N, html: false });
    // A streamed RSC row reaches the browser without waiting for the next chunk…
    expect(rewriter.push('1:["$","p",null,{"children":"a"}]\n')).toBe(
      '1:["$","p",null,{"children":"a"}]\n',
    );
    // …and only a tail that may be the start of P waits for what follows.
    expect(rewriter.push(`2:{"nonce":"${P.slice(0, 7)}`)).toBe('2:{"nonce":"');
    expect(rewriter.push(`${P.slice(7)}"}\n`)).toBe(`${N}"}\n`);
    expect(rewriter.flush()).toBe('');
  });
});

describe('createNonceRewriter on an RSC payload', () => {
  it('replaces the placeholder and changes nothing else', () => {
    const payload = `0:{"a":"<script nonce=\\"guess\\">"}\n1:HL["/x.css","style",{"nonce":"${P}"}]\n`;
    expect(rewrite(payload, false)).toBe(payload.replace(P, N));
  });
});
