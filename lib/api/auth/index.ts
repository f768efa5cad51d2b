import 'server-only';
import { adminStrategy } from './admin';
import { embedStrategy } from './embed';
import { ApiError } from '../errors';
import { declaredStrategies, type AuthDeclaration, type AuthStrategyName } from './names';
import { partnerKeyStrategy } from './partner-key';
import { publicStrategy } from './public';
import { publishableKeyStrategy } from './publishable-key';
import type { AuthStrategy, Caller, SecurityScheme } from './strategy';
import { WEBHOOK_SECRET_HEADER, webhookStrategy } from './webhook';

export {
  AUTH_STRATEGIES,
  declaredStrategies,
  isAuthDeclaration,
  type AuthDeclaration,
  type AuthStrategyName,
} from './names';
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

/** The strategy a bearer token's prefix names (lib/api/auth/keys.ts has the formats). */
const BEARER_PREFIXES: ReadonlyArray<readonly [string, AuthStrategyName]> = [
  ['sl_sk_', 'partnerKey'],
  ['sl_pk_', 'publishableKey'],
  ['sl_et_', 'embed'],
];

/**
 * Which of a route's strategies takes `request`, by the credential it carries. One strategy
 * declared: that one, whatever the request carries (as before several could be declared).
 * Several: `X-Webhook-Secret` → webhook; `Authorization: Bearer` with a key prefix → that key's
 * strategy; another bearer → admin; no bearer (no Authorization, or another scheme, which is no
 * credential of ours) → public. A credential none of the listed strategies takes is refused
 * 401 unauthorized, rather than served as a visitor: a partner whose key is mistyped learns it
 * at once. No credential where public is not listed: the first strategy, which refuses it.
 */
export function chooseStrategy(auth: AuthDeclaration, request: Request): AuthStrategyName {
  const listed = declaredStrategies(auth);
  if (listed.length === 1) return listed[0]!;
  if (request.headers.has(WEBHOOK_SECRET_HEADER) && listed.includes('webhook')) return 'webhook';
  const authorization = request.headers.get('authorization');
  const bearer = authorization !== null && /^bearer(\s|$)/i.test(authorization);
  if (!bearer) return listed.includes('public') ? 'public' : listed[0]!;
  const token = authorization.replace(/^bearer\s*/i, '');
  const named = BEARER_PREFIXES.find(([prefix]) => token.startsWith(prefix))?.[1];
  if (named !== undefined && listed.includes(named)) return named;
  if (named === undefined && listed.includes('admin')) return 'admin';
  throw new ApiError('unauthorized');
}

/** Who `request` is under the route's strategy (or the one its credential picks), or throws. */
export async function identifyCaller(auth: AuthDeclaration, request: Request): Promise<Caller> {
  return STRATEGIES[chooseStrategy(auth, request)].identify(request);
}

/** The OpenAPI `components.securitySchemes`, from the strategies that have one. */
export function securitySchemes(): Record<string, Record<string, unknown>> {
  const schemes = Object.values(STRATEGIES)
    .map((strategy: AuthStrategy) => strategy.securityScheme)
    .filter((scheme): scheme is SecurityScheme => scheme !== undefined);
  return Object.fromEntries(schemes.map(({ id, scheme }) => [id, scheme]));
}
