import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { baseFrontMatter } from '@/lib/content/front-matter';

// loadContent against a content folder of its own: locale files, English fallback, a
// translation that takes the English body, front matter checks and brand placeholders.

let root: string;
const BRAND_FILE = path.resolve('brands/swaplens.json');

function write(file: string, text: string) {
  const full = path.join(root, 'content', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'swaplens-content-'));
  write(
    'notes/hello/en.md',
    '---\ntitle: Hello from {brand}\nsummary: A note.\nupdated: 2026-11-01\n---\n## Who\n\nRun by {operator}.\n',
  );
  write(
    'notes/hello/de.md',
    '---\ntitle: Hallo von {brand}\nsummary: Eine Notiz.\nbodyLocale: en\n---\n',
  );
  write('notes/own/en.md', '---\ntitle: Own\nsummary: S.\n---\nEnglish.\n');
  write(
    'notes/own/fr.md',
    '---\ntitle: Propre\nsummary: R.\nupdated: 2026-10-01\n---\nFrançais.\n',
  );
  write('notes/bad/en.md', '---\ntitle: ""\nsummary: S.\n---\nText\n');
  write('notes/nofront/en.md', 'Just text.\n');
  write('notes/twobodies/en.md', '---\ntitle: T\nsummary: S.\n---\nBody\n');
  write('notes/twobodies/it.md', '---\ntitle: T\nsummary: S.\nbodyLocale: en\n---\nCorpo\n');
  write('notes/extra/en.md', '---\ntitle: T\nsummary: S.\nauthor: someone\n---\nBody\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

async function loader(env: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  // The brand file is found from the project folder, which the mocked cwd below hides.
  vi.stubEnv('BRAND_CONFIG', BRAND_FILE);
  vi.resetModules();
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  const content = await import('@/lib/content/load');
  return { ...content, notes: content.defineCollection('notes') };
}

const text = (value: unknown) => JSON.stringify(value);

describe('loadContent', () => {
  it('reads the locale’s file when it exists', async () => {
    const { loadContent, notes } = await loader();
    const doc = await loadContent(notes, 'own', 'fr');
    expect(doc).toMatchObject({
      locale: 'fr',
      metaLocale: 'fr',
      bodyLocale: 'fr',
      fallback: false,
    });
    expect(doc?.meta).toMatchObject({ title: 'Propre', updated: '2026-10-01' });
    expect(text(doc?.tree)).toContain('Français.');
  });

  it('falls back to English, and says so, when the locale has no file', async () => {
    const { loadContent, notes } = await loader();
    const doc = await loadContent(notes, 'own', 'ja');
    expect(doc).toMatchObject({ locale: 'ja', metaLocale: 'en', bodyLocale: 'en', fallback: true });
    expect(doc?.meta.title).toBe('Own');
  });

  it('takes the English body and date for a translation with bodyLocale: en', async () => {
    const { loadContent, notes } = await loader({ BRAND_NAME: 'Lens' });
    const doc = await loadContent(notes, 'hello', 'de');
    expect(doc).toMatchObject({ metaLocale: 'de', bodyLocale: 'en', fallback: true });
    expect(doc?.meta).toMatchObject({ title: 'Hallo von Lens', updated: '2026-11-01' });
    expect(doc?.headings).toEqual([{ depth: 2, id: 'who', text: 'Who' }]);
  });

  it('names the operator from the brand configuration, or says who it is when unset', async () => {
    const unset = await loader();
    expect(text((await unset.loadContent(unset.notes, 'hello', 'en'))?.tree)).toContain(
      'Run by the operator of this website.',
    );
    const set = await loader({ BRAND_OPERATOR: 'Example Ltd' });
    expect(text((await set.loadContent(set.notes, 'hello', 'de'))?.tree)).toContain(
      'Run by Example Ltd.',
    );
  });

  it('answers null for a missing or unsafe slug', async () => {
    const { loadContent, notes } = await loader();
    expect(await loadContent(notes, 'missing', 'en')).toBeNull();
    expect(await loadContent(notes, '../notes/own', 'en')).toBeNull();
  });

  it('fails loudly on bad files, which fails the build of a static page', async () => {
    const { loadContent, notes, defineCollection } = await loader();
    await expect(loadContent(notes, 'bad', 'en')).rejects.toThrow(/invalid front matter \(title/);
    await expect(loadContent(notes, 'nofront', 'en')).rejects.toThrow(/no front matter/);
    await expect(loadContent(notes, 'twobodies', 'it')).rejects.toThrow(
      /bodyLocale is set, so no body/,
    );
    await expect(loadContent(notes, 'extra', 'en')).rejects.toThrow(/invalid front matter/);
    const withAuthor = defineCollection('notes', baseFrontMatter.extend({ author: z.string() }));
    expect((await loadContent(withAuthor, 'extra', 'en'))?.meta.author).toBe('someone');
    expect(() => defineCollection('../x')).toThrow(RangeError);
  });
});
