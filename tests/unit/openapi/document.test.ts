import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { defineOperation } from '@/lib/api/contract';
import { documentedOperations, openApiDocument, type DocumentSite } from '@/lib/openapi';

// The document passes a standard OpenAPI linter's recommended rules (Redocly's `recommended`,
// errors and warnings alike), and what those rules ask for is ours by construction: an
// operationId declared with every contract, camelCase and unique; `security` on every operation
// from the route's strategies; a licence that is configured or the terms that govern the API.

const site: DocumentSite = {
  siteUrl: 'https://swap.test',
  brand: {
    name: 'Swaplens',
    apiTitle: 'Swaplens API',
    apiLicense: undefined,
    supportEmail: undefined,
  },
};

type Json = Record<string, unknown>;
type Doc = ReturnType<typeof openApiDocument>;

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Json>).map(([method, spec]) => ({
      path,
      method,
      spec,
    })),
  );

async function lint(doc: unknown) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(doc, null, 2),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map(
    ({ ruleId, severity, message, location }) =>
      `${severity} ${ruleId}: ${message} (${location[0]?.pointer ?? ''})`,
  );
}

describe('the OpenAPI document and the recommended lint rules', () => {
  it('passes Redocly’s recommended ruleset without an error or a warning', async () => {
    expect(await lint(openApiDocument(site))).toEqual([]);
  });

  it('passes it with every brand option set too', async () => {
    const doc = openApiDocument({
      ...site,
      brand: {
        ...site.brand,
        apiLicense: { name: 'Apache 2.0', identifier: 'Apache-2.0' },
        supportEmail: 'help@swap.test',
      },
    });
    expect(doc.info.license).toEqual({ name: 'Apache 2.0', identifier: 'Apache-2.0' });
    expect(doc.info.contact).toEqual({
      name: 'Swaplens support',
      url: 'https://swap.test/contact',
      email: 'help@swap.test',
    });
    expect(await lint(doc)).toEqual([]);
  });

  it('fails the linter when an operation lacks an operationId or security (the rules run)', async () => {
    const doc = structuredClone(openApiDocument(site)) as unknown as {
      paths: Record<string, Record<string, Json>>;
    };
    delete doc.paths['/currencies']!.get!.operationId;
    delete doc.paths['/currencies']!.get!.security;
    const problems = await lint(doc);
    expect(problems.some((line) => line.includes('operation-operationId:'))).toBe(true);
    expect(problems.some((line) => line.includes('security-defined:'))).toBe(true);
  });

  it('names every operation with a unique camelCase operationId', () => {
    const ids = operationsOf(openApiDocument(site)).map(({ spec }) => spec.operationId);
    expect(ids.length).toBe(documentedOperations().length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares security on every operation from its contract’s strategies', () => {
    for (const { spec, path } of operationsOf(openApiDocument(site))) {
      expect(Array.isArray(spec.security), path).toBe(true);
      expect((spec.security as unknown[]).length, path).toBeGreaterThan(0);
    }
    // A public operation that also takes a partner's keys: a key with the scope, or none.
    const swaps = openApiDocument(site).paths['/swaps'] as Record<string, Json>;
    expect(swaps.post!.security).toEqual([
      { partnerKey: ['swaps.create'] },
      { publishableKey: ['swaps.create'] },
      {},
    ]);
  });

  it('tags every operation with a described tag the document lists', () => {
    const doc = openApiDocument(site);
    const described = new Map<string, string>(doc.tags.map((tag) => [tag.name, tag.description]));
    for (const { spec, path } of operationsOf(doc)) {
      const [tag] = spec.tags as string[];
      expect(described.get(tag!), path).toBeTruthy();
    }
    expect(new Set(operationsOf(doc).map(({ spec }) => (spec.tags as string[])[0]))).toEqual(
      new Set(described.keys()),
    );
  });

  it('names the terms for partners as the licence when the brand names none, and the server from SITE_URL', () => {
    const doc = openApiDocument(site);
    expect(doc.info.license).toEqual({
      name: 'Terms for partners',
      url: 'https://swap.test/terms-for-partners',
    });
    expect(doc.info.contact).toEqual({
      name: 'Swaplens support',
      url: 'https://swap.test/contact',
    });
    expect(doc.servers.map((server) => server.url)).toEqual(['https://swap.test/api/v1']);
  });

  it('does not compile an operation without an operationId or with one that is not camelCase', () => {
    const bare = { method: 'GET', path: '/api/v1/x', response: {} as never, errors: [] } as const;
    // @ts-expect-error operationId is required
    defineOperation({ ...bare, auth: ['public'] });
    // @ts-expect-error auth is required
    defineOperation({ ...bare, operationId: 'getX' });
    // @ts-expect-error an operationId starts with a lower-case letter
    defineOperation({ ...bare, operationId: 'GetX', auth: ['public'] });
    expect(defineOperation({ ...bare, operationId: 'getX', auth: ['public'] }).operationId).toBe(
      'getX',
    );
  });
});
