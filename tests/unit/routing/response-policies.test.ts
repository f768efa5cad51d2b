import { describe, expect, it } from 'vitest';
import {
  fixturePolicies,
  pagePolicies,
  responsePolicyOf,
  type PagePattern,
} from '@/lib/pages/response-policies';
import { definePages } from '@/lib/pages/define';
import { e2eFixturePages, pages } from '@/lib/pages/page-types';
import { routes } from '@/lib/routing/routes';
import { type ResponsePolicy, SHELL_POLICY } from '@/lib/security/response-policy';

/** The pages other sites frame (docs/widgets.md, ADR 0023): their own policies. */
const WIDGETS = new Set<string>(['/widget', '/v2/widget']);

describe('the response policies of the pages', () => {
  it('give every page pattern one, and name no other pattern', () => {
    expect(Object.keys(pagePolicies).sort()).toEqual([...pages].sort());
    expect(Object.keys(fixturePolicies).sort()).toEqual([...e2eFixturePages].sort());
  });

  it('fail the typecheck for a page without a policy or a policy without a page', () => {
    const { '/swap': _swap, ...withoutSwap } = pagePolicies;
    // @ts-expect-error '/swap' has no policy
    void (withoutSwap satisfies Record<PagePattern, ResponsePolicy>);
    void ({
      ...pagePolicies,
      // @ts-expect-error no page has this pattern
      '/no-such-page': SHELL_POLICY,
    } satisfies Record<PagePattern, ResponsePolicy>);
    expect(_swap).toBe(SHELL_POLICY);
  });

  it('fail the typecheck for a page type declared without one', () => {
    // @ts-expect-error `response` is required
    const types = definePages({ nothing: { routes: { '/nothing': null } } });
    expect(Object.keys(types)).toEqual(['nothing']);
  });

  it("keep the shell's headers on every page but the widgets and /dex: framed by no one, same-origin, GTM and reCAPTCHA", () => {
    for (const [pattern, policy] of Object.entries(pagePolicies)) {
      if (WIDGETS.has(pattern) || pattern === '/dex') continue;
      expect(policy, pattern).toEqual({
        frameAncestors: 'none',
        coop: 'same-origin',
        features: ['gtm', 'recaptcha'],
      });
    }
  });

  it("give /dex the shell's headers plus the wallet's origins (tests/unit/security/csp-dex.test.ts)", () => {
    expect(pagePolicies['/dex']).toEqual({
      frameAncestors: 'none',
      coop: 'same-origin',
      features: ['gtm', 'recaptcha', 'wallet'],
    });
  });

  it('let the v2 widget be framed by its partner (or anyone without one), with popups, no third party', () => {
    expect(pagePolicies['/v2/widget']).toEqual({
      frameAncestors: 'partnerOriginsOrAny',
      coop: 'same-origin-allow-popups',
      features: [],
    });
  });

  it("are the builders' paths, written as literals so that each is a type", () => {
    for (const path of [
      routes.home(),
      routes.swap(),
      routes.transactionStatus(),
      routes.howItWorks('business'),
      routes.customerFeedbacks(),
      routes.coins(),
      routes.crossChainTokens(),
      routes.customExchangePairs(),
      routes.fiatSandboxCheckout(),
      routes.buy(),
      routes.sell(),
      routes.fiatPairs(),
      routes.kycAml(),
    ]) {
      expect(pages as readonly string[], path).toContain(path);
    }
  });
});

describe('responsePolicyOf', () => {
  it('lets no page be framed but the widgets themselves, never a path below or beside them', () => {
    for (const path of ['/', '/widget/x', '/v2/widget/x', '/v2/widgets', '/swap']) {
      expect(responsePolicyOf(path).frameAncestors, path).toBe('none');
    }
    expect(responsePolicyOf('/v2/widget').frameAncestors).toBe('partnerOriginsOrAny');
    expect(responsePolicyOf('/v2/widget/').frameAncestors).toBe('partnerOriginsOrAny');
  });

  it("frames the widgets by their partner's origins (or anyone), popups kept, no third party", () => {
    for (const path of ['/widget', '/widget/', '/v2/widget']) {
      expect(responsePolicyOf(path), path).toEqual({
        frameAncestors: 'partnerOriginsOrAny',
        coop: 'same-origin-allow-popups',
        features: [],
      });
    }
  });

  it('matches exactly the pattern declared framable, never a path below or beside it', () => {
    const e2eFixtures = true;
    expect(responsePolicyOf('/e2e-fixtures/embed-shell', { e2eFixtures }).frameAncestors).toBe(
      'self',
    );
    expect(responsePolicyOf('/e2e-fixtures/embed-shell/', { e2eFixtures }).frameAncestors).toBe(
      'self',
    );
    for (const path of ['/e2e-fixtures/embed-shell/x', '/e2e-fixtures/embed-shells']) {
      expect(responsePolicyOf(path, { e2eFixtures }).frameAncestors, path).toBe('none');
    }
    // Only a test build has the fixture.
    expect(responsePolicyOf('/e2e-fixtures/embed-shell').frameAncestors).toBe('none');
  });

  it("gives a path no page serves the shell's policy", () => {
    expect(responsePolicyOf('/nothing-here')).toBe(SHELL_POLICY);
  });
});
