import { readdirSync } from 'node:fs';

// The layers of docs/decisions/0007-declared-layers.md, as import/no-restricted-paths zones.
// Each entry is a folder or a file under lib/.

/** Infrastructure that knows no product rule. i18n is here: the API's error bodies need it. */
const PLATFORM = [
  'api',
  'build-config.ts',
  'cache',
  'db',
  'decimal.ts',
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
  'upstream',
  'zod-jitless.ts',
];
/** Plugs the domains into the platform's hooks (seed steps, email kinds, jobs). */
const COMPOSITION = ['startup'];
/** The page types (ADR 0019): above every domain, below app/ and the composition. */
const PAGES = ['pages'];
/** Everything else under lib/ is a domain (catalogue, rates, swaps, seo, the shell ...). */
const DOMAINS = readdirSync(new URL('../lib', import.meta.url)).filter(
  (entry) => !['providers', ...PLATFORM, ...COMPOSITION, ...PAGES].includes(entry),
);
/**
 * The domains in tiers (ADR 0019): a domain imports only domains of a lower tier, so no two can
 * import each other, directly or round a loop. A new domain is placed in the lowest tier above
 * everything it imports.
 */
const DOMAIN_TIERS = [
  // URL rules, the brand, and leaves that import no other domain.
  [
    'admin',
    'brand-style.ts',
    'brand.ts',
    'consent',
    'embed',
    'faq',
    'geo',
    'monitoring-sites.ts',
    'newsletter',
    'partner-webhooks',
    'press',
    'routing',
    'screenshots',
  ],
  ['analytics', 'brand-links', 'catalogue', 'content', 'navigation', 'partner-applications', 'seo'],
  ['blog', 'contact', 'global-data', 'header', 'legal', 'partner-earnings', 'rates'],
  ['dex', 'fiat', 'footer', 'partners', 'site-settings.ts', 'swaps'],
  // The partner program: partners, keys and their reports (reads swaps); the widgets' URL and
  // event rules (read swap statuses); the messaging bot (reads offers and swap statuses); the
  // site's figures (count the providers, the catalogue and the DEX networks); the bridge routes
  // (move the DEX's curated tokens between the DEX chains).
  ['partner-program', 'widgets', 'bot', 'site-figures', 'bridge'],
  ['openapi', 'reviews'],
];
const untiered = DOMAINS.filter((entry) => !DOMAIN_TIERS.flat().includes(entry));
if (untiered.length > 0) {
  throw new Error(`eslint/layers.mjs: place ${untiered.join(', ')} in a DOMAIN_TIERS tier`);
}
/** What a provider kind shows the rest of the app; its vendors and helpers stay inside. */
const PROVIDER_SURFACE = [
  ...['index', 'types', 'errors', 'registry', 'contract'].map(
    (name) => `**/lib/providers/*/${name}.ts`,
  ),
  // The names of every provider secret (checked against the adapters' declarations): the build
  // and the start-up check read it without loading any adapter.
  '**/lib/providers/secret-keys.json',
];
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
      message: 'The platform imports no domain, provider or composition (ADR 0007).',
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
      message: 'Providers import only the platform, not the database (ADR 0007).',
    },
    {
      target: [...lib(DOMAINS), ...lib(COMPOSITION), 'app'],
      from: 'lib/providers/**',
      except: [...PROVIDER_SURFACE, '**/lib/providers/exchange/sandbox/index.ts'].concat(
        allow.providerInternals ?? [],
      ),
      message:
        "Use a provider kind's types, errors, registry or contract, not its insides (ADR 0007).",
    },
    {
      target: [...lib(PLATFORM), ...lib(DOMAINS), 'lib/providers', 'components'],
      from: lib(COMPOSITION),
      message: 'Only instrumentation.ts and the tests wire the domains in (ADR 0007).',
    },
    {
      target: 'lib',
      from: ['app', 'components'],
      message: 'lib/ never imports routes or components (ADR 0007).',
    },
    {
      target: [...lib(PLATFORM), ...lib(DOMAINS), 'lib/providers'],
      from: lib(PAGES),
      message: 'Only app/, the composition and the tests import the page types (ADR 0019).',
    },
    ...tierZones(),
    ...NOT_FOR_COMPONENTS.map((entry) => ({
      target: 'components',
      from: `lib/${entry}`,
      except: allow.components?.[entry] ?? [],
      message:
        'Components never import the database, providers, environment or server machinery (ADR 0007).',
    })),
  ];
}

/** One zone per domain: it may not import a domain of its own tier or a higher one. */
function tierZones() {
  return DOMAIN_TIERS.flatMap((tier, level) =>
    tier.map((domain) => ({
      target: `lib/${domain}`,
      from: lib(
        DOMAIN_TIERS.slice(level)
          .flat()
          .filter((other) => other !== domain),
      ),
      message: `${domain} (tier ${level}) imports only domains of a lower tier (ADR 0019).`,
    })),
  );
}

const rules = (allow) => ({ 'import/no-restricted-paths': ['error', { zones: zones(allow) }] });

// Exceptions: none today. An entry { files, allow } lets only the listed imports through for those
// files; add one only with a comment saying why and when it goes.
const EXCEPTIONS = [];

/** Flat-config blocks: the layers for lib/, components/ and app/, then the exceptions. */
export const layers = [
  { files: ['lib/**', 'components/**', 'app/**'], rules: rules() },
  ...EXCEPTIONS.map(({ files, allow }) => ({ files, rules: rules(allow) })),
];
