import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTH_STRATEGIES, isAuthDeclaration } from '@/lib/api/auth/names';
import { route } from '@/lib/api/route';

// A state-changing route cannot forget its origin rule, body contract or body limit: the types
// refuse it, route() throws when the module loads, and every route file in app/ is checked.

const body = z.object({ a: z.string() });
const ok = async () => new Response(null, { status: 204 });
const limit = { name: 'declarations', limit: 1, globalLimit: 1, windowMs: 1_000 };

describe('route declarations', () => {
  it.for(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses a %s route without an origin rule, body contract or body limit',
    (method) => {
      expect(() =>
        // @ts-expect-error origin is required
        route({ method, auth: 'public', rateLimit: limit, body, maxBytes: 10 }, ok),
      ).toThrow(/origin/);
      expect(() =>
        // @ts-expect-error maxBytes is required
        route({ method, auth: 'public', rateLimit: limit, origin: 'same-site', body }, ok),
      ).toThrow(/maxBytes/);
      expect(() =>
        // @ts-expect-error body is required
        route({ method, auth: 'public', rateLimit: limit, origin: 'same-site', maxBytes: 10 }, ok),
      ).toThrow(/body/);
      expect(() =>
        // @ts-expect-error rateLimit is required ('none' says so on purpose)
        route({ method, auth: 'public', origin: 'any', body, maxBytes: 10 }, ok),
      ).toThrow(/rateLimit/);
      expect(() =>
        // @ts-expect-error an origin rule is one of two words
        route({ method, auth: 'public', rateLimit: 'none', origin: 'lax', body, maxBytes: 10 }, ok),
      ).toThrow(/origin/);
      expect(() =>
        route({ method, auth: 'public', rateLimit: 'none', origin: 'any', body, maxBytes: 0 }, ok),
      ).toThrow(/maxBytes/);
    },
  );

  it('refuses a route without a caller strategy, or with one that does not exist', () => {
    // @ts-expect-error auth is required ('public' says so on purpose)
    expect(() => route({ method: 'GET', rateLimit: 'none' }, ok)).toThrow(/auth/);
    expect(() =>
      // @ts-expect-error a strategy is one of lib/api/auth's names
      route({ method: 'GET', auth: 'anyone', rateLimit: 'none' }, ok),
    ).toThrow(/auth must be one of public, admin, partnerKey/);
    const write = { method: 'POST', rateLimit: 'none', origin: 'any', body, maxBytes: 9 } as const;
    // @ts-expect-error the same for a state-changing route
    expect(() => route({ ...write, auth: 'cookie' }, ok)).toThrow(/auth/);
    for (const auth of AUTH_STRATEGIES) {
      expect(route({ method: 'GET', auth, rateLimit: 'none' }, ok).auth).toBe(auth);
    }
  });

  it('refuses a GET route that declares a body', () => {
    // @ts-expect-error a GET reads no body
    expect(() => route({ method: 'GET', auth: 'public', rateLimit: 'none', body }, ok)).toThrow(
      /no body/,
    );
  });

  it('refuses a route without a method', () => {
    // @ts-expect-error the method decides which checks apply
    expect(() => route({ auth: 'public', rateLimit: 'none' }, ok)).toThrow(/method/);
  });
});

async function routeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /^route\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Route files Next prerenders at build: no request reaches them, so no caller (ADR 0016). */
const PRERENDERED = [
  path.join('feeds', '[file]'),
  // The brand's favicon (force-static: it depends only on BRAND_CONFIG).
  path.join('icon.svg'),
  path.join('og-image.png'),
  path.join('social', 'blog', '[file]'),
];

describe('every route file in app/', () => {
  it('declares who may call each handler, but the prerendered files and the liveness probe', async () => {
    const files = await routeFiles(path.join(process.cwd(), 'app'));
    const checked: string[] = [];
    for (const file of files) {
      const folder = path.relative(path.join(process.cwd(), 'app'), path.dirname(file));
      if (PRERENDERED.includes(folder) || folder === path.join('api', 'health', 'live')) continue;
      const exports = (await import(file)) as Record<string, { auth?: unknown } | undefined>;
      for (const [name, value] of Object.entries(exports)) {
        if (!/^[A-Z]+$/.test(name)) continue;
        checked.push(`${name} ${folder}`);
        expect({ file, name, auth: isAuthDeclaration(value?.auth) }).toEqual({
          file,
          name,
          auth: true,
        });
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['GET sitemaps/[file]', 'GET social/coin/[file]', 'GET sitemap.xml']),
    );
  });

  it('builds each state-changing export with the kit, declared for that method', async () => {
    const files = await routeFiles(path.join(process.cwd(), 'app'));
    expect(files.length).toBeGreaterThan(10);
    const writes: string[] = [];
    for (const file of files) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const handler = exports[method] as { method?: string } | undefined;
        if (handler === undefined) continue;
        writes.push(`${method} ${path.relative(process.cwd(), file)}`);
        expect({ file, method: handler.method }).toEqual({ file, method });
      }
    }
    expect(writes.length).toBeGreaterThanOrEqual(4);
  });

  it('builds every API handler with the kit, except the liveness probe', async () => {
    const files = [
      ...(await routeFiles(path.join(process.cwd(), 'app', 'api'))),
      ...(await routeFiles(path.join(process.cwd(), 'app', 'apiglobal'))),
    ];
    for (const file of files) {
      if (file.includes(path.join('health', 'live'))) continue;
      const exports = (await import(file)) as Record<string, { method?: string } | undefined>;
      for (const [name, value] of Object.entries(exports)) {
        if (!/^[A-Z]+$/.test(name)) continue;
        expect({ file, method: value?.method }).toEqual({ file, method: name });
      }
    }
  });
});
