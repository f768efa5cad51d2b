import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pressMentionSchema, type PressMention } from './schema';

export type { PressMention } from './schema';

export const PRESS_DIR = path.join(process.cwd(), 'content', 'press');

// The folder is read when /press is prerendered (and by tests with their own folder), so the
// build need not trace it into the server output: turbopackIgnore keeps Turbopack from tracing
// the whole project for these dynamic paths.

/**
 * Every press mention of content/press/*.json, newest first. Read when /press is prerendered; a
 * file that does not match the schema fails the build with its name, rather than being skipped.
 */
export function listPressMentions(dir = PRESS_DIR): PressMention[] {
  let files: string[];
  try {
    files = readdirSync(/* turbopackIgnore: true */ dir).filter((file) => file.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mentions = files.map((file) => {
    const fail = (problem: string) => new Error(`content/press/${file}: ${problem}`);
    let json: unknown;
    try {
      const filePath = path.join(/* turbopackIgnore: true */ dir, file);
      json = JSON.parse(readFileSync(/* turbopackIgnore: true */ filePath, 'utf8'));
    } catch (error) {
      throw fail((error as Error).message);
    }
    const result = pressMentionSchema.safeParse(json);
    if (!result.success) {
      throw fail(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    return result.data;
  });
  return mentions.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
