import { z } from 'zod';
import { parsePageCacheMaxBytes, parsePageCacheMaxEntries } from './page-cache-limits.mjs';
import { brandFileVariables, loadBrandFile, type BrandFile } from './brand-file.mjs';
import {
  KNOWN_MESSAGING_HOSTS,
  KNOWN_REVIEW_HOSTS,
  messagingAppName,
  reviewPlatformName,
} from './link-hosts';

// Every environment variable the site reads, parsed once. A bad value stops the process at start
// with a message that names the variable, instead of failing later on a visitor's request.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// The operator's external links are shown to every visitor, so only https.
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const optionalLink = optionalString.pipe(httpsUrl.optional());
// A URL a secret is sent to: https, or plain http only to this machine (a test's stand-in), where
// nothing travels over a network.
const secretUrl = httpsUrl.or(
  z.url({
    protocol: /^http$/,
    hostname: /^(?:127\.0\.0\.1|localhost|\[::1\])$/,
    error: 'must be an https URL (http only to 127.0.0.1 or localhost)',
  }),
);
const productName = optionalString.pipe(z.string().max(40).optional());

// "https://t.me/x,https://x.com/y": the operator's social profiles, in the footer's order.
const socialLinks = optionalString.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const links = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const link of links) {
    if (!httpsUrl.safeParse(link).success) {
      ctx.addIssue({ code: 'custom', message: `"${link}" is not an https URL` });
      return z.NEVER;
    }
  }
  if (new Set(links).size !== links.length) {
    ctx.addIssue({ code: 'custom', message: 'lists the same profile twice' });
    return z.NEVER;
  }
  return links.length > 0 ? links : undefined;
});

// A share of an amount as an exact decimal string from 0 to 1 ("0.002" is 0.2%): the partner
// program's figures (lib/partner-applications/figures.ts), never a float.
const shareOf = (fallback: string) =>
  optionalString
    .pipe(
      z
        .string()
        .regex(/^(?:0(?:\.\d{1,8})?|1(?:\.0{1,8})?)$/, 'must be a decimal from 0 to 1, e.g. 0.002')
        .optional(),
    )
    .transform((value) => value ?? fallback);

// "cdn.example.com,*.img.example": host names (lower case, no scheme, port or path), each once;
// a leading "*." stands for the host's subdomains and the host itself.
const HOST_PATTERN = /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const logoHosts = optionalString.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const hosts = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !HOST_PATTERN.test(host));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `"${bad}" is not a host name such as cdn.example.com`,
    });
    return z.NEVER;
  }
  return hosts.length > 0 ? [...new Set(hosts)] : undefined;
});

const CALLS = /^[1-9]\d{0,6}$/;

