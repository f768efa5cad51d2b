import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The text of the blog's articles (content/blog/<slug>/<locale>.md) as a visitor reads it, for the
// glossary and typography checks that run over messages/*.json.

export const blogDir = path.join(process.cwd(), 'content/blog');

export const articleSlugs = () =>
  readdirSync(blogDir).filter((entry) => statSync(path.join(blogDir, entry)).isDirectory());

export function articleSource(slug: string, locale: string): string | undefined {
  const file = path.join(blogDir, slug, `${locale}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Markdown → read text: the title and summary, then the body without URLs, code and markup. */
export function articleText(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const body = front ? source.slice(front[0].length) : source;
  const bodyStart = front ? front[0].split('\n').length - 1 : 0;
  for (const line of (front?.[1] ?? '').split('\n')) {
    const field = /^(title|summary): '(.*)'$/.exec(line);
    if (field) out.set(field[1]!, field[2]!.replaceAll("''", "'"));
  }
  body.split('\n').forEach((line, index) => {
    const text = line
      .replace(/`[^`]*`/g, '\uFFFC') // code
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: the alt text
      .replace(/\]\([^)]*\)/g, ']') // link targets
      .replace(/<[^>]+>/g, '') // HTML
      .replace(/\{brand\}/g, '\uFFFC')
      .replace(/^\s*(?:#+|[-*]|\d+\.|>)\s+/, '') // heading and list markers
      .replace(/^\|?[\s|:-]+\|?$/, '') // table rules
      .replace(/[*_[\]|]/g, ' ') // emphasis, link brackets, table cells
      .trim();
    if (text) out.set(`line ${bodyStart + index + 1}`, text);
  });
  return out;
}

/** The bold and italic spans of an article's body (** **, __ __, * *, _ _). */
export function emphasised(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  return [...body.matchAll(/(\*\*|__|(?<![*\w])\*(?!\*)|(?<![_\w])_(?!_))(.+?)\1/gu)].map(
    (match) => match[2]!,
  );
}
