import { toFunctionSignature, type Abi, type AbiEvent, type AbiFunction } from 'viem';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import { SANDBOX_ROUTER_ARTIFACT, TEST_TOKEN_ABI, TEST_TOKEN_ARTIFACT } from '@/tests/support/evm';

// The committed bytecode implements the interfaces the code is typed against: the router's ABI
// in lib/ (what the sandbox aggregator encodes) and the TestToken's in tests/support/evm.

function signatures(abi: Abi): string[] {
  return abi
    .filter(
      (item): item is AbiFunction | AbiEvent => item.type === 'function' || item.type === 'event',
    )
    .map((item) =>
      item.type === 'function'
        ? `${toFunctionSignature(item)} ${item.stateMutability} -> ${item.outputs.map((o) => o.type).join(',')}`
        : `event ${item.name}(${item.inputs.map((i) => `${i.type}${i.indexed ? ' indexed' : ''}`).join(',')})`,
    )
    .sort();
}

describe('compiled contracts', () => {
  it('the SandboxRouter has exactly the ABI of router-abi.ts', () => {
    expect(signatures(SANDBOX_ROUTER_ARTIFACT.abi)).toEqual(signatures(SANDBOX_ROUTER_ABI));
  });

  it('the TestToken has every function and event of TEST_TOKEN_ABI', () => {
    expect(signatures(TEST_TOKEN_ARTIFACT.abi)).toEqual(
      expect.arrayContaining(signatures(TEST_TOKEN_ABI)),
    );
  });

  it('ships runtime code for the chain to place, compiled for cancun', () => {
    for (const artifact of [SANDBOX_ROUTER_ARTIFACT, TEST_TOKEN_ARTIFACT]) {
      expect(artifact.deployedBytecode).toMatch(/^0x60[0-9a-f]+$/);
      expect(artifact.bytecode.length).toBeGreaterThan(artifact.deployedBytecode.length);
    }
  });
});
