import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of docs/decisions/0007-declared-layers.md are enforced by `npm run lint`: these
// probes, linted with the project's own configuration, prove that each rule fires (and that an
// allowed import passes, so a rule that rejects everything would fail here too).

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The probes are not files on disk, which import/no-cycle cannot follow: the last test covers it.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The layer and cycle rules that `code` breaks when it sits at `filePath`. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import/'))
    .map((message) => message.ruleId ?? '');
}

const probe = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('declared layers', () => {
  it('rejects a platform module that imports a domain', async () => {
    expect(await broken('lib/db/layer-probe.ts', probe('@/lib/catalogue'))).toEqual([
      'import/no-restricted-paths',
    ]);
  });

  it('rejects a provider that imports the database or a domain', async () => {
    const path = 'lib/providers/exchange/layer-probe.ts';
    expect(await broken(path, probe('@/lib/db/client'))).toEqual(['import/no-restricted-paths']);
    expect(await broken(path, probe('@/lib/rates/quote-store'))).toEqual([
      'import/no-restricted-paths',
    ]);
  });

  it('rejects a component that imports the environment, the database or a provider', async () => {
    const path = 'components/layer-probe.tsx';
    for (const specifier of ['@/lib/env', '@/lib/db/client', '@/lib/providers/exchange/contract']) {
      expect(await broken(path, probe(specifier))).toEqual(['import/no-restricted-paths']);
    }
  });

  it("rejects a domain that reaches into a provider kind's insides", async () => {
    expect(
      await broken('lib/rates/layer-probe.ts', probe('@/lib/providers/exchange/changenow/client')),
    ).toEqual(['import/no-restricted-paths']);
  });

  it('lets a domain import the platform and a provider kind through its registry', async () => {
    const path = 'lib/rates/layer-probe.ts';
    expect(await broken(path, probe('@/lib/db/client'))).toEqual([]);
    expect(await broken(path, probe('@/lib/providers/exchange/registry'))).toEqual([]);
  });

  it('rejects a domain that imports a domain of its own tier or a higher one (ADR 0019)', async () => {
    // The loop of issue 23: the catalogue read rates, which read the catalogue.
    expect(await broken('lib/catalogue/layer-probe.ts', probe('@/lib/rates/listing'))).toEqual([
      'import/no-restricted-paths',
    ]);
    expect(await broken('lib/routing/layer-probe.ts', probe('@/lib/catalogue/slugs'))).toEqual([
      'import/no-restricted-paths',
    ]);
    expect(await broken('lib/rates/layer-probe.ts', probe('@/lib/catalogue/slugs'))).toEqual([]);
  });

  it('lets only app/ import the page types, never a domain', async () => {
    expect(await broken('lib/fiat/layer-probe.ts', probe('@/lib/pages/page-types'))).toEqual([
      'import/no-restricted-paths',
    ]);
    expect(await broken('app/layer-probe.ts', probe('@/lib/pages/page-types'))).toEqual([]);
    expect(await broken('lib/pages/layer-probe.ts', probe('@/lib/rates/listing'))).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    // The fixtures sit in the lint's ignore list, so that only this test lints them.
    const unignored = new ESLint({ cwd: root, ignore: false });
    const [result] = await unignored.lintFiles(['tests/unit/lint/fixtures/cycle-a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import/no-cycle']);
  });
});