// "600" (every provider) or "600,changenow:300,exolix:120" (a default, then named providers).
const providerCalls = z
  .string()
  .trim()
  .default('600')
  .transform((value, ctx) => {
    const [first = '', ...named] = value.split(',').map((part) => part.trim());
    const perProvider: Record<string, number> = {};
    let valid = CALLS.test(first);
    for (const entry of named) {
      const [id = '', calls = ''] = entry.split(':').map((part) => part.trim());
      valid &&= /^[a-z][a-z0-9-]{1,40}$/.test(id) && CALLS.test(calls);
      perProvider[id] = Number(calls);
    }
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be calls per minute ("600"), optionally with "provider:calls" after commas',
      });
      return z.NEVER;
    }
    return { perMinute: Number(first), perProvider };
  });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: httpUrl.default('http://localhost:3000').transform((url) => url.replace(/\/+$/, '')),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: optionalString.pipe(z.string().default('./.data')),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    // Kept as written: "true" turns maintenance on, any other value turns the page off, unset does
    // nothing (see lib/routing/maintenance.ts).
    MAINTENANCE_MODE: z.string().optional(),
    ACCOUNT_URL: optionalString
      .pipe(httpUrl.optional())
      .transform((url) => url?.replace(/\/+$/, '')),
    GTM_ID: optionalString.pipe(
      z
        .string()
        .regex(/^(G|GTM)-[A-Z0-9]+$/, 'is not a valid tag-manager id (expected G-XXXX or GTM-XXXX)')
        .optional(),
    ),
    RECAPTCHA_SITE_KEY: optionalString,
    // The one remote host next/image may load from; a bare hostname (images.example.com).
    IMAGE_DOMAIN: optionalString.pipe(
      z
        .string()
        .toLowerCase()
        .max(253)
        .regex(
          /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
          'must be a bare hostname such as images.example.com',
        )
        .optional(),
    ),
    RECAPTCHA_SECRET_KEY: optionalString,
    // The secret key travels in the request body, so never over plain http.
    RECAPTCHA_VERIFY_URL: secretUrl.default('https://www.google.com/recaptcha/api/siteverify'),
    // The deployment's brand file (lib/env/brand-file.mjs), relative to the project folder; unset:
    // brands/swaplens.json. Its words and links are the defaults of the BRAND_*, LINK_* and
    // SOCIAL_LINKS variables below, which override them.
    BRAND_CONFIG: optionalString,
    BRAND_NAME: optionalString.pipe(z.string().max(40)),
    BRAND_OPERATOR: optionalString.pipe(z.string().max(120).optional()),
    // The operator's identity and claims (lib/brand.ts). Each is shown only when set: nothing about
    // the operator is invented.
    BRAND_OPERATOR_ADDRESS: optionalString.pipe(z.string().max(300).optional()),
    BRAND_OPERATOR_REGISTRATION: optionalString.pipe(z.string().max(200).optional()),
    BRAND_SUPPORT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    BRAND_FOUNDED_YEAR: optionalString.pipe(
      z
        .string()
        .regex(/^\d{4}$/, 'must be a four-digit year')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1990, 'must be a year from 1990')
            .max(new Date().getUTCFullYear(), 'must not be in the future'),
        )
        .optional(),
    ),
    BRAND_SUPPORT_24_7: optionalString
      .pipe(z.enum(['true', 'false']).optional())
      .transform((value) => value === 'true'),
    // The operator's external links (lib/brand-links.ts): each one unset is shown nowhere. The app
    // and the platform are named from the link's host (lib/env/link-hosts.ts) or, for a host the
    // site does not know, by the companion variable.
    LINK_API_DOCS: optionalLink,
    LINK_PRESS_PAGE: optionalLink,
    LINK_PRESS_KIT: optionalLink,
    LINK_MESSAGING_BOT: optionalLink,
    LINK_MESSAGING_BOT_APP: productName,
    LINK_REVIEWS: optionalLink,
    LINK_REVIEWS_PLATFORM: productName,
    LINK_BUG_BOUNTY: optionalLink,
    SOCIAL_LINKS: socialLinks,
    // The partner program's figures shown on /for-partners (decimals of the amount: 0.002 is
    // 0.2%): the default affiliate commission of the exchange amount, and the most an API partner
    // earns of our revenue. A partner's own deal is its row in the partners table.
    PARTNER_COMMISSION_RATE: shareOf('0.002'),
    PARTNER_API_REVENUE_SHARE_MAX: shareOf('0.5'),
    // Where the contact form's messages are mailed (server only, never shown).
    CONTACT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    // The secret of the operator's command (npm run admin) for the local admin routes. Unset: the
    // server makes one per start and writes it to DATA_DIR/admin-token for the command to read.
    ADMIN_TOKEN: optionalString.pipe(
      z
        .string()
        .min(32, 'must be at least 32 characters (for example `openssl rand -hex 32`)')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // Exchange providers: each real adapter is enabled by the keys its declaration names, read by
    // the registry (lib/providers/exchange/registry.ts, readDeclaredKeys below), not listed here.
    // With none set the site runs the labelled sandbox; SANDBOX=true adds the sandbox providers
    // next to real ones (staging).
    SANDBOX: optionalString
      .pipe(z.enum(['true', 'false']).optional())
      .transform((v) => v === 'true'),
    // Testing knob: comma-separated "<sandbox provider id>:<fault>" (hang, error, slow) to prove the
    // offers list never waits on a broken provider. Leave unset in production.
    SANDBOX_FAULTS: optionalString,
    // Per-provider and overall deadlines of one offers request, in ms.
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(6_000),
    OFFERS_DEADLINE_MS: z.coerce.number().int().min(500).max(30_000).default(8_000),
    // Upstream budget: HTTP calls per minute the offers list may send to each provider, all
    // instances together when REDIS_URL is set (see docs/operations.md).
    PROVIDER_CALLS_PER_MINUTE: providerCalls,
    // DEX swaps (docs/dex.md): the JSON-RPC endpoint the server reads each chain through (gas
    // price, token symbol and decimals, simulations, receipts). It may carry a key: server only.
    // Unset: the chain's public endpoint (lib/dex/chains.ts).
    DEX_RPC_URL_ETHEREUM: optionalString.pipe(secretUrl.optional()),
    DEX_RPC_URL_BSC: optionalString.pipe(secretUrl.optional()),
    DEX_RPC_URL_POLYGON: optionalString.pipe(secretUrl.optional()),
    DEX_RPC_URL_ARBITRUM: optionalString.pipe(secretUrl.optional()),
    DEX_RPC_URL_OPTIMISM: optionalString.pipe(secretUrl.optional()),
    // Sandbox DEX only: the SandboxRouter contract (contracts/SandboxRouter.sol) on the chain
    // DEX_RPC_URL_* points at (a devnet or testnet). With it the sandbox's firm quotes carry a
    // transaction to that router; without it sandbox quotes can be compared, not sent.
    DEX_SANDBOX_ROUTER: optionalString.pipe(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex digits)')
        .optional(),
    ),
    // WalletConnect Cloud project id: /dex offers WalletConnect (QR code, mobile wallets) only
    // when it is set. Public by nature (it is sent to the browser); build and server.
    WALLETCONNECT_PROJECT_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-f]{32}$/, 'must be a WalletConnect project id (32 hex digits)')
        .optional(),
    ),
    // Reference prices: CoinGecko when a key is set (demo or pro), otherwise the seed's snapshot.
    COINGECKO_API_KEY: optionalString,
    COINGECKO_PLAN: z.enum(['demo', 'pro']).default('demo'),
    // Swap status emails: smtp(s)://user:pass@host:port; without it the outbox keeps them queued.
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    SMTP_FROM: optionalString,
    // Swap emails per recipient mailbox and UTC day, across all instances; beyond it they are
    // dropped (and logged), the swaps themselves go on. 0 sends none.
    SWAP_MAIL_DAILY_LIMIT: z.coerce.number().int().min(0).max(1_000).default(10),
    // Contact messages forwarded one e-mail each to CONTACT_EMAIL per UTC day (counted on the day
    // they arrive, across instances); later ones that day reach it as one digest after midnight.
    CONTACT_MAIL_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(50),
    // The Telegram bot (docs/bot.md): the token BotFather gave, and the secret Telegram sends
    // back in X-Telegram-Bot-Api-Secret-Token on every update (set with `npm run bot --
    // set-webhook`). Both or neither: without them the bot's route refuses every update.
    TELEGRAM_BOT_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(
          /^\d{1,20}:[A-Za-z0-9_-]{30,100}$/,
          'must be a bot token from BotFather (123456:ABC…)',
        )
        .optional(),
    ),
    TELEGRAM_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{32,256}$/,
          'must be 32 to 256 letters, digits, _ or - (for example `openssl rand -hex 32`)',
        )
        .optional(),
    ),
    // Where the Bot API is (default https://api.telegram.org): a test's fake Bot API on this
    // machine. The token travels in its paths, so https, or http only to loopback.
    TELEGRAM_API_ROOT: optionalString.pipe(secretUrl.optional()),
    // Requests per minute a new partner API key may make, all routes together, unless the
    // operator gives it another (npm run admin -- keys issue … --limit N; docs/partners).
    PARTNER_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
    // Partner payouts (docs/partners/earnings-and-payouts.md): an estimated commission (no
    // provider report to confirm it) becomes payable this many days after its swap finished, when
    // a refund or a provider's correction would have shown; confirmed ones are payable at once.
    PARTNER_PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    // White label (docs/white-label.md): the hosts a partner's widget logo may be served from,
    // "cdn.example.com,*.img.example" ("*." also takes its subdomains). Unset: only the partner's
    // own website host and the hosts of its allowed origins.
    WIDGET_LOGO_HOSTS: logoHosts,
    // The least a partner may ask to be paid out, in USD (a decimal, e.g. "50").
    PARTNER_PAYOUT_MINIMUM_USD: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in USD such as 50 or 25.50')
          .optional(),
      )
      .transform((value) => value ?? '50'),
    // Memory for pages rendered on demand and cached (server/page-cache.mjs): bytes, or with k, m
    // or g ("512m"); the least recently used pages leave first. Nothing is cached on disk.
    PAGE_CACHE_MAX_BYTES: optionalString.transform((value, ctx) => {
      try {
        return parsePageCacheMaxBytes(value);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a size from 1m to 64g (bytes, or k, m, g)',
        });
        return z.NEVER;
      }
    }),
    // Entries the page cache keeps at most, whatever their bytes (a whole number, 100 to 10M).
    PAGE_CACHE_MAX_ENTRIES: optionalString.transform((value, ctx) => {
      try {
        return parsePageCacheMaxEntries(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number from 100 to 10000000' });
        return z.NEVER;
      }
    }),
    // Background jobs (swap status refresh, outbox, prices) run in this process unless "false".
    JOBS: optionalString.pipe(z.enum(['true', 'false']).optional()).transform((v) => v !== 'false'),
    // Internal, never set by hand: the per-build secret placeholder nonce (40 digits) that
    // `npm run build` renders and server/index.mjs loads from the build (server/nonce-placeholder.mjs).
    CSP_NONCE_PLACEHOLDER: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9]{40}$/, 'must be 40 digits')
        .optional(),
    ),
    // Testing knob: "1" adds the e2e-only fixture pages (files named page.e2e.tsx) to the build and
    // lets proxy.ts route them. `npm run test:build` and the e2e servers set it; production must not.
    SWAPLENS_E2E_FIXTURES: optionalString.pipe(z.enum(['1']).optional()),
    // Testing knob: "1" lets partner webhooks go to http:// and loopback receivers (a local test
    // receiver on 127.0.0.1). Refused unless SWAPLENS_E2E_FIXTURES=1 or NODE_ENV=test.
    WEBHOOK_INSECURE_LOCAL: optionalString.pipe(z.enum(['1']).optional()),
  })
  .superRefine((config, ctx) => {
    if (
      config.WEBHOOK_INSECURE_LOCAL &&
      config.SWAPLENS_E2E_FIXTURES !== '1' &&
      config.NODE_ENV !== 'test'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_INSECURE_LOCAL'],
        message:
          'is a testing switch: it is honoured only with SWAPLENS_E2E_FIXTURES=1 or NODE_ENV=test, never in production',
      });
    }
    if (
      (config.TELEGRAM_BOT_TOKEN === undefined) !==
      (config.TELEGRAM_WEBHOOK_SECRET === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [
          config.TELEGRAM_BOT_TOKEN === undefined
            ? 'TELEGRAM_BOT_TOKEN'
            : 'TELEGRAM_WEBHOOK_SECRET',
        ],
        message: 'is required with the other one: the bot needs its token and its webhook secret',
      });
    }
    // A link label needs the product's name: "{app} bot", "Reviews on {platform}".
    const unnamed = (
      link: string | undefined,
      name: string | undefined,
      known: typeof messagingAppName,
    ) => link !== undefined && name === undefined && known(link) === undefined;
    if (unnamed(config.LINK_MESSAGING_BOT, config.LINK_MESSAGING_BOT_APP, messagingAppName)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LINK_MESSAGING_BOT_APP'],
        message: `is required when LINK_MESSAGING_BOT is not on a known app's host (${KNOWN_MESSAGING_HOSTS.join(', ')})`,
      });
    }
    if (unnamed(config.LINK_REVIEWS, config.LINK_REVIEWS_PLATFORM, reviewPlatformName)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LINK_REVIEWS_PLATFORM'],
        message: `is required when LINK_REVIEWS is not on a known platform's host (${KNOWN_REVIEW_HOSTS.join(', ')})`,
      });
    }
  });

