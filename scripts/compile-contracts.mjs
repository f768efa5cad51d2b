#!/usr/bin/env node
// Compiles contracts/*.sol and writes each contract's ABI, creation bytecode and runtime
// bytecode to tests/support/evm/artifacts/<Contract>.json, which the offline test chain loads.
// Only a developer who changes a contract runs it; tests never do, and solc is not a dependency
// of the project: the script installs the pinned compiler into a temporary folder outside the
// repository (or uses SOLC_DIR, a folder where `npm i solc@0.8.28` was run).
//   node scripts/compile-contracts.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SOLC_VERSION = '0.8.28';
// Cancun: the hardfork the test chain's Common runs (tests/support/evm/chain.ts).
const EVM_VERSION = 'cancun';

const root = path.resolve(import.meta.dirname, '..');
const sources = path.join(root, 'contracts');
const out = path.join(root, 'tests/support/evm/artifacts');

function loadSolc() {
  let dir = process.env.SOLC_DIR;
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), 'solc-'));
    execFileSync('npm', ['init', '-y'], { cwd: dir, stdio: 'ignore' });
    execFileSync('npm', ['install', `solc@${SOLC_VERSION}`], { cwd: dir, stdio: 'inherit' });
  }
  const solc = createRequire(path.join(dir, 'package.json'))('solc');
  if (!solc.version().startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(`solc ${solc.version()} found; ${SOLC_VERSION} expected`);
  }
  return solc;
}

const solc = loadSolc();
const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    readdirSync(sources)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [file, { content: readFileSync(path.join(sources, file), 'utf8') }]),
  ),
  settings: {
    evmVersion: EVM_VERSION,
    optimizer: { enabled: true, runs: 200 },
    outputSelection: {
      '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
    },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
if (errors.length > 0) {
  throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
}
for (const [file, contracts] of Object.entries(output.contracts)) {
  for (const [name, contract] of Object.entries(contracts)) {
    if (!name.endsWith(path.basename(file, '.sol'))) continue; // interfaces declared beside it
    const artifact = {
      contractName: name,
      source: `contracts/${file}`,
      compiler: `solc ${solc.version()}`,
      evmVersion: EVM_VERSION,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    };
    writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
    process.stdout.write(`wrote tests/support/evm/artifacts/${name}.json\n`);
  }
}
