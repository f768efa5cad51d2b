import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { createNonceRewriter, injectNonce, nonceFromCsp } from '@/server/nonce.mjs';

describe('nonceFromCsp', () => {
  it('reads the nonce out of a policy', () => {
    expect(nonceFromCsp("default-src 'self'; script-src 'nonce-AbC+/9=' 'strict-dynamic'")).toBe(
      'AbC+/9=',
    );
    expect(nonceFromCsp("default-src 'self'")).toBeNull();
    expect(nonceFromCsp(undefined)).toBeNull();
  });
});

describe('createNonceRewriter', () => {
  it('adds the nonce to script and link tags that lack one, in any chunking', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="canonical" href="/"/>' +
      '<link rel="preload" as="script" href="/a.js"/><link rel="modulepreload" href="/m.js">' +
      '<script src="/a.js" async></script>' +
      '<script nonce="keep">x()</script><style>p{}</style></head><body><p>a < b</p>' +
      '<script>self.__next_f.push([1,"\\u003cscript"])</script><scripts>no</scripts></body></html>';
    const expected =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="canonical" href="/"/>' +
      '<link nonce="N" rel="preload" as="script" href="/a.js"/><link nonce="N" rel="modulepreload" href="/m.js">' +
      '<script nonce="N" src="/a.js" async></script>' +
      '<script nonce="keep">x()</script><style>p{}</style></head><body><p>a < b</p>' +
      '<script nonce="N">self.__next_f.push([1,"\\u003cscript"])</script><scripts>no</scripts></body></html>';
    for (let size = 1; size <= html.length; size += 3) {
      const rewriter = createNonceRewriter('N');
      let out = '';
      for (let i = 0; i < html.length; i += size) out += rewriter.push(html.slice(i, i + size));
      out += rewriter.flush();
      expect(out, `chunk size ${size}`).toBe(expected);
    }
  });
});

describe('injectNonce on a real server', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(handler: (res: ServerResponse) => void): Promise<string> {
    const compress = compression({ threshold: 0 });
    server = createServer((req, res) => {
      // Same order as server/index.mjs: compression first, the rewriter on top of it.
      compress(req as never, res as never, () => {
        injectNonce(res);
        handler(res);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  }

  it('rewrites streamed, multi-byte HTML and drops validators and length', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', "script-src 'nonce-R4nd0m' 'strict-dynamic'");
      res.setHeader('content-length', '999');
      res.setHeader('etag', '"abc"');
      const body = Buffer.from('<p>日本語</p><scr' + 'ipt src="/x.js"></script>');
      res.write(body.subarray(0, 5)); // splits the first multi-byte character
      res.write(body.subarray(5, 20));
      res.end(body.subarray(20));
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toBe('<p>日本語</p><script nonce="R4nd0m" src="/x.js"></script>');
  });

  it('leaves non-HTML answers and HTML without a nonce untouched', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '13' });
      res.end('{"a":"<link"}');
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(await response.text()).toBe('{"a":"<link"}');
    expect(response.headers.get('content-length')).toBe('13');
  });
});
