import 'server-only';
import { STRATEGIES } from '@/lib/api/auth';
import type { Operation } from '@/lib/api/contract';
import type { ApiErrorCode } from '@/lib/api/errors';

// An operation's `security`, made from the strategies its contract (and route) declares: each
// key strategy is its scheme (components.securitySchemes, lib/api/auth), with the scope the key
// must allow as the requirement's role (OpenAPI 3.1 allows roles for every scheme type);
// 'public' is the anonymous requirement `{}`, written last: a key is then optional.

type Requirement = Record<string, string[]>;

export function securityOf(operation: Operation): Requirement[] {
  const keyed: Requirement[] = [];
  let anonymous = false;
  for (const name of operation.auth) {
    if (name === 'public') {
      anonymous = true;
      continue;
    }
    const scheme = STRATEGIES[name].securityScheme;
    if (!scheme) {
      throw new Error(`${operation.operationId}: '${name}' callers are not part of the public API`);
    }
    keyed.push({ [scheme.id]: operation.scope ? [operation.scope] : [] });
  }
  return anonymous ? [...keyed, {}] : keyed;
}

/**
 * The refusals the route kit adds to an operation's own codes: a key strategy answers 401
 * unauthorized for a missing or bad key, and a scope 403 insufficient_scope (lib/api/route.ts).
 */
export function authErrors(operation: Operation): ApiErrorCode[] {
  const keyed = operation.auth.some((name) => name !== 'public');
  return [
    ...(keyed ? (['unauthorized'] as const) : []),
    ...(keyed && operation.scope ? (['insufficient_scope'] as const) : []),
  ];
}
