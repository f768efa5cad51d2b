import type { Address } from 'viem';

// The rollup contracts the L1 data fee is read from (./l1-fee.ts): Optimism's GasPriceOracle
// predeploy (OP specs: getL1Fee since Bedrock, getL1FeeUpperBound since Fjord) and Arbitrum's
// NodeInterface, a virtual contract only eth_call reaches (Arbitrum docs, NodeInterface
// reference; nitro-contracts src/node-interface/NodeInterface.sol).

export const OP_GAS_PRICE_ORACLE: Address = '0x420000000000000000000000000000000000000F';
export const ARB_NODE_INTERFACE: Address = '0x00000000000000000000000000000000000000C8';

export const GAS_PRICE_ORACLE_ABI = [
  {
    type: 'function',
    name: 'getL1Fee',
    stateMutability: 'view',
    inputs: [{ name: '_data', type: 'bytes' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getL1FeeUpperBound',
    stateMutability: 'view',
    inputs: [{ name: '_unsignedTxSize', type: 'uint256' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;

export const NODE_INTERFACE_ABI = [
  {
    type: 'function',
    name: 'gasEstimateL1Component',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'contractCreation', type: 'bool' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [
      { name: 'gasEstimateForL1', type: 'uint64' },
      { name: 'baseFee', type: 'uint256' },
      { name: 'l1BaseFeeEstimate', type: 'uint256' },
    ],
  },
] as const;
