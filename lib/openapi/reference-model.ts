import { API_ERRORS, type ApiErrorCode } from '@/lib/api/errors';

// What the API reference page (/for-partners/api) shows, read from the generated OpenAPI
// document (./index.ts): every operation under its tag with its method, path, words, security,
// parameters, request body, responses with their error codes, and a curl example; the schemes;
// the code table. Plain data the page's server components render: no JSX, no translation (the
// page translates its own labels; the document's words stay English).

type Json = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document the page reads (the generator's output is one). */
export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** A constraint of a schema, named for the page to translate. */
export type ConstraintKind =
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'pattern'
  | 'format'
  | 'default'
  | 'const'
  | 'example';

export interface Constraint {
  kind: ConstraintKind;
  value: string;
}

/**
 * A schema as a readable tree. `type` is the JSON type ('string', 'object', 'array', 'null', or
 * several joined by ' | '); `ref` names a component schema; `items` is an array's element;
 * `values` a map's value (additionalProperties); `variants` the shapes of oneOf / anyOf.
 */
export interface SchemaNode {
  type: string;
  ref?: string;
  description?: string;
  enum?: string[];
  nullable: boolean;
  constraints: Constraint[];
  properties?: PropertyNode[];
  items?: SchemaNode;
  values?: SchemaNode;
  variants?: SchemaNode[];
}

export interface PropertyNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: SchemaNode;
}

export interface ResponseView {
  status: string;
  description: string;
  /** The error codes answered with this status (an error response's description lists them). */
  codes: ApiErrorCode[];
  content: { mediaType: string; schema: SchemaNode }[];
  headers: string[];
}

export interface SecurityView {
  /** Callable without a credential. */
  anonymous: boolean;
  /** The schemes that are accepted, each with the scopes its key must allow. */
  schemes: { id: string; scopes: string[] }[];
}

export interface OperationView {
  /** The operationId: the anchor of the operation on the page. */
  id: string;
  method: string;
  /** The full path, server path included: '/api/v1/swaps/{id}'. */
  path: string;
  summary: string;
  description?: string;
  security: SecurityView;
  parameters: ParameterView[];
  requestBody?: { required: boolean; mediaType: string; schema: SchemaNode };
  responses: ResponseView[];
  /** A curl command that calls it, with the examples of the document. */
  example: string;
}

export interface TagView {
  name: string;
  description?: string;
  operations: OperationView[];
}

export interface SchemeView {
  id: string;
  /** 'http' with its scheme ('bearer'), or 'apiKey' with the header it is sent in. */
  type: string;
  scheme?: string;
  header?: string;
  description?: string;
}

export interface ReferenceModel {
  title: string;
  version: string;
  description?: string;
  serverUrl: string;
  tags: TagView[];
  schemes: SchemeView[];
  /** Every component schema, by name, for the page's schema section. */
  schemas: { name: string; schema: SchemaNode }[];
  /** The error body's schema (components.schemas.Error) and every code with its status. */
  errorSchema?: SchemaNode;
  errorCodes: { code: ApiErrorCode; status: number }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const REF = '#/components/schemas/';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function refName(schema: Json): string | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(REF) ? ref.slice(REF.length) : undefined;
}

const CONSTRAINTS: ConstraintKind[] = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'default',
  'const',
];

function constraintsOf(schema: Json): Constraint[] {
  const out: Constraint[] = [];
  for (const kind of CONSTRAINTS) {
    // "At least 0 characters" says nothing.
    const nothing = (kind === 'minLength' || kind === 'minItems') && schema[kind] === 0;
    if (schema[kind] !== undefined && !nothing) out.push({ kind, value: text(schema[kind]) });
  }
  const examples = schema.examples;
  if (Array.isArray(examples) && examples.length > 0) {
    out.push({ kind: 'example', value: text(examples[0]) });
  }
  return out;
}

/**
 * The readable tree of a schema. A reference to a component names it and is not followed (the
 * page lists every component once) unless `expand` says so for the top level, where an
 * operation's body or answer is shown in full.
 */
