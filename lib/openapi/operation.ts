import type { z } from 'zod';
import type { Operation } from '@/lib/api/contract';
import { API_ERRORS } from '@/lib/api/errors';
import { inputSchema, ref } from './schemas';
import { authErrors, securityOf } from './security';
import type { TagName } from './tags';

// One operation of the document: its words, and what the contract says of its parameters,
// answers and error codes.

/** The document's server is <site>/api/v1, so its paths start after that. */
export const API_BASE = '/api/v1';

type JsonObject = Record<string, unknown>;

interface OperationDoc {
  operation: Operation;
  /** The group the operation is listed under (./tags.ts). */
  tag: TagName;
  summary: string;
  description?: string;
  /** Words and examples for parameters, by name. */
  parameters?: Record<string, { description?: string; examples?: string[] }>;
  /** Parameters the contract does not carry (headers). */
  headers?: JsonObject[];
  /** The named schema of the request body. */
  body?: string;
  success: { description: string; content: Record<string, string> };
}

const json = (id: string) => ({ 'application/json': { schema: ref(id) } });

/** A parameter object; its examples belong to its schema (OpenAPI's own are a map). */
function parameter(doc: OperationDoc, name: string, place: string, schema: JsonObject) {
  const { description, examples } = doc.parameters?.[name] ?? {};
  return {
    name,
    in: place,
    ...(description ? { description } : {}),
    schema: examples ? { ...schema, examples } : schema,
  };
}

function queryParameters(doc: OperationDoc): JsonObject[] {
  const { operation } = doc;
  const path = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    ...parameter(doc, name, 'path', { type: 'string' }),
    required: true,
  }));
  if (!operation.query) return path;
  const object = inputSchema(operation.query as z.ZodType) as {
    properties: Record<string, JsonObject>;
    required?: string[];
  };
  const query = Object.entries(object.properties).map(([name, schema]) => ({
    ...parameter(doc, name, 'query', schema),
    ...(object.required?.includes(name) ? { required: true } : {}),
  }));
  return [...path, ...query];
}

/** Sent with every 429 and 503: when to ask again. */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before asking again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The operation's error codes under the status each answers (one table: API_ERRORS). */
function errorResponses(operation: Operation): Record<string, JsonObject> {
  const byStatus = new Map<number, string[]>();
  const codes = new Set([...authErrors(operation), ...operation.errors]);
  for (const code of codes) {
    const status = API_ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const statuses = [...byStatus.keys()].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: byStatus.get(status)!.join(', '),
        ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
        content: json('Error'),
      },
    ]),
  );
}

export function describeOperation(doc: OperationDoc) {
  const { operation } = doc;
  const parameters = [...(doc.headers ?? []), ...queryParameters(doc)];
  const content = Object.fromEntries(
    Object.entries(doc.success.content).map(([type, id]) => [type, { schema: ref(id) }]),
  );
  return {
    path: operation.path.slice(API_BASE.length),
    method: operation.method.toLowerCase(),
    tag: doc.tag,
    /** The contract it describes (tests compare it with the route's declaration). */
    contract: operation,
    spec: {
      operationId: operation.operationId,
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(doc.body ? { requestBody: { required: true, content: json(doc.body) } } : {}),
      responses: {
        [String(operation.status ?? 200)]: { description: doc.success.description, content },
        ...errorResponses(operation),
      },
      security: securityOf(operation),
    },
  };
}
