import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The contracts run in the browser (forms, lib/api/client.ts): whatever they import at run time,
// directly or through other modules, must be zod or pure modules of ours, never Node, the
// database, the environment or a provider adapter. Type-only imports vanish from the bundle.

const root = process.cwd();
const contracts = [
  'lib/api/contract.ts',
  ...readdirSync(path.join(root, 'lib'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `lib/${entry.name}/contract.ts`)
    .filter((file) => existsSync(path.join(root, file))),
  // A provider kind's contract holds the vocabulary the domains share with it (swap statuses,
  // rate types): pure, so the domain contracts may load it.
  ...readdirSync(path.join(root, 'lib/providers'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `lib/providers/${entry.name}/contract.ts`)
    .filter((file) => existsSync(path.join(root, file))),
];
const FORBIDDEN = [
  /^node:/,
  /^lib\/(db|env|mail|jobs|log)\b/,
  /^lib\/providers\/(?!\w+\/contract\.ts$)/,
  /^server-only$/,
];

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.join(path.dirname(path.join(root, from)), specifier);
  const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  return found ? path.relative(root, found) : path.relative(root, base);
}

/** Every module a file loads at run time, transitively: the files of ours, the packages named. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const specifiers = source.statements.flatMap((node) => {
    const runtime =
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly);
    const from = runtime ? node.moduleSpecifier : undefined;
    return from && ts.isStringLiteral(from) ? [from.text] : [];
  });
  for (const specifier of specifiers) {
    const local = resolve(file, specifier);
    if (local) runtimeImports(local, seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('contracts', () => {
  it('exist for every resource the browser reads', () => {
    expect(contracts).toEqual(
      expect.arrayContaining([
        'lib/catalogue/contract.ts',
        'lib/rates/contract.ts',
        'lib/swaps/contract.ts',
        'lib/newsletter/contract.ts',
        'lib/global-data/contract.ts',
      ]),
    );
  });

  it.each(contracts)('%s loads only zod and pure modules', (contract) => {
    const loaded = [...runtimeImports(contract)];
    const packages = loaded.filter((name) => !name.startsWith('lib/'));
    expect(packages.filter((name) => name !== 'zod')).toEqual([]);
    const forbidden = loaded.filter((name) => FORBIDDEN.some((rule) => rule.test(name)));
    expect(forbidden).toEqual([]);
  });
});
