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
