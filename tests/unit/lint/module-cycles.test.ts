import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// import/no-cycle finds cycles between files; this finds them between the modules of lib/ (each
// top-level folder or file), which a chain of acyclic files can still close: lib/db once typed
// its columns with a list from lib/api while lib/api read lib/db. The domains' tiers (ADR 0019)
// rule out a knot between domains at lint time; this covers the platform too.

const lib = fileURLToPath(new URL('../../../lib/', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** "rates" for lib/rates/…, "decimal" for lib/decimal.ts. */
const moduleOf = (file: string) => path.relative(lib, file).split(path.sep)[0]!.replace(SOURCE, '');

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files(lib)) {
    const from = moduleOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      let target: string | undefined;
      if (specifier!.startsWith('@/lib/')) target = specifier!.slice(6).split('/')[0];
      else if (specifier!.startsWith('.')) {
        const resolved = path.resolve(path.dirname(file), specifier!);
        if (resolved.startsWith(lib)) target = moduleOf(resolved);
      }
      target = target?.replace(SOURCE, '');
      if (!target || target === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(target));
    }
  }
  return graph;
}

/** The strongly connected sets of more than one module (Tarjan). */
function knots(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const knot: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        knot.push(member);
      } while (member !== node);
      if (knot.length > 1) found.push(knot.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('modules of lib/', () => {
  it('import one another without a cycle', () => {
    expect(knots(moduleGraph())).toEqual([]);
  });

  it('would see a cycle', () => {
    const graph = new Map([
      ['db', new Set(['api'])],
      ['api', new Set(['db', 'log'])],
      ['log', new Set<string>()],
    ]);
    expect(knots(graph)).toEqual([['api', 'db']]);
  });
});