export function schemaNode(raw: unknown, components: Json, expand = false, depth = 0): SchemaNode {
  const schema = isObject(raw) ? raw : {};
  const ref = refName(schema);
  if (ref) {
    const target = components[ref];
    if (expand && isObject(target) && depth < 8) {
      return { ...schemaNode(target, components, false, depth + 1), ref };
    }
    const node = isObject(target) ? schemaNode(target, components, false, 99) : undefined;
    return { type: node?.type ?? 'object', ref, nullable: false, constraints: [] };
  }
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  const variantsOf = (Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf) as
    unknown[] | undefined;
  if (Array.isArray(variantsOf)) {
    // `anyOf: [X, { type: 'null' }]` is X or null, not two shapes.
    const shapes = variantsOf.filter((variant) => !(isObject(variant) && variant.type === 'null'));
    const nullable = shapes.length < variantsOf.length;
    if (shapes.length === 1) {
      const node = schemaNode(shapes[0], components, false, depth + 1);
      return { ...node, nullable: true, description: description ?? node.description };
    }
    return {
      type: 'oneOf',
      description,
      nullable,
      constraints: constraintsOf(schema),
      variants: shapes.map((variant) => schemaNode(variant, components, false, depth + 1)),
    };
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === 'string',
  );
  const nullable = types.includes('null') && types.length > 1;
  const named = types.filter((type) => !nullable || type !== 'null');
  const type =
    named.length > 0 ? named.join(' | ') : isObject(schema.properties) ? 'object' : 'any';
  const node: SchemaNode = {
    type,
    description,
    nullable,
    constraints: constraintsOf(schema),
    ...(Array.isArray(schema.enum) ? { enum: schema.enum.map(text) } : {}),
  };
  if (depth > 12) return node;
  if (isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    node.properties = Object.entries(schema.properties).map(([name, child]) => ({
      name,
      required: required.has(name),
      schema: schemaNode(child, components, false, depth + 1),
    }));
  }
  if (schema.items !== undefined)
    node.items = schemaNode(schema.items, components, false, depth + 1);
  if (isObject(schema.additionalProperties)) {
    node.values = schemaNode(schema.additionalProperties, components, false, depth + 1);
  }
  return node;
}

/** A value that fits `schema` for an example: the document's own, or a marked placeholder. */
function exampleValue(raw: unknown, components: Json, name: string, depth = 0): unknown {
  const schema = isObject(raw) ? raw : {};
  const ref = refName(schema);
  if (ref) return depth < 6 ? exampleValue(components[ref], components, name, depth + 1) : {};
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) {
    return exampleValue(variants[0], components, name, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || isObject(schema.properties)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    // Required fields, and the optional ones the document gives an example of.
    return Object.fromEntries(
      Object.entries(properties)
        .filter(
          ([key, child]) => required.has(key) || (isObject(child) && Array.isArray(child.examples)),
        )
        .map(([key, child]) => [key, exampleValue(child, components, key, depth + 1)]),
    );
  }
  if (type === 'array') return [exampleValue(schema.items, components, name, depth + 1)];
  if (type === 'integer' || type === 'number') {
    return typeof schema.minimum === 'number' ? schema.minimum : 1;
  }
  if (type === 'boolean') return true;
  return `<${name}>`;
}

/** A shell word in single quotes ('it'\''s'). */
const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

