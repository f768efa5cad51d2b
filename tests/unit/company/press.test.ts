import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPressMentions, PRESS_DIR } from '@/lib/press';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'swaplens-press-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return dir;
}

const mention = (date: string, title: string) => ({
  outlet: 'Example Times',
  title,
  url: `https://news.example.com/${title.toLowerCase().replace(/\W+/g, '-')}`,
  date,
  language: 'en',
});

describe('press mentions', () => {
  it('lists the content files newest first, ignoring other files', () => {
    const dir = folder({
      'old.json': mention('2025-03-01', 'Older story'),
      'new.json': mention('2026-10-12', 'Newer story'),
      'README.md': '# not a mention',
    });
    expect(listPressMentions(dir).map((item) => item.title)).toEqual([
      'Newer story',
      'Older story',
    ]);
  });

  it('is empty without files or without the folder', () => {
    expect(listPressMentions(folder({}))).toEqual([]);
    expect(listPressMentions(path.join(tmpdir(), 'swaplens-no-such-folder'))).toEqual([]);
  });

  it('refuses a file that is not a real mention, naming it', () => {
    const dir = folder({ 'bad.json': { ...mention('2026-02-30', 'x'), url: 'http://a.b/' } });
    expect(() => listPressMentions(dir)).toThrow(/content\/press\/bad\.json: .*url.*date/s);
    expect(() => listPressMentions(folder({ 'broken.json': '{' }))).toThrow(/broken\.json/);
  });

  it('reads the repository’s own content/press (real mentions only, none invented)', () => {
    expect(() => listPressMentions(PRESS_DIR)).not.toThrow();
  });
});
