import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '@/components/layout/shell-messages';
import {
  namespacesReadBy,
  reachableFiles,
  relative,
  resolveImport,
  ROOT,
} from '@/tests/helpers/island-scan';

// Each client island declares the namespaces it reads in <entry>.messages.ts beside its entry
// (<entry>.tsx). Read statically: every declaration must equal what the code its entry imports
// reads with useTranslations(), and every client file that reads messages must belong to a
// declared island. So a leaf that starts reading a namespace fails here until its island
// declares it, and a declaration cannot ship a namespace nobody reads.

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sources = [...filesUnder('app'), ...filesUnder('components')];
const declarations = sources.filter((file) => file.endsWith('.messages.ts'));
const entryOf = (declaration: string) =>
  resolveImport(declaration, `./${path.basename(declaration, '.messages.ts')}`);
const readsOf = (entry: string) => new Set([...reachableFiles(entry)].flatMap(namespacesReadBy));

async function declared(file: string): Promise<string[]> {
  const { messages } = (await import(file)) as { messages: readonly string[] };
  return [...new Set(messages)].sort();
}

describe('island message declarations', () => {
  it('finds the islands of the site', () => {
    expect(declarations.map(relative).sort()).toEqual(
      expect.arrayContaining([
        'components/exchange/hero-form.messages.ts',
        'components/exchange/swap-flow.messages.ts',
        'components/swap-status/swap-status-view.messages.ts',
        'app/[locale]/(support)/transaction-status/status-lookup.messages.ts',
        'components/newsletter/newsletter-form.messages.ts',
        'components/layout/language/language-switch.messages.ts',
      ]),
    );
  });

  it.each(declarations.map((file) => [relative(file), file]))(
    '%s declares exactly what its entry reads',
    async (_name, declaration) => {
      const entry = entryOf(declaration);
      expect(entry, 'an entry file beside the declaration').toBeDefined();
      const reads = [...readsOf(entry!)].sort();
      expect(reads, 'useTranslations() without a namespace ships everything').not.toContain('*');
      expect(await declared(declaration)).toEqual(reads);
    },
  );

  it('leaves no client file that reads messages outside a declared island', () => {
    const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
    const clientFiles = new Set(sources.filter(isClient).flatMap((f) => [...reachableFiles(f)]));
    const covered = new Set(declarations.flatMap((d) => [...reachableFiles(entryOf(d)!)]));
    const strays = [...clientFiles]
      .filter((file) => namespacesReadBy(file).length > 0 && !covered.has(file))
      .map(relative);
    expect(strays).toEqual([]);
  });
});

describe('the shell', () => {
  it("sends only what its client leaves read: not the header's, which it renders on the server", () => {
    expect(SHELL_MESSAGES).not.toContain('Header');
    expect(SHELL_MESSAGES).not.toContain('Common');
    expect(SHELL_MESSAGES).not.toContain('LanguageDrawer');
    expect(new Set(SHELL_MESSAGES).size).toBe(SHELL_MESSAGES.length);
  });
});
