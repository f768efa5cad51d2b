import { describe, expect, it } from 'vitest';
import type { RouteHandler } from '@/lib/api/route';
import { defineOperation } from '@/lib/api/contract';
import { documentedOperations } from '@/lib/openapi';
import { authErrors, securityOf } from '@/lib/openapi/security';

// The document says what the routes do: every route handler under app/api/v1 is an operation of
// the document (the document itself aside), and each operation's `auth` and `scope` are the ones
// its route handler declares, so its `security` is the truth.

const modules = import.meta.glob<Record<string, unknown>>('/app/api/v1/**/route.ts');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Not an operation of the API: the description of it. */
const UNDOCUMENTED = new Set(['GET /api/v1/openapi.json']);

/** '/app/api/v1/swaps/[id]/route.ts' → '/api/v1/swaps/{id}'. */
const pathOf = (file: string) =>
  file
    .replace(/^\/app/, '')
    .replace(/\/route\.ts$/, '')
    .replace(/\[(\w+)\]/g, '{$1}');

async function handlers() {
  const out = new Map<string, RouteHandler<unknown>>();
  for (const [file, load] of Object.entries(modules)) {
    const exports = await load();
    for (const method of METHODS) {
      const handler = exports[method] as RouteHandler<unknown> | undefined;
      if (handler) out.set(`${method} ${pathOf(file)}`, handler);
    }
  }
  return out;
}

describe('the document and the route handlers of /api/v1', () => {
  it('documents every route handler, and every operation has one', async () => {
    const routes = await handlers();
    const documented = documentedOperations().map(
      ({ contract }) => `${contract.method} ${contract.path}`,
    );
    expect([...routes.keys()].filter((key) => !UNDOCUMENTED.has(key)).sort()).toEqual(
      [...documented].sort(),
    );
  });

  it('gives every operation the auth and scope its route handler declares', async () => {
    const routes = await handlers();
    for (const { contract } of documentedOperations()) {
      const handler = routes.get(`${contract.method} ${contract.path}`)!;
      expect([handler.auth].flat(), contract.operationId).toEqual([...contract.auth]);
      expect(handler.scope, contract.operationId).toBe(contract.scope);
    }
  });
});

describe('security from the strategies', () => {
  const base = { method: 'GET', path: '/api/v1/x', response: {} as never, errors: [] } as const;

  it('writes public as the anonymous requirement, after the keys it also takes', () => {
    expect(securityOf(defineOperation({ ...base, operationId: 'getX', auth: ['public'] }))).toEqual(
      [{}],
    );
    const keyed = defineOperation({
      ...base,
      operationId: 'getX',
      auth: ['public', 'partnerKey', 'publishableKey'],
      scope: 'offers.read',
    });
    expect(securityOf(keyed)).toEqual([
      { partnerKey: ['offers.read'] },
      { publishableKey: ['offers.read'] },
      {},
    ]);
    expect(authErrors(keyed)).toEqual(['unauthorized', 'insufficient_scope']);
  });

  it('requires the key when public is not among the strategies', () => {
    const op = defineOperation({ ...base, operationId: 'getX', auth: ['partnerKey'] });
    expect(securityOf(op)).toEqual([{ partnerKey: [] }]);
    expect(authErrors(op)).toEqual(['unauthorized']);
  });

  it('refuses to document an admin operation', () => {
    expect(() =>
      securityOf(defineOperation({ ...base, operationId: 'getX', auth: ['admin'] })),
    ).toThrow(/not part of the public API/);
  });
});
