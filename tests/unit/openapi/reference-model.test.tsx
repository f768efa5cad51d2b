import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api-reference/api-reference';
import { SchemaTree } from '@/components/api-reference/schema-tree';
import { API_ERRORS } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import { openApiDocument } from '@/lib/openapi';
import { referenceModel, schemaNode, type ReferenceDocument } from '@/lib/openapi/reference-model';

// The API reference page's model and markup, from the generated document: every operation is
// there once under its tag, schemas become nested field lists with their enums and bounds, each
// example calls the operation's method and path, and the page's labels are the locale's.

const doc = openApiDocument({
  siteUrl: 'https://swap.test',
  brand: {
    name: 'Swaplens',
    apiTitle: 'Swaplens API',
    apiLicense: undefined,
    supportEmail: undefined,
  },
}) as unknown as ReferenceDocument;
const model = referenceModel(doc);
const operations = model.tags.flatMap((tag) => tag.operations);

const messages = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;
const render = (node: ReactNode, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );

describe('the reference model', () => {
  it('lists every operation of the document once, under its tag', () => {
    const inDocument = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((spec) => (spec as { operationId: string }).operationId),
    );
    expect(operations.map((operation) => operation.id).sort()).toEqual([...inDocument].sort());
    expect(model.tags.map((tag) => tag.name)).toEqual(doc.tags!.map((tag) => tag.name));
    for (const tag of model.tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('gives each operation its method, full path, security, parameters and error codes', () => {
    const getSwap = operations.find((operation) => operation.id === 'getSwap')!;
    expect(getSwap).toMatchObject({ method: 'get', path: '/api/v1/swaps/{id}' });
    expect(getSwap.security).toEqual({
      anonymous: true,
      schemes: [
        expect.objectContaining({ id: 'partnerKey', scopes: ['swaps.read'] }),
        expect.objectContaining({ id: 'publishableKey', scopes: ['swaps.read'] }),
      ],
    });
    expect(getSwap.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const offers = operations.find((operation) => operation.id === 'getOffers')!;
    const direction = offers.parameters.find((parameter) => parameter.name === 'direction')!;
    expect(direction.schema.enum).toEqual(['direct', 'reverse']);
    expect(direction.schema.constraints).toContainEqual({ kind: 'default', value: 'direct' });
    // The codes of each error response are the contract's, each answered with that status.
    for (const operation of operations) {
      for (const response of operation.responses) {
        for (const code of response.codes) expect(String(API_ERRORS[code])).toBe(response.status);
      }
    }
    const create = operations.find((operation) => operation.id === 'createSwap')!;
    expect(create.responses.find((response) => response.status === '422')?.codes).toEqual([
      'amount_too_low',
      'amount_too_high',
      'pair_unavailable',
      'idempotency_conflict',
    ]);
    expect(create.requestBody).toMatchObject({ required: true, mediaType: 'application/json' });
  });

  it('writes an example that calls the method and path with the document’s examples', () => {
    for (const operation of operations) {
      const firstLine = operation.example.split('\n')[0]!;
      const method =
        operation.method === 'get' ? 'curl ' : `curl -X ${operation.method.toUpperCase()} `;
      expect(firstLine.startsWith(method), operation.id).toBe(true);
      const prefix = operation.path.split('{')[0]!;
      expect(firstLine, operation.id).toContain(`'https://swap.test${prefix}`);
      expect(operation.example, operation.id).not.toContain('{id}');
    }
    const offers = operations.find((operation) => operation.id === 'getOffers')!.example;
    expect(offers.split(' \\\n')[0]).toBe(
      "curl 'https://swap.test/api/v1/offers?from=btc&to=eth&amount=0.1'",
    );
    const create = operations.find((operation) => operation.id === 'createSwap')!.example;
    expect(create).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(create).toContain("-H 'Content-Type: application/json'");
    const body = JSON.parse(/-d '([\s\S]*)'$/.exec(create)![1]!) as Record<string, unknown>;
    expect(body).toMatchObject({ amount: '0.1', acceptTerms: true, direction: 'direct' });
    expect(operations.find((operation) => operation.id === 'getSwap')!.example).toContain(
      '/api/v1/swaps/K7M2Q9XD3F8H',
    );
  });

  it('asks for a key in the example only where one is required', () => {
    const keyed: ReferenceDocument = {
      ...doc,
      paths: {
        '/partner/swaps': {
          get: {
            operationId: 'listPartnerSwaps',
            summary: 'The partner’s swaps',
            tags: ['Partner'],
            security: [{ partnerKey: ['swaps.read'] }],
            responses: { '200': { description: 'OK' }, '401': { description: 'unauthorized' } },
          },
        },
      },
      components: {
        ...doc.components,
        securitySchemes: { partnerKey: { type: 'http', scheme: 'bearer', description: 'Key' } },
      },
    };
    const keyedModel = referenceModel(keyed);
    const [operation] = keyedModel.tags[0]!.operations;
    expect(operation!.security).toEqual({
      anonymous: false,
      schemes: [{ id: 'partnerKey', scopes: ['swaps.read'] }],
    });
    expect(operation!.example).toContain("-H 'Authorization: Bearer <partnerKey>'");
    expect(keyedModel.schemes).toEqual([
      { id: 'partnerKey', type: 'http', scheme: 'bearer', description: 'Key' },
    ]);
    const html = render(
      <ApiReference model={keyedModel} brand="Swaplens" documentUrl="/d" errorMessages={{}} />,
    );
    expect(html).toContain(
      'A key is required: <a href="#scheme-partnerKey"><code>partnerKey</code></a>',
    );
    expect(html).toContain('<code>swaps.read </code>');
  });
});

describe('a schema as a field list', () => {
  const components = {
    Side: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
  };
  const schema = {
    type: 'object',
    required: ['id', 'legs'],
    properties: {
      id: { type: 'string', minLength: 12, maxLength: 12, description: 'The Swap ID.' },
      status: { type: 'string', enum: ['waiting', 'finished'] },
      from: { $ref: '#/components/schemas/Side' },
      legs: {
        type: 'array',
        maxItems: 3,
        items: {
          type: 'object',
          required: ['amount'],
          properties: {
            amount: { type: 'string', examples: ['0.1'] },
            fee: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
          },
        },
      },
      event: {
        oneOf: [
          { type: 'object', properties: { type: { type: 'string', const: 'start' } } },
          { type: 'object', properties: { type: { type: 'string', const: 'done' } } },
        ],
      },
    },
  };

  it('reads nested objects, arrays, enums, references, nullable values and shapes', () => {
    const node = schemaNode(schema, components);
    const field = (name: string) => node.properties!.find((property) => property.name === name)!;
    expect(field('id')).toMatchObject({
      required: true,
      schema: {
        type: 'string',
        description: 'The Swap ID.',
        constraints: [
          { kind: 'minLength', value: '12' },
          { kind: 'maxLength', value: '12' },
        ],
      },
    });
    expect(field('status').schema.enum).toEqual(['waiting', 'finished']);
    expect(field('from').schema).toMatchObject({ ref: 'Side', type: 'object' });
    expect(field('from').schema.properties).toBeUndefined();
    const legs = field('legs').schema;
    expect(legs.constraints).toEqual([{ kind: 'maxItems', value: '3' }]);
    expect(legs.items!.properties!.map((property) => property.name)).toEqual(['amount', 'fee']);
    expect(legs.items!.properties![1]!.schema).toMatchObject({ type: 'number', nullable: true });
    expect(field('event').schema.variants).toHaveLength(2);
    expect(
      schemaNode({ $ref: '#/components/schemas/Side' }, components, true).properties,
    ).toHaveLength(1);
  });

  it('renders them as nested lists in <details>, with the locale’s labels', () => {
    const html = render(<SchemaTree node={schemaNode(schema, components)} />, 'de');
    expect(html).toMatch(/<code class="[^"]*fieldName[^"]*">id<\/code>/);
    expect(html).toContain('Pflicht');
    expect(html).toMatch(
      /Einer von <span><code>waiting<\/code><\/span><span>, <code>finished<\/code>/,
    );
    expect(html).toContain('mindestens <code>12</code> Zeichen');
    expect(html).toContain('<a href="#schema-Side">Side</a>');
    expect(html).toContain('<details');
    expect(html).toContain('<summary>Felder von legs</summary>');
    expect(html).toContain('Liste von');
    expect(html).toContain('oder null');
    expect(html).toContain('Form 2');
  });
});

describe('the page', () => {
  it('links every operation from the contents, anchored by its operationId, in every locale', () => {
    for (const locale of ['en', 'de', 'ja'] as const) {
      const html = render(
        <ApiReference
          model={model}
          brand="Swaplens"
          documentUrl="/api/v1/openapi.json"
          errorMessages={{}}
        />,
        locale,
      );
      for (const operation of operations) {
        expect(html, operation.id).toContain(`id="${operation.id}"`);
        expect(html, operation.id).toContain(`href="#${operation.id}"`);
      }
      for (const code of Object.keys(API_ERRORS)) expect(html).toContain(`id="error-${code}"`);
      expect(html).toContain('<pre');
      expect(html).not.toContain('<script');
    }
  });
});