export type Env = z.infer<typeof schema> & {
  /** The brand file BRAND_CONFIG names, parsed (its words and links are overridden above). */
  BRAND: BrandFile;
};

// A variable the operator set wins over the brand file; a link's companion name from the file
// goes with the file's link only.
const COMPANIONS = [
  ['LINK_MESSAGING_BOT', 'LINK_MESSAGING_BOT_APP'],
  ['LINK_REVIEWS', 'LINK_REVIEWS_PLATFORM'],
] as const;

function withBrandFile(
  source: Record<string, string | undefined>,
  brand: BrandFile,
): Record<string, string | undefined> {
  const fromFile = brandFileVariables(brand);
  for (const [link, name] of COMPANIONS) if (source[link]?.trim()) fromFile[name] = undefined;
  const merged = { ...source };
  for (const [key, value] of Object.entries(fromFile))
    if (!source[key]?.trim()) merged[key] = value;
  return merged;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // A bad brand file stops the build and the server with its own message (it names the file).
  const brand = loadBrandFile(source.BRAND_CONFIG);
  const result = schema.safeParse(withBrandFile(source, brand));
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, BRAND: brand };
}

/**
 * parseEnv plus the rules across variables that a running production server must meet. Not
 * applied by next.config.ts nor during `next build` (NEXT_PHASE), which needs only the public
 * half of a pair: pages carry the site key, never the secret.
 */
