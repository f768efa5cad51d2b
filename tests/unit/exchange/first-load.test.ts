import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eagerGraph } from '@/tests/helpers/eager-imports';
import { relative, ROOT } from '@/tests/helpers/island-scan';

// The home page's form, the Swap ID form and the FAQ's search are in the first load of their
// pages (a budget of bare Next + 35 KB gzip, docs/performance.md). What they need only once the
// visitor acts (the full coin list, the picker's drawer, the amount and ID schemas, the status
// view) loads with import(); these packages must not be reached through static imports.
const LATER = [
  'zod', // schemas: the contracts load on submit or with the coin list
  'viem', // address checks (checkout only)
  'bitcoin-address-validation',
  '@web3icons/core',
  'vaul', // the drawer opens on demand
  '@tanstack/react-query', // the status view brings its own client
  'react-hook-form',
  'qrcode',
];

const islands = {
  'home hero form': 'components/exchange/hero-form.tsx',
  'Swap ID lookup': 'app/[locale]/(support)/transaction-status/status-lookup.tsx',
  'FAQ search': 'components/faq/faq-search.tsx',
  // The whole coin list and its contract load on the first touch of the search.
  'coin search': 'components/catalogue/coins/coin-search.tsx',
  // react-hook-form and the contract come with the form's engine, on first touch.
  'contact form': 'components/contact/contact-form.tsx',
  'review form': 'components/reviews/review-form.tsx',
};

describe('first load of the home, status, contact and review islands', () => {
  it.each(Object.entries(islands))('%s imports nothing heavy eagerly', (_name, entry) => {
    const graph = eagerGraph(path.join(ROOT, entry));
    expect([...graph.packages].filter((name) => LATER.includes(name))).toEqual([]);
    // next/image ships its client component; the coin icons are plain <img> elements.
    expect(graph.specifiers.has('next/image')).toBe(false);
    const contracts = [...graph.files].map(relative).filter((file) => file.endsWith('contract.ts'));
    expect(contracts).toEqual([]);
  });

  it('keeps the shipped catalogue out of the shell: the language switch is on every page', () => {
    // known-pages.ts imports the route checks, which read the shipped catalogue (tens of KB);
    // the switch needs only the 404 route (lib/routing/not-found.ts).
    const graph = eagerGraph(path.join(ROOT, 'components/layout/language/language-switch.tsx'));
    const files = [...graph.files].map(relative);
    expect(files.filter((file) => file.startsWith('lib/catalogue/'))).toEqual([]);
    expect(files).not.toContain('lib/routing/route-checks.ts');
  });

  it('sees through a static import chain (the scan itself works)', () => {
    const graph = eagerGraph(path.join(ROOT, 'components/swap-status/use-swap.ts'));
    expect(graph.packages).toContain('zod');
    expect(graph.packages).toContain('@tanstack/react-query');
    expect([...graph.files].map(relative)).toContain('lib/swaps/contract.ts');
  });
});
