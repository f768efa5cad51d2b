import { erc20Abi, parseAbi } from 'viem';

// The TestToken's interface (contracts/TestToken.sol), typed for viem; the committed artifact
// (artifacts/TestToken.json) holds the same ABI, which tests/unit/evm/artifacts.test.ts checks.
export const TEST_TOKEN_ABI = [
  ...erc20Abi,
  ...parseAbi([
    'function initialize(string name_, string symbol_, uint8 decimals_, bool resetToZeroApprove_)',
    'function initialized() view returns (bool)',
    'function mint(address to, uint256 amount)',
    'function resetToZeroApprove() view returns (bool)',
  ]),
] as const;
