import { readdirSync, readFileSync } from 'node:fs';
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

  it('the compact widget imports nothing heavy eagerly: the offers stream loads after paint', () => {
    const graph = eagerGraph(path.join(ROOT, 'components/widget-compact/compact-widget.tsx'));
    expect([...graph.packages].filter((name) => LATER.includes(name))).toEqual([]);
    expect(graph.specifiers.has('next/image')).toBe(false);
    // As /swap's first load: the amount rule reads the exchange contract's constants (no zod).
    const contracts = [...graph.files].map(relative).filter((file) => file.endsWith('contract.ts'));
    expect(contracts).toEqual(['lib/providers/exchange/contract.ts']);
    expect(graph.packages).not.toContain('zod');
  });

  it('sees through a static import chain (the scan itself works)', () => {
    const graph = eagerGraph(path.join(ROOT, 'components/swap-status/use-swap.ts'));
    expect(graph.packages).toContain('zod');
    expect(graph.packages).toContain('@tanstack/react-query');
    expect([...graph.files].map(relative)).toContain('lib/swaps/contract.ts');
  });
});

// The shipped catalogue (lib/catalogue/data: every currency with its contract, about 9 KB gzip)
// is for the server and proxy.ts's route checks. A client part of the shell that reached it
// through a shared routing module once put it in every page's first load.
describe('the shell keeps the shipped catalogue out of every page', () => {
  const shell = readdirSync(path.join(ROOT, 'components/layout'), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, 'components/layout', file))
    .filter((file) => readFileSync(file, 'utf8').startsWith("'use client'"));

  it('finds the shell’s client parts', () => {
    expect(shell.map(relative)).toContain('components/layout/language/language-switch.tsx');
  });

  it.each(shell.map((file) => [relative(file), file]))('%s', (_name, file) => {
    const data = [...eagerGraph(file).files]
      .map(relative)
      .filter((reached) => reached.startsWith('lib/catalogue/data/'));
    expect(data).toEqual([]);
  });
});
