// Who may call a route handler (lib/api/auth/index.ts has what each one checks). Browser-safe:
// contracts and the OpenAPI document name strategies without loading them.

export const AUTH_STRATEGIES = [
  'public',
  'admin',
  'partnerKey',
  'publishableKey',
  'embed',
  'webhook',
] as const;

export type AuthStrategyName = (typeof AUTH_STRATEGIES)[number];

export const isAuthStrategy = (value: unknown): value is AuthStrategyName =>
  (AUTH_STRATEGIES as readonly unknown[]).includes(value);

/**
 * What a route declares as `auth`: one strategy, or several, tried by the credential the
 * request carries (lib/api/auth/index.ts, chooseStrategy): none → 'public', `Bearer sl_sk_…` →
 * 'partnerKey', `Bearer sl_pk_…` → 'publishableKey', `Bearer sl_et_…` → 'embed'. An empty list
 * does not compile.
 */
export type AuthDeclaration = AuthStrategyName | readonly [AuthStrategyName, ...AuthStrategyName[]];

/** Whether `value` is one strategy or a non-empty list of distinct strategies. */
export const isAuthDeclaration = (value: unknown): value is AuthDeclaration =>
  isAuthStrategy(value) ||
  (Array.isArray(value) &&
    value.length > 0 &&
    value.every(isAuthStrategy) &&
    new Set(value).size === value.length);

/** The strategies a declaration names. */
export const declaredStrategies = (auth: AuthDeclaration): readonly AuthStrategyName[] =>
  typeof auth === 'string' ? [auth] : auth;
