import type { Abi, Hex } from 'viem';
import sandboxRouter from './artifacts/SandboxRouter.json';
import testToken from './artifacts/TestToken.json';

// Compiled once by scripts/compile-contracts.mjs (solc 0.8.28, evmVersion cancun) and
// committed: tests never download or run a compiler.

export interface ContractArtifact {
  contractName: string;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

export const SANDBOX_ROUTER_ARTIFACT = sandboxRouter as ContractArtifact;
export const TEST_TOKEN_ARTIFACT = testToken as ContractArtifact;
