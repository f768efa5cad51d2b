// What a page may be framed by, how it treats the windows it opens, and which third-party
// features its CSP admits (docs/decisions/0018-response-policy.md). Each page pattern declares
// one (lib/pages/response-policies.ts); this module turns a policy into headers.

/**
 * An origin a declared list may name: scheme and host, as `new URL(x).origin` writes it; plain
 * http only for localhost, which a partner may list for its development pages (as its keys'
 * origins, lib/partner-program/inputs.ts).
 */
export type FramingOrigin = `https://${string}` | `http://localhost${string}`;

/**
 * Who may frame the page. `partnerOrigins` is the widget partner's own allowlist, looked up per
 * request (./partner-origins.ts); an empty answer means no one. `partnerOriginsOrAny` is the
 * same for a request that names an active partner, and anyone for one that names none (the
 * widget without a partner, docs/decisions/0023-widget-framing.md).
 */
export type FrameAncestors =
  'none' | 'self' | 'partnerOrigins' | 'partnerOriginsOrAny' | readonly FramingOrigin[];

/** `same-origin-allow-popups` keeps a wallet's popup (e.g. Coinbase Smart Wallet) working. */
export type OpenerPolicy = 'same-origin' | 'same-origin-allow-popups';

/** Third-party origins the CSP admits, each still only when its feature is configured. */
export type CspFeature = 'gtm' | 'recaptcha' | 'wallet';

export interface ResponsePolicy {
  readonly frameAncestors: FrameAncestors;
  readonly coop: OpenerPolicy;
  readonly features: readonly CspFeature[];
}

/**
 * The policy of a page in the site's shell, and of every answer that is not a page of its own
 * (404s, redirects): framed by no one, no window shared with other origins, and GTM and
 * reCAPTCHA because the shell loads the tag manager and its footer holds the bot-checked
 * newsletter form.
 */
export const SHELL_POLICY = {
  frameAncestors: 'none',
  coop: 'same-origin',
  features: ['gtm', 'recaptcha'],
} as const satisfies ResponsePolicy;

/** JSON and other answers that render nothing: no third party, framed by no one. */
export const API_POLICY = {
  frameAncestors: 'none',
  coop: 'same-origin',
  features: [],
} as const satisfies ResponsePolicy;

/**
 * Frame ancestors once the partner's origins are known. `any` is only ever the resolution of
 * `partnerOriginsOrAny` for a request without a partner: no page declares it.
 */
export type ResolvedFrameAncestors =
  Exclude<FrameAncestors, 'partnerOrigins' | 'partnerOriginsOrAny'> | 'any';

/**
 * True for a serialised https origin (no path, query, credentials or wildcard). A run-time
 * list passes through this, so that no value can add a directive to the CSP ("; script-src").
 */
export function isFramingOrigin(value: string): value is FramingOrigin {
  if (!/^(?:https:\/\/[a-z0-9.-]+|http:\/\/localhost)(:\d{1,5})?$/.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * Resolves `partnerOrigins` and `partnerOriginsOrAny` with the given lookup (null: the request
 * names no active partner); keeps only well-formed origins.
 */
export async function resolveFrameAncestors(
  frameAncestors: FrameAncestors,
  partnerOrigins: () => Promise<readonly string[] | null>,
): Promise<ResolvedFrameAncestors> {
  if (frameAncestors !== 'partnerOrigins' && frameAncestors !== 'partnerOriginsOrAny') {
    return frameAncestors;
  }
  const answer = await partnerOrigins();
  if (answer === null) return frameAncestors === 'partnerOriginsOrAny' ? 'any' : 'none';
  const origins = answer.filter(isFramingOrigin);
  return origins.length > 0 ? origins : 'none';
}

/** The CSP frame-ancestors sources. An empty list frames nowhere, like 'none'. */
export function frameAncestorSources(frameAncestors: ResolvedFrameAncestors): readonly string[] {
  if (frameAncestors === 'self') return ["'self'"];
  // Any http(s) page (CSP's `*` matches network schemes only: no data:, blob: or file: frame).
  if (frameAncestors === 'any') return ['*'];
  if (frameAncestors === 'none' || frameAncestors.length === 0) return ["'none'"];
  return frameAncestors;
}

/**
 * X-Frame-Options for browsers that ignore frame-ancestors: DENY or SAMEORIGIN, and none for a
 * list of origins, which X-Frame-Options cannot express (frame-ancestors governs then).
 */
export function xFrameOptions(
  frameAncestors: ResolvedFrameAncestors,
): 'DENY' | 'SAMEORIGIN' | null {
  if (frameAncestors === 'self') return 'SAMEORIGIN';
  if (frameAncestors === 'any') return null;
  if (frameAncestors === 'none' || frameAncestors.length === 0) return 'DENY';
  return null;
}

/** Which features' origins buildCsp adds: those the policy names and the deployment configures. */
export function cspFeatureSwitches(
  features: readonly CspFeature[],
  configured: Readonly<Record<CspFeature, boolean>>,
): Record<CspFeature, boolean> {
  const on = (feature: CspFeature) => features.includes(feature) && configured[feature];
  return { gtm: on('gtm'), recaptcha: on('recaptcha'), wallet: on('wallet') };
}
