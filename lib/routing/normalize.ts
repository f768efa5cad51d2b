import { splitLocalePrefix, withTrailingSlashRule } from './paths';
import { routes } from './routes';

// Pure URL rules that proxy.ts applies before anything renders (spec section 5). Every rule
// returns the final path in one step, so a request is redirected at most once.

/** Lower-cases A-Z but leaves percent-escapes as they are, so "%C3%A9" never flip-flops. */
export function lowercasePath(pathname: string): string {
  return pathname.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) =>
    part.startsWith('%') ? part : part.toLowerCase(),
  );
}

const slug = '([a-z0-9]+)';
const customRules: Array<{ pattern: RegExp; target: (a: string, b: string) => string }> = [
  {
    pattern: new RegExp(`^/custom/compare/(?:${slug}/${slug}|${slug}-vs-${slug})/info$`),
    target: routes.compare,
  },
  {
    pattern: new RegExp(`^/custom/exchange-pairs/(?:${slug}/${slug}|${slug}-to-${slug})/info$`),
    target: routes.fiatExchange,
  },
];

/** "/custom/compare/btc/eth/info" -> "/compare/btc-vs-eth" (locale prefix kept), else null. */
export function customRedirectPath(pathname: string): string | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  for (const rule of customRules) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const [a, b] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
    if (!a || !b) continue;
    const target = rule.target(a, b);
    return prefix ? `/${prefix}${target}` : target;
  }
  return null;
}

/** A rule that names the canonical form of a lower-cased path, or null when it has none. */
export type PathRedirect = (pathname: string) => string | null;

/**
 * The canonical form of a path: duplicate slashes collapsed (which also rules out "//host"
 * open redirects), lower case, /custom/.../info rewritten, then the first of `redirects` that
 * names a target (rules that need a domain's knowledge, such as lib/pages/normalize.ts's), and
 * the trailing-slash rule applied.
 */
export function normalizeWith(pathname: string, redirects: readonly PathRedirect[]): string {
  const collapsed = `/${pathname.replace(/\/{2,}/g, '/').replace(/^\/+/, '')}`;
  const lower = withTrailingSlashRule(lowercasePath(collapsed));
  let target = customRedirectPath(lower);
  for (const redirect of redirects) target ??= redirect(lower);
  return withTrailingSlashRule(target ?? lower);
}
