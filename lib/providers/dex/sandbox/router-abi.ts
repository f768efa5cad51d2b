// The sandbox router's interface (contracts/SandboxRouter.sol; its compiled bytecode is committed
// with the test chain, tests/support/evm): the contract the sandbox aggregator's quotes call on a
// chain where it is deployed (DEX_SANDBOX_ROUTER). It pulls `amountIn` of `tokenIn` from the
// sender (or takes it as the call's value for the native coin), pays `amountOut` of `tokenOut`
// to `recipient` from its own balance, and reverts when `amountOut < minOut` ("slippage") or the
// deadline has passed ("expired"). A test double of a real router: it prices nothing itself.

export const SANDBOX_ROUTER_ABI = [
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [
      { name: 'tokenIn', type: 'address' },
      { name: 'tokenOut', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOut', type: 'uint256' },
      { name: 'minOut', type: 'uint256' },
      { name: 'recipient', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'event',
    name: 'Swapped',
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'tokenIn', type: 'address', indexed: true },
      { name: 'tokenOut', type: 'address', indexed: true },
      { name: 'amountIn', type: 'uint256', indexed: false },
      { name: 'amountOut', type: 'uint256', indexed: false },
      { name: 'recipient', type: 'address', indexed: false },
    ],
  },
] as const;
