import { env } from '../env';
import { buildCsp } from './csp';
import { partnerImageOrigin, partnerOrigins, type PartnerOriginsRequest } from './partner-origins';
import {
  cspFeatureSwitches,
  frameAncestorSources,
  resolveFrameAncestors,
  type ResponsePolicy,
  xFrameOptions,
} from './response-policy';

// What proxy.ts writes for a page's response policy, with this deployment's configuration.

export interface PolicyHeaders {
  csp: string;
  xFrameOptions: string | null;
  coop: string;
}

/** WalletConnect's origins go with the wallet feature, when a project id is configured. */
const walletSwitches = <T extends { wallet: boolean }>(switches: T, walletConnect: boolean) => ({
  ...switches,
  walletConnect: switches.wallet && walletConnect,
});

/** The headers a response policy writes (./response-policy.ts), around one nonce. */
export async function policyHeaders(
  policy: ResponsePolicy,
  nonce: string,
  request: PartnerOriginsRequest,
): Promise<PolicyHeaders> {
  const config = env();
  const partnerPage =
    policy.frameAncestors === 'partnerOrigins' || policy.frameAncestors === 'partnerOriginsOrAny';
  const [frameAncestors, logoOrigin] = await Promise.all([
    resolveFrameAncestors(policy.frameAncestors, () => partnerOrigins(request)),
    // A widget shows its partner's logo (white label, docs/white-label.md): its origin only.
    partnerPage ? partnerImageOrigin(request) : Promise.resolve(null),
  ]);
  const csp = buildCsp({
    nonce,
    dev: config.NODE_ENV === 'development',
    frameAncestors: frameAncestorSources(frameAncestors),
    https: config.SITE_URL.startsWith('https:'),
    ...(logoOrigin ? { imageOrigin: logoOrigin } : {}),
    ...walletSwitches(
      cspFeatureSwitches(policy.features, {
        gtm: Boolean(config.GTM_ID),
        recaptcha: Boolean(config.RECAPTCHA_SITE_KEY),
        // The public RPC fallback needs no configuration (./csp.ts, WALLET).
        wallet: true,
      }),
      Boolean(config.WALLETCONNECT_PROJECT_ID),
    ),
  });
  return { csp, xFrameOptions: xFrameOptions(frameAncestors), coop: policy.coop };
}
