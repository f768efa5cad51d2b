import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** messages/<locale>.json as flat keys ('Offers.rate') → ICU message. */
export function loadFlatMessages(locale: string): Map<string, string> {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
