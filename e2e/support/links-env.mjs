// @ts-check
// The operator links (lib/brand-links.ts) the e2e build is made with, so the specs see the links
// shown: `npm run test:build` builds with them and every e2e server runs with them (they are
// build-time values: a server with others refuses to start). example.com addresses only; t.me and
// trustpilot.com so that the app and the platform are named from the host. LINK_PRESS_PAGE stays
// unset: the header's Press item keeps leading to our own /press page, the API item goes out.
// Unit tests cover every link unset (tests/unit/footer/links.test.ts, tests/unit/company).

/** @type {Readonly<Record<string, string>>} */
export const E2E_LINK_ENV = {
  LINK_API_DOCS: 'https://docs.example.com/',
  LINK_PRESS_KIT: 'https://example.com/press-kit',
  LINK_MESSAGING_BOT: 'https://t.me/example_swap_bot',
  LINK_REVIEWS: 'https://www.trustpilot.com/review/example.com',
  LINK_BUG_BOUNTY: 'https://example.com/security',
  SOCIAL_LINKS: 'https://t.me/example_swap,https://x.com/example_swap',
};
