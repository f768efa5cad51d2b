import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAtLeast, minimumOf, nodeProblem } from '@/scripts/check-node.mjs';

// The Node the project runs on: package.json's engines, the fail-fast check that `npm test`,
// `npm start` and `npm run dev` run first (scripts/check-node.mjs), and the pinned Node 24 that
// scripts/use-node.sh installs for .ci/run.

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const useNode = readFileSync('scripts/use-node.sh', 'utf8');
const pinned = /^SWAPLENS_NODE_VERSION=(\S+)$/m.exec(useNode)?.[1] ?? '';

describe('minimumOf', () => {
  it('reads the lowest version of a ">=" range', () => {
    expect(minimumOf('>=22.12')).toEqual([22, 12, 0]);
    expect(minimumOf(' >= 24.1.2 ')).toEqual([24, 1, 2]);
    expect(minimumOf('>=24')).toEqual([24, 0, 0]);
  });

  it('refuses a range it cannot read instead of letting every Node through', () => {
    expect(() => minimumOf('^22.12 || >=24')).toThrow(/engines\.node/);
    expect(() => minimumOf('22.12')).toThrow(/engines\.node/);
  });
});

describe('isAtLeast', () => {
  it('compares major, then minor, then patch, as numbers', () => {
    expect(isAtLeast('v22.12.0', [22, 12, 0])).toBe(true);
    expect(isAtLeast('24.0.0', [22, 12, 0])).toBe(true);
    expect(isAtLeast('v22.100.0', [22, 12, 0])).toBe(true);
    expect(isAtLeast('v22.11.9', [22, 12, 0])).toBe(false);
    expect(isAtLeast('v20.20.2', [22, 12, 0])).toBe(false);
    expect(isAtLeast('v9.99.99', [22, 12, 0])).toBe(false);
  });
});

describe('nodeProblem', () => {
  it('says nothing for a Node the engines allow', () => {
    expect(nodeProblem('v24.22.3', pkg.engines.node)).toBeNull();
    expect(nodeProblem('v22.12.0', pkg.engines.node)).toBeNull();
  });

  it('names the old version, the one needed and how to get it', () => {
    const message = nodeProblem('v20.20.2', pkg.engines.node);
    expect(message).toContain('Node v20.20.2 is too old');
    expect(message).toContain('>=22.12');
    expect(message).toContain('source scripts/use-node.sh');
  });
});

describe('the Node the project runs on', () => {
  it('is Node 22.12 or later by the engines, and Node 24 LTS by the pin', () => {
    expect(pkg.engines.node).toBe('>=22.12');
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(nodeProblem(pinned, pkg.engines.node)).toBeNull();
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(pinned);
  });

  it('keeps the minimum in scripts/use-node.sh equal to the engines', () => {
    const major = /^SWAPLENS_NODE_MIN_MAJOR=(\d+)$/m.exec(useNode)?.[1];
    const minor = /^SWAPLENS_NODE_MIN_MINOR=(\d+)$/m.exec(useNode)?.[1];
    expect([Number(major), Number(minor), 0]).toEqual(minimumOf(pkg.engines.node));
  });

  it('is checked first by the commands that run the project', () => {
    for (const name of ['test', 'start', 'dev']) {
      expect(pkg.scripts[name], name).toMatch(/^node scripts\/check-node\.mjs && /);
    }
  });

  it('lets the Node running these tests pass the check', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