export function parseRuntimeEnv(source: Record<string, string | undefined>): Env {
  const config = parseEnv(source);
  if (config.NODE_ENV !== 'production' || source.NEXT_PHASE === 'phase-production-build') {
    return config;
  }
  const problems: string[] = [];
  if (config.RECAPTCHA_SITE_KEY && !config.RECAPTCHA_SECRET_KEY) {
    problems.push(
      '  RECAPTCHA_SECRET_KEY: is required when RECAPTCHA_SITE_KEY is set; without it the newsletter form shows the captcha but nobody checks it',
    );
  }
  if (problems.length) {
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return config;
}

/**
 * What a production server may run with but should not: logged as warnings at start (the rules
 * of parseRuntimeEnv stop it instead). Nothing outside production, nor during `next build`.
 */
export function runtimeEnvWarnings(
  config: Env,
  source: Record<string, string | undefined> = process.env,
): string[] {
  if (config.NODE_ENV !== 'production' || source.NEXT_PHASE === 'phase-production-build') {
    return [];
  }
  const warnings: string[] = [];
  if (config.CONTACT_EMAIL && !config.RECAPTCHA_SECRET_KEY) {
    warnings.push(
      'CONTACT_EMAIL is set but RECAPTCHA_SECRET_KEY is not: the contact, review and newsletter forms have no bot check, so anyone can fill the inbox up to CONTACT_MAIL_DAILY_LIMIT e-mails a day (and the database without limit)',
    );
  }
  return warnings;
}

/**
 * Variables another module declares and owns (the provider registries' keys): each trimmed, an
 * empty value read as unset. They are optional strings, so none can stop the process; listing
 * them here too would make two lists to keep in step.
 */
export function readDeclaredKeys(
  keys: readonly string[],
  source: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, optionalString.parse(source[key])]));
}
