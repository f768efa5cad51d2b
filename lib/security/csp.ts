// The Content-Security-Policy, built per request around a fresh nonce (see
// docs/decisions/0001-csp-nonce.md). Third-party origins are added only when the feature that
// needs them is configured.

import { API_POLICY, frameAncestorSources } from './response-policy';

export interface CspOptions {
  nonce: string;
  /** Development needs eval for React's debugging and a websocket for hot reload. */
  dev: boolean;
  /** The frame-ancestors sources, from the page's response policy (./response-policy.ts). */
  frameAncestors: readonly string[];
  /** Adds upgrade-insecure-requests when the site is served over HTTPS. */
  https: boolean;
  gtm: boolean;
  recaptcha: boolean;
  /** The wallet's RPC origins (a page whose policy names the 'wallet' feature: /dex). */
  wallet?: boolean;
  /** WalletConnect's relay and Verify origins too (with `wallet`, when a project id is set). */
  walletConnect?: boolean;
  /** One more origin images may come from (a widget partner's logo). */
  imageOrigin?: string;
}

const GTM = {
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};
/**
 * What the /dex wallet needs (docs/dex.md "Wallets"). Reads go through the visitor's wallet
 * first and fall back to each DEX chain's public RPC endpoint (lib/dex/chains.ts publicRpc; the
 * platform does not import a domain, so tests/unit/security/csp-dex.test.ts checks that this list
 * is exactly their origins). Wallet icons are data: URIs, which img-src already allows.
 */
const WALLET = {
  connect: [
    'https://ethereum-rpc.publicnode.com',
    'https://bsc-rpc.publicnode.com',
    'https://polygon-bor-rpc.publicnode.com',
    'https://arbitrum-one-rpc.publicnode.com',
    'https://optimism-rpc.publicnode.com',
  ],
} as const;
/**
 * WalletConnect, only where WALLETCONNECT_PROJECT_ID is set: its relay (WebSocket), its RPC and
 * telemetry endpoints, and the Verify frame that tells the wallet which site asks, per Reown's
 * CSP guidance (docs.reown.com/advanced/security/content-security-policy). Both the .com and the
 * .org hosts: the SDK moves between them.
 */
const WALLET_CONNECT = {
  connect: [
    'https://rpc.walletconnect.com',
    'https://rpc.walletconnect.org',
    'https://relay.walletconnect.com',
    'https://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'https://pulse.walletconnect.com',
    'https://pulse.walletconnect.org',
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
  ],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
} as const;
const RECAPTCHA = {
  connect: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** Where browsers send violation reports (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

export function createNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp(options: CspOptions): string {
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const frame = ["'self'"];
  const script = [`'nonce-${options.nonce}'`, "'strict-dynamic'"];
  if (options.gtm) {
    connect.push(...GTM.connect);
    img.push(...GTM.img);
    frame.push(...GTM.frame);
  }
  if (options.recaptcha) {
    connect.push(...RECAPTCHA.connect);
    frame.push(...RECAPTCHA.frame);
  }
  if (options.wallet) {
    connect.push(...WALLET.connect);
    if (options.walletConnect) {
      connect.push(...WALLET_CONNECT.connect);
      frame.push(...WALLET_CONNECT.frame);
    }
  }
  if (options.imageOrigin) img.push(options.imageOrigin);
  if (options.dev) {
    script.push("'unsafe-eval'");
    connect.push('ws:');
  }

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // Inline style attributes (next/image, React) need 'unsafe-inline'; scripts never get it.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', frame],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...options.frameAncestors]],
    // Blocked scripts (an injection attempt, or a tag that lost its nonce) show up in the log.
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * The policy for JSON and other non-HTML answers: nothing may load, and it is framed as the API
 * policy says (nowhere).
 */
export const API_CSP = `default-src 'none'; frame-ancestors ${frameAncestorSources(API_POLICY.frameAncestors).join(' ')}; base-uri 'none'`;
