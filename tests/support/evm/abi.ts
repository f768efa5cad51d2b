import { erc20Abi, parseAbi } from 'viem';

// The TestToken's interface (contracts/TestToken.sol), typed for viem; the committed artifact
// (artifacts/TestToken.json) holds the same ABI, which tests/unit/evm/artifacts.test.ts checks.
export const TEST_TOKEN_ABI = [
  ...erc20Abi,
  ...parseAbi([
    'function initialize(string name_, string symbol_, uint8 decimals_, bool resetToZeroApprove_, bool returnsNoData_)',
    'function initialized() view returns (bool)',
    'function mint(address to, uint256 amount)',
    'function resetToZeroApprove() view returns (bool)',
    'function returnsNoData() view returns (bool)',
  ]),
] as const;

/**
 * How mainnet USDT (and the test chain's USDT) declares the calls that move or allow funds: no
 * return value. Decoding a bool from them, as erc20Abi does, fails on that token.
 */
export const NO_RETURN_ERC20_ABI = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
]);
