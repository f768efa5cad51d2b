// @ts-check
// docs/performance.md holds one section per benchmark between marker comments
// (`<!-- bench:<name>:start -->` … `<!-- bench:<name>:end -->`). Each benchmark replaces only its
// own section, so `npm run bench` and `npm run bench:lighthouse` never overwrite each other, and
// the text outside the markers (how to run them, what the tables mean) stays as written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export const PERFORMANCE_DOC = 'docs/performance.md';

/**
 * Replaces the section `name` of `text` with `body` (lines); appends it when the markers are
 * missing.
 * @param {string} text
 * @param {string} name
 * @param {string[]} body
 */
export function withSection(text, name, body) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const trimmed = body.join('\n').trim();
  const section = `${start}\n\n${trimmed}\n\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) return text.slice(0, from) + section + text.slice(to + end.length);
  return `${text.replace(/\n*$/, '\n\n')}${section}\n`;
}

/**
 * Writes the section `name` of docs/performance.md.
 * @param {string} name
 * @param {string[]} body
 */
export function writeSection(name, body) {
  const text = existsSync(PERFORMANCE_DOC)
    ? readFileSync(PERFORMANCE_DOC, 'utf8')
    : '# Performance\n';
  writeFileSync(PERFORMANCE_DOC, withSection(text, name, body));
}

/** One line about the machine, for the sections' headers. */
export function machineLine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  return `${os.cpus().length} × ${cpu}, ${gib} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}
