import { readdirSync } from 'node:fs';

// The layers of docs/decisions/0005-declared-layers.md, as import/no-restricted-paths zones.
// Each entry is a folder or a file under lib/.

/** Infrastructure that knows no product rule. i18n is here: the API's error bodies need it. */
const PLATFORM = [
  'api',
  'build-config.ts',
  'cache',
  'db',
  'env',
  'health',
  'http',
  'i18n',
  'jobs',
  'log.ts',
  'mail',
  'net',
  'process-singleton.mjs',
  'security',
  'server-lifecycle.ts',
  'zod-jitless.ts',
];
/** Plugs the domains into the platform's hooks (seed steps, email kinds, jobs). */
const COMPOSITION = ['startup'];
/** Everything else under lib/ is a domain (catalogue, rates, swaps, seo, the shell ...). */
const DOMAINS = readdirSync(new URL('../lib', import.meta.url)).filter(
  (entry) => !['providers', ...PLATFORM, ...COMPOSITION].includes(entry),
);
/** What a provider kind shows the rest of the app; its vendors and helpers stay inside. */
const PROVIDER_SURFACE = ['index', 'types', 'errors', 'registry', 'contract'].map(
  (name) => `**/lib/providers/*/${name}.ts`,
);
/** Components reach data through domain functions, never through these. */
const NOT_FOR_COMPONENTS = ['cache', 'db', 'env', 'http', 'jobs', 'log.ts', 'mail', 'providers'];

const lib = (entries) => entries.map((entry) => `lib/${entry}`);
const below = (entries) => entries.map((entry) => `./${entry}`);

/**
 * The zones; `allow` lets a temporary exception through: paths relative to lib/ for `platform`
 * and `providers`, globs for `providerInternals`, paths under the folder for `components`.
 */
function zones(allow = {}) {
  return [
    {
      target: lib(PLATFORM),
      from: 'lib',
      except: [...below(PLATFORM), ...(allow.platform ?? [])],
      message: 'The platform imports no domain, provider or composition (ADR 0005).',
    },
    {
      // Not even the database: a provider's state (the sandbox's books) is handed in.
      target: 'lib/providers',
      from: 'lib',
      except: [
        ...below(PLATFORM.filter((entry) => entry !== 'db')),
        './providers',
        ...(allow.providers ?? []),
      ],
      message: 'Providers import only the platform, not the database (ADR 0005).',
    },
    {
      target: [...lib(DOMAINS), ...lib(COMPOSITION), 'app'],
      from: 'lib/providers/**',
      except: [...PROVIDER_SURFACE, '**/lib/providers/exchange/sandbox/index.ts'].concat(
        allow.providerInternals ?? [],
      ),
      message:
        "Use a provider kind's types, errors, registry or contract, not its insides (ADR 0005).",
    },
    {
      target: [...lib(PLATFORM), ...lib(DOMAINS), 'lib/providers', 'components'],
      from: lib(COMPOSITION),
      message: 'Only instrumentation.ts and the tests wire the domains in (ADR 0005).',
    },
    {
      target: 'lib',
      from: ['app', 'components'],
      message: 'lib/ never imports routes or components (ADR 0005).',
    },
    ...NOT_FOR_COMPONENTS.map((entry) => ({
      target: 'components',
      from: `lib/${entry}`,
      except: allow.components?.[entry] ?? [],
      message:
        'Components never import the database, providers, environment or server machinery (ADR 0005).',
    })),
  ];
}

const rules = (allow) => ({ 'import/no-restricted-paths': ['error', { zones: zones(allow) }] });

// TEMPORARY exceptions for imports that other branches of issue 9 remove; the coordinator deletes
// each one once its branch is merged. Each lets through only the listed import.
const EXCEPTIONS = [
  {
    // providers branch: statuses move to the exchange contract.
    files: [
      'lib/providers/exchange/types.ts',
      'lib/providers/exchange/shared/status.ts',
      'lib/providers/exchange/exolix/statuses.ts',
      'lib/providers/exchange/letsexchange/statuses.ts',
      'lib/providers/exchange/stealthex/statuses.ts',
      'lib/providers/exchange/sandbox/lifecycle.ts',
    ],
    allow: { providers: ['./swaps/status.ts'] },
  },
  {
    // providers branch: the sandbox gets its store injected.
    files: ['lib/providers/exchange/sandbox/index.ts'],
    allow: { providers: ['./catalogue/index.ts', './db/client.ts', './db/schema'] },
  },
  {
    files: ['lib/providers/exchange/sandbox/provider.ts'],
    allow: { providers: ['./db/client.ts', './db/schema', './rates/quote-store.ts'] },
  },
  {
    // providers branch: decimal maths move to lib/decimal.ts.
    files: ['lib/swaps/range.ts', 'lib/rates/ask.ts'],
    allow: { providerInternals: ['**/lib/providers/exchange/shared/{index,decimal}.ts'] },
  },
  {
    // contracts branch: the OpenAPI document is generated from the contracts.
    files: ['lib/api/openapi.ts'],
    allow: { platform: ['./swaps/status.ts'] },
  },
  {
    // contracts branch: RateType moves to the rates contract.
    files: [
      'components/exchange/checkout/checkout-schema.ts',
      'components/exchange/offers/use-offer-stream.ts',
      'components/exchange/rate-type-switch.tsx',
      'components/exchange/selection.ts',
      'components/exchange/types.ts',
    ],
    allow: { components: { providers: ['./exchange/types.ts'] } },
  },
  {
    // contracts/page-kit branches: server components read these values through lib/, not env.
    files: [
      'components/layout/analytics/analytics.tsx',
      'components/layout/footer/site-footer.tsx',
      'components/layout/header/site-header.tsx',
    ],
    allow: { components: { env: ['./index.ts'] } },
  },
];

/** Flat-config blocks: the layers for lib/, components/ and app/, then the exceptions. */
export const layers = [
  { files: ['lib/**', 'components/**', 'app/**'], rules: rules() },
  ...EXCEPTIONS.map(({ files, allow }) => ({ files, rules: rules(allow) })),
];
