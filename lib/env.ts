import { z } from 'zod';

// Every environment variable the site reads, parsed once. A bad value stops the process at start
// with a message that names the variable, instead of failing later on a visitor's request.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const schema = z.object({
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
  ACCOUNT_URL: optionalString.pipe(httpUrl.optional()).transform((url) => url?.replace(/\/+$/, '')),
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
  RECAPTCHA_VERIFY_URL: httpUrl.default('https://www.google.com/recaptcha/api/siteverify'),
  BRAND_NAME: optionalString.pipe(z.string().max(40).default('Swaplens')),
  BRAND_OPERATOR: optionalString,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
