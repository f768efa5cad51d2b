import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A static reading of the client code: which files an island's entry imports, and which message
// namespaces those files read with useTranslations(). Good enough for this codebase's style
// (string-literal namespaces, static imports); tests/unit/i18n/island-messages.test.ts uses it.

export const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;
const TRANSLATIONS = /useTranslations\(\s*(?:(['"`])([^'"`]*)\1)?\s*\)/g;

/** The repository file a specifier names, or undefined for packages, styles and data. */
export function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (/\.(css|json|svg|png)$/.test(base)) return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .map((specifier) => resolveImport(file, specifier))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/** Every repository file the entry reaches through its imports, the entry included. */
export function reachableFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/** Namespaces a file reads, top level only ("SwapStatus.copy" reads SwapStatus); "*" for all. */
export function namespacesReadBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(TRANSLATIONS)].map((match) => {
    const namespace = match[2];
    return namespace ? (namespace.split('.')[0] ?? namespace) : '*';
  });
}

export function relative(file: string): string {
  return path.relative(ROOT, file);
}
