import { type ResponsePolicy, SHELL_POLICY } from '../security/response-policy';
import { patternToRegExp } from '../routing/patterns';
import { fixturePageTypes, pageTypes, type FixturePattern, type PagePattern } from './page-types';
import type { PageType } from './define';

// The response policy of every page pattern (docs/decisions/0018-response-policy.md), read from
// the declarations' `response` field, which a declaration cannot leave out (lib/pages/define.ts).

export type { FixturePattern, PagePattern };

const byPattern = (types: Readonly<Record<string, PageType>>) =>
  Object.fromEntries(
    Object.values(types).flatMap((type) =>
      Object.keys(type.routes).map((pattern) => [pattern, type.response] as const),
    ),
  );

export const pagePolicies = byPattern(pageTypes) as Record<PagePattern, ResponsePolicy>;

/** The e2e-only pages of a build with SWAPLENS_E2E_FIXTURES=1. */
export const fixturePolicies = byPattern(fixturePageTypes) as Record<
  FixturePattern,
  ResponsePolicy
>;

const compile = (policies: Readonly<Record<string, ResponsePolicy>>) =>
  Object.entries(policies).map(([pattern, policy]) => ({
    pattern: patternToRegExp(pattern),
    policy,
  }));
const sitePolicies = compile(pagePolicies);
const fixtures = compile(fixturePolicies);

/**
 * The policy of the first page pattern an unprefixed, normalised path matches (the order of
 * the declarations, as known-pages.ts reads it); the shell's for a path no page matches. It
 * does not run the route checks: proxy.ts gives a path they refuse the 404 page, and with it
 * the shell's policy.
 */
export function responsePolicyOf(
  rest: string,
  { e2eFixtures = false }: { e2eFixtures?: boolean } = {},
): ResponsePolicy {
  const path = rest.replace(/\/+$/, '');
  const candidates = e2eFixtures ? [...sitePolicies, ...fixtures] : sitePolicies;
  return candidates.find(({ pattern }) => pattern.test(path))?.policy ?? SHELL_POLICY;
}
