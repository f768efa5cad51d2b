import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
      // @ts-expect-error origin is required
      expect(() => route({ method, rateLimit: limit, body, maxBytes: 10 }, ok)).toThrow(/origin/);
      // @ts-expect-error maxBytes is required
      expect(() => route({ method, rateLimit: limit, origin: 'same-site', body }, ok)).toThrow(
        /maxBytes/,
      );
      expect(() =>
        // @ts-expect-error body is required
        route({ method, rateLimit: limit, origin: 'same-site', maxBytes: 10 }, ok),
      ).toThrow(/body/);
      expect(() =>
        // @ts-expect-error rateLimit is required ('none' says so on purpose)
        route({ method, origin: 'any', body, maxBytes: 10 }, ok),
      ).toThrow(/rateLimit/);
      expect(() =>
        // @ts-expect-error an origin rule is one of two words
        route({ method, rateLimit: 'none', origin: 'lax', body, maxBytes: 10 }, ok),
      ).toThrow(/origin/);
      expect(() =>
        route({ method, rateLimit: 'none', origin: 'any', body, maxBytes: 0 }, ok),
      ).toThrow(/maxBytes/);
    },
  );

  it('refuses a GET route that declares a body', () => {
    // @ts-expect-error a GET reads no body
    expect(() => route({ method: 'GET', rateLimit: 'none', body }, ok)).toThrow(/no body/);
  });

  it('refuses a route without a method', () => {
    // @ts-expect-error the method decides which checks apply
    expect(() => route({ rateLimit: 'none' }, ok)).toThrow(/method/);
  });
});

async function routeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /^route\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('every route file in app/', () => {
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
