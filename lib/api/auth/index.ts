import 'server-only';
import { adminStrategy } from './admin';
import { embedStrategy } from './embed';
import type { AuthStrategyName } from './names';
import { partnerKeyStrategy } from './partner-key';
import { publicStrategy } from './public';
import { publishableKeyStrategy } from './publishable-key';
import type { AuthStrategy, Caller, SecurityScheme } from './strategy';
import { webhookStrategy } from './webhook';

export { AUTH_STRATEGIES, isAuthStrategy, type AuthStrategyName } from './names';
export { attributionOf, orderAttribution, type Attribution } from './attribution';
export type { Caller } from './strategy';

/** Every strategy by name: a name without a strategy does not compile. */
export const STRATEGIES = {
  public: publicStrategy,
  admin: adminStrategy,
  partnerKey: partnerKeyStrategy,
  publishableKey: publishableKeyStrategy,
  embed: embedStrategy,
  webhook: webhookStrategy,
} as const satisfies Record<AuthStrategyName, AuthStrategy>;

/** Who `request` is under `strategy`, or throws its refusal. */
export async function identifyCaller(
  strategy: AuthStrategyName,
  request: Request,
): Promise<Caller> {
  return STRATEGIES[strategy].identify(request);
}

/** The OpenAPI `components.securitySchemes`, from the strategies that have one. */
export function securitySchemes(): Record<string, Record<string, unknown>> {
  const schemes = Object.values(STRATEGIES)
    .map((strategy: AuthStrategy) => strategy.securityScheme)
    .filter((scheme): scheme is SecurityScheme => scheme !== undefined);
  return Object.fromEntries(schemes.map(({ id, scheme }) => [id, scheme]));
}
