import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from '@/lib/pages/known-pages';
import { pages } from '@/lib/pages/page-types';

// The embed shell's route group, app/(embed)/[locale] (its own root layout, no site shell).

/** The routes of the files named `file` below a folder, in the app directory's notation. */
function routesOf(dir: string, file: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === file) found.push(prefix || '/');
    if (!entry.isDirectory()) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    found.push(...routesOf(path.join(dir, entry.name), file, prefix + segment));
  }
  return found;
}

const embed = path.join(process.cwd(), 'app', '(embed)', '[locale]');

describe('the (embed) route group', () => {
  it('has its own root layout', () => {
    expect(existsSync(path.join(embed, 'layout.tsx'))).toBe(true);
  });

  it('serves the widgets, each page declared in `pages` with its response policy', () => {
    const served = routesOf(embed, 'page.tsx');
    expect(served).toEqual(expect.arrayContaining(['/widget', '/v2/widget']));
    for (const route of served) expect(pages as readonly string[], route).toContain(route);
  });

  it('holds the e2e fixture that proves the layout, known only to a test build', () => {
    const fixtures = routesOf(embed, 'page.e2e.tsx');
    expect(fixtures).toEqual(['/e2e-fixtures/embed-shell']);
    expect(isKnownPagePath('/e2e-fixtures/embed-shell', { e2eFixtures: true })).toBe(true);
    expect(isKnownPagePath('/e2e-fixtures/embed-shell')).toBe(false);
  });
});
