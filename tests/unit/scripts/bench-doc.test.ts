import { describe, expect, it } from 'vitest';
import { withSection } from '@/bench/doc.mjs';

// docs/performance.md is written by two benchmarks; each replaces only its own section.

const DOC = [
  '# Performance',
  '',
  'Text written by people.',
  '',
  '<!-- bench:throughput:start -->',
  '',
  'old throughput',
  '',
  '<!-- bench:throughput:end -->',
  '',
  'More text.',
  '',
  '<!-- bench:lighthouse:start -->',
  'old lighthouse',
  '<!-- bench:lighthouse:end -->',
  '',
].join('\n');

describe('withSection', () => {
  it('replaces one section and keeps the other and the text around them', () => {
    const next = withSection(DOC, 'lighthouse', ['| a |', '|---|', '| 1 |', '']);
    expect(next).toContain(
      '<!-- bench:lighthouse:start -->\n\n| a |\n|---|\n| 1 |\n\n<!-- bench:lighthouse:end -->',
    );
    expect(next).not.toContain('old lighthouse');
    expect(next).toContain('old throughput');
    expect(next.startsWith('# Performance\n\nText written by people.\n')).toBe(true);
    expect(next).toContain('More text.');
  });

  it('gives the same document when run twice with the same figures', () => {
    const once = withSection(DOC, 'throughput', ['new']);
    expect(withSection(once, 'throughput', ['new'])).toBe(once);
  });

  it('appends a section whose markers are missing', () => {
    expect(withSection('# Performance\n', 'budget', ['x'])).toBe(
      '# Performance\n\n<!-- bench:budget:start -->\n\nx\n\n<!-- bench:budget:end -->\n',
    );
  });
});
