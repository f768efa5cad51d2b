import { readFileSync } from 'node:fs';
import { resolveImport } from './island-scan';

// What a client entry loads with the page: the repository files and packages reached through
// static imports only. `import()` (next/dynamic included) starts a chunk of its own that loads
// later, and type-only imports leave nothing in the bundle, so neither is followed.

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function isTypeOnly(keyword: string | undefined, clause: string | undefined): boolean {
  if (keyword) return true;
  const named = clause?.match(/^\{([^}]*)\}$/s)?.[1];
  if (named === undefined) return false;
  const names = named
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The package a bare specifier names: 'zod/mini' → 'zod', '@web3icons/core/x' → '@web3icons/core'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export interface EagerGraph {
  files: Set<string>;
  /** Bare specifiers as written ('next/image', 'zod'), and their package names. */
  specifiers: Set<string>;
  packages: Set<string>;
}

const SERVER_ONLY = /^\s*import\s+['"]server-only['"]/m;

/**
 * Every file and package the entry loads eagerly, the entry included. `browser`: a server
 * component's graph as far as the browser gets it, so modules marked `import 'server-only'`
 * (which no client bundle may hold) are not followed.
 */
export function eagerGraph(entry: string, options: { browser?: boolean } = {}): EagerGraph {
  const graph: EagerGraph = { files: new Set(), specifiers: new Set(), packages: new Set() };
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (graph.files.has(file)) continue;
    graph.files.add(file);
    const source = readFileSync(file, 'utf8');
    if (options.browser && file !== entry && SERVER_ONLY.test(source)) continue;
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const [, keyword, clause, specifier = ''] = match;
      if (isTypeOnly(keyword, clause?.trim())) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const resolved = resolveImport(file, specifier);
        if (resolved) queue.push(resolved);
      } else {
        graph.specifiers.add(specifier);
        graph.packages.add(packageOf(specifier));
      }
    }
  }
  return graph;
}