function curlExample(
  serverUrl: string,
  method: string,
  path: string,
  parameters: Json[],
  body: Json | undefined,
  security: SecurityView,
  components: Json,
  schemes: Json,
): string {
  let url = serverUrl + path;
  const query: string[] = [];
  const headers: string[] = [];
  for (const parameter of parameters) {
    const name = String(parameter.name);
    const value = String(exampleValue(parameter.schema, components, name));
    const example = isObject(parameter.schema) && Array.isArray(parameter.schema.examples);
    if (parameter.in === 'path') url = url.replace(`{${name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && (parameter.required || example)) {
      query.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    } else if (parameter.in === 'header' && parameter.required) {
      // An idempotency key is new for every request: the shell makes one.
      headers.push(
        name === 'Idempotency-Key' ? `"${name}: $(uuidgen)"` : quote(`${name}: ${value}`),
      );
    }
  }
  if (query.length > 0) url += `?${query.join('&')}`;
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} ${quote(url)}`];
  // A key is shown where one is needed; operations open to anyone work without one.
  const scheme = security.anonymous ? undefined : security.schemes[0];
  if (scheme) {
    const definition = schemes[scheme.id];
    if (isObject(definition) && definition.type === 'apiKey') {
      lines.push(`-H ${quote(`${String(definition.name)}: <${scheme.id}>`)}`);
    } else {
      lines.push(`-H ${quote(`Authorization: Bearer <${scheme.id}>`)}`);
    }
  }
  lines.push(`-H ${quote('Accept: application/json')}`);
  for (const header of headers) lines.push(`-H ${header}`);
  if (body) {
    lines.push(`-H ${quote('Content-Type: application/json')}`);
    lines.push(`-d ${quote(JSON.stringify(exampleValue(body, components, 'body'), null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

function securityView(raw: unknown): SecurityView {
  const requirements = Array.isArray(raw) ? raw.filter(isObject) : [];
  return {
    anonymous: requirements.some((requirement) => Object.keys(requirement).length === 0),
    schemes: requirements.flatMap((requirement) =>
      Object.entries(requirement).map(([id, scopes]) => ({
        id,
        scopes: Array.isArray(scopes) ? scopes.map(String) : [],
      })),
    ),
  };
}

/** The codes an error response's description lists ("a, b"), each a code of API_ERRORS. */
function codesOf(status: string, description: string): ApiErrorCode[] {
  if (Number(status) < 400) return [];
  return description
    .split(',')
    .map((part) => part.trim())
    .filter((code): code is ApiErrorCode => code in API_ERRORS);
}

function operationView(
  doc: ReferenceDocument,
  serverPath: string,
  path: string,
  method: string,
  spec: Json,
): OperationView {
  const components = (doc.components.schemas ?? {}) as Json;
  // Cookie parameters are not part of this API; the page names path, query and header ones.
  const parameters = (Array.isArray(spec.parameters) ? spec.parameters : [])
    .filter(isObject)
    .filter((parameter) => ['path', 'query', 'header'].includes(String(parameter.in)));
  const body = isObject(spec.requestBody) ? spec.requestBody : undefined;
  const [bodyType, bodyContent] =
    Object.entries(isObject(body?.content) ? body.content : {})[0] ?? [];
  const bodySchema = isObject(bodyContent) ? (bodyContent.schema as Json | undefined) : undefined;
  const security = securityView(spec.security);
  const responses = Object.entries(isObject(spec.responses) ? spec.responses : {})
    .filter((entry): entry is [string, Json] => isObject(entry[1]))
    .map(([status, response]) => {
      const description = String(response.description ?? '');
      return {
        status,
        description,
        codes: codesOf(status, description),
        content: Object.entries(isObject(response.content) ? response.content : {}).map(
          ([mediaType, media]) => ({
            mediaType,
            schema: schemaNode(isObject(media) ? media.schema : undefined, components, true),
          }),
        ),
        headers: Object.keys(isObject(response.headers) ? response.headers : {}),
      };
    });
  return {
    id: String(spec.operationId),
    method,
    path: serverPath + path,
    summary: String(spec.summary ?? ''),
    ...(typeof spec.description === 'string' ? { description: spec.description } : {}),
    security,
    parameters: parameters.map((parameter) => ({
      name: String(parameter.name),
      in: parameter.in as ParameterView['in'],
      required: parameter.required === true,
      ...(typeof parameter.description === 'string' ? { description: parameter.description } : {}),
      schema: schemaNode(parameter.schema, components),
    })),
    ...(bodyType && bodySchema
      ? {
          requestBody: {
            required: body?.required === true,
            mediaType: bodyType,
            schema: schemaNode(bodySchema, components, true),
          },
        }
      : {}),
    responses,
    example: curlExample(
      doc.servers[0]?.url ?? '',
      method,
      path,
      parameters,
      bodySchema,
      security,
      components,
      (doc.components.securitySchemes ?? {}) as Json,
    ),
  };
}

/** The page's model of `doc`: every operation once, under its first tag, tags in the document's order. */
export function referenceModel(doc: ReferenceDocument): ReferenceModel {
  const serverUrl = doc.servers[0]?.url ?? '';
  const serverPath = serverUrl ? new URL(serverUrl).pathname.replace(/\/$/, '') : '';
  const byTag = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const spec = item[method];
      if (!isObject(spec)) continue;
      const tag = (Array.isArray(spec.tags) ? String(spec.tags[0]) : undefined) ?? 'default';
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        operationView(doc, serverPath, path, method, spec),
      ]);
    }
  }
  const declared = doc.tags ?? [];
  const names = [
    ...declared.map((tag) => tag.name).filter((name) => byTag.has(name)),
    ...[...byTag.keys()].filter((name) => !declared.some((tag) => tag.name === name)),
  ];
  const schemas = doc.components.schemas ?? {};
  return {
    title: doc.info.title,
    version: doc.info.version,
    ...(doc.info.description ? { description: doc.info.description } : {}),
    serverUrl,
    tags: names.map((name) => ({
      name,
      description: declared.find((tag) => tag.name === name)?.description,
      operations: byTag.get(name) ?? [],
    })),
    schemes: Object.entries(doc.components.securitySchemes ?? {})
      .filter((entry): entry is [string, Json] => isObject(entry[1]))
      .map(([id, scheme]) => ({
        id,
        type: String(scheme.type),
        ...(typeof scheme.scheme === 'string' ? { scheme: scheme.scheme } : {}),
        ...(scheme.in === 'header' ? { header: String(scheme.name) } : {}),
        ...(typeof scheme.description === 'string' ? { description: scheme.description } : {}),
      })),
    schemas: Object.keys(schemas)
      .sort()
      .map((name) => ({ name, schema: schemaNode({ $ref: REF + name }, schemas, true) })),
    ...(isObject(schemas.Error) ? { errorSchema: schemaNode(schemas.Error, schemas) } : {}),
    errorCodes: (Object.entries(API_ERRORS) as [ApiErrorCode, number][]).map(([code, status]) => ({
      code,
      status,
    })),
  };
}
