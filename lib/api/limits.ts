import 'server-only';
import type { RateLimitRule } from './rate-limit';

// Every route's rate limit and body size, side by side so they can be weighed against each other.
// A rule's `name` keys its counters (in Redis too): renaming one resets it. `limit` is per caller
// (an address, with its IPv6 /56 and /48 at 4x and 16x, or a key: lib/api/auth). A global
// ceiling only where a call costs upstream money: a provider or vendor call, an e-mail, a billed
// bot check. Anywhere else a few dozen addresses could fill it and refuse every visitor
// (security review 2026-12, M4); the blog search keeps one for the embedded database (M1).

export const RATE_LIMITS = {
  /** Generous: the picker loads the list once per page, browsers and CDNs cache it a minute. */
  currencies: { name: 'currencies', limit: 120, windowMs: 60_000 },
  offers: { name: 'offers', limit: 120, globalLimit: 6_000, windowMs: 60_000 },
  /** Each change of amount, fiat, country or method asks again: as generous as the swap offers. */
  fiatOffers: { name: 'fiat-offers', limit: 120, globalLimit: 6_000, windowMs: 60_000 },
  /** A checkout link per chosen offer: a person opens a few, a script many. */
  fiatCheckout: { name: 'fiat-checkout', limit: 20, globalLimit: 2_000, windowMs: 10 * 60_000 },
  /** The DEX token list: the picker loads a chain's list once, browsers and CDNs keep it. */
  dexTokens: { name: 'dex-tokens', limit: 120, windowMs: 60_000 },
  /** A pasted token address, read on chain through the server's (metered) RPC: a person pastes a few. */
  dexTokenLookup: { name: 'dex-token-lookup', limit: 60, globalLimit: 3_000, windowMs: 60_000 },
  /** Each change of amount, token or slippage asks every aggregator again, and the screen refreshes. */
  dexQuotes: { name: 'dex-quotes', limit: 120, globalLimit: 6_000, windowMs: 60_000 },
  /** As the DEX quotes: each change of amount, chain, token or slippage asks every bridge again. */
  bridgeRoutes: { name: 'bridge-routes', limit: 120, globalLimit: 6_000, windowMs: 60_000 },
  /** Swap creations per client: generous for a person, tight for a script. */
  swapsCreate: { name: 'swaps-create', limit: 20, globalLimit: 2_000, windowMs: 10 * 60_000 },
  /**
   * A status page polls. No ceiling: a read refreshes a swap from its provider at most every few
   * seconds per swap (lib/swaps/view.ts), whoever asks, so more readers cost upstream nothing.
   */
  swapsRead: { name: 'swaps-read', limit: 240, windowMs: 60_000 },
  swapsSimulate: { name: 'swaps-simulate', limit: 60, windowMs: 60_000 },
  /** A DEX swap recorded per transaction the wallet sent: a person sends a few. */
  dexSwapsRecord: { name: 'dex-swaps-record', limit: 30, windowMs: 10 * 60_000 },
  /**
   * A DEX status polls (backing off) while pending; each read asks one chain's node once, and a
   * confirmed or reverted swap is answered from the database.
   */
  dexSwapsRead: { name: 'dex-swaps-read', limit: 120, windowMs: 60_000 },
  /** A hash looked up on every DEX chain at once: five node reads, once per check. */
  dexSwapsLookup: { name: 'dex-swaps-lookup', limit: 20, windowMs: 60_000 },
  /** Every attempt counts, accepted or not. The ceiling: each one may send a mail. */
  newsletter: { name: 'newsletter', limit: 5, globalLimit: 500, windowMs: 10 * 60_000 },
  /** A page with a problem reports once per blocked element; more is noise or abuse. */
  cspReport: { name: 'csp-report', limit: 30, windowMs: 60_000 },
  /** A person writes a message or two; every attempt counts, as for the newsletter. */
  contact: { name: 'contact', limit: 5, globalLimit: 300, windowMs: 10 * 60_000 },
  /** A business applies once or twice; held like the contact form (each attempt may mail). */
  partnerApplication: {
    name: 'partner-application',
    limit: 5,
    globalLimit: 300,
    windowMs: 10 * 60_000,
  },
  /** A cookie choice posted without JavaScript: a person answers once or twice a visit. */
  consent: { name: 'consent', limit: 30, windowMs: 60_000 },
  /** One review per visit is the norm; retries after a typo fit in. Ceiling: a billed bot check. */
  reviews: { name: 'reviews', limit: 3, globalLimit: 200, windowMs: 10 * 60_000 },
  /**
   * Blog searches that reach the database (a cached result does not count): a reader types a
   * few and pages through them; the ceiling keeps the embedded database for swaps.
   */
  blogSearch: { name: 'blog-search', limit: 30, globalLimit: 1_200, windowMs: 60_000 },
  /** Sitemap parts (megabytes each): a crawler reads the index's files one after another. */
  sitemaps: { name: 'sitemaps', limit: 60, windowMs: 60_000 },
  /** Social images: a chat app or a crawler fetches one per shared link. */
  socialImages: { name: 'social-images', limit: 120, windowMs: 60_000 },
  /**
   * The operator's command, from the server's own machine: any real use fits in. Counted after
   * the token check, as the one admin caller (L8b).
   */
  admin: { name: 'admin', limit: 120, windowMs: 60_000 },
  /** A partner's delivery log and redeliveries, per key: a dashboard or a retry script fits in. */
  partnerWebhooks: { name: 'partner-webhooks', limit: 60, windowMs: 60_000 },
  /**
   * A partner's swaps report. A key (the only caller) is counted against its own per-minute
   * limit instead; this rule stands for callers without one (tests' keys).
   */
  partnerSwaps: { name: 'partner-swaps', limit: 120, windowMs: 60_000 },
  /**
   * CORS preflights of a partner's page (lib/api/cors-preflight.ts): a browser sends one per
   * route and keeps it ten minutes; more is no browser.
   */
  corsPreflight: { name: 'cors-preflight', limit: 120, windowMs: 60_000 },
  /** A partner's earnings and payout list: a dashboard polls, a report script pages. Per key. */
  partnerEarnings: { name: 'partner-earnings', limit: 60, windowMs: 60_000 },
  /** Payout requests per key: each may send an e-mail (to the partner's own address). */
  partnerPayouts: { name: 'partner-payouts', limit: 3, windowMs: 10 * 60_000 },
  /** The payout confirm page's button: a person presses it once; guesses get nowhere. */
  payoutConfirm: { name: 'payout-confirm', limit: 20, windowMs: 10 * 60_000 },
  /**
   * Telegram's deliveries of the bot's updates, all chats together (one sender, ADR 0016): far
   * above what the bot's own per-chat limit lets through. A 429 makes Telegram retry later.
   */
  botWebhook: { name: 'bot-webhook', limit: 6_000, windowMs: 60_000 },
  /**
   * Commands per chat (lib/bot): a person types a few a minute; each /rate asks every provider.
   * Beyond it the chat is told once per window, then ignored.
   */
  botChat: { name: 'bot-chat', limit: 10, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Largest request body each route reads, in bytes. */
export const BODY_LIMITS = {
  /** A few addresses and codes. */
  swapsCreate: 4 * 1024,
  /** An address, a memo and a few codes. */
  fiatCheckout: 2 * 1024,
  swapsSimulate: 256,
  /** A hash, an aggregator id, two addresses and three amounts of up to 78 digits. */
  dexSwapsRecord: 1024,
  /** The partner webhook calls take an empty JSON object. */
  partnerWebhooks: 256,
  /** An email and a reCAPTCHA token (about 2 KB), with room to spare. */
  newsletter: 8 * 1024,
  /** A report is well under 2 KiB; more is not a browser report. */
  cspReport: 8 * 1024,
  /** 5,000 characters of message (up to 4 bytes each in UTF-8), the other fields and a token. */
  contact: 32 * 1024,
  /** As the contact message: 5,000 characters of message, a few short fields and a token. */
  partnerApplication: 32 * 1024,
  /** The cookie banner's form: an answer and three flags. */
  consent: 512,
  /** 2,000 characters of text, a name, a Swap ID and a token. */
  reviews: 16 * 1024,
  /** A decision: {"decision":"approved"}. */
  admin: 256,
  /** A partner or a key as the admin command writes it: names, an e-mail, a few origins. */
  adminPartners: 8 * 1024,
  /** A payout request has no fields: {}. */
  partnerPayouts: 256,
  /** The confirm form: a 43-character token and a locale. */
  payoutConfirm: 512,
  /** The operator's payment reference (200 characters at most, 4 bytes each in UTF-8). */
  adminPayoutPaid: 1024,
  /**
   * A Telegram update: a message of up to 4,096 characters (16 KB of UTF-8 at most) with its
   * entities and sender; within the request guard's cap (server/request-guard.mjs).
   */
  botUpdate: 32 * 1024,
} as const;
