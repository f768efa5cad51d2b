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
  /** A wallet connector's origins (a page whose policy names the 'wallet' feature). */
  wallet?: boolean;
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
 * What a wallet connector needs: its RPC hosts and relay (e.g. WalletConnect's) in connect-src,
 * its verification frame in frame-src. Empty until the DEX issue configures a connector; the
 * origins will come from its configuration, not from a guess here.
 */
const WALLET: { connect: readonly string[]; frame: readonly string[] } = {
  connect: [],
  frame: [],
};
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
    frame.push(...WALLET.frame);
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
