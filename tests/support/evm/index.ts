// The offline EVM the DEX tests run against (docs/dex.md "Tests"): the in-process chain, the
// same chain behind an HTTP JSON-RPC server, the agreed addresses and keys, the contracts' ABIs.
export * from './constants';
export { NO_RETURN_ERC20_ABI, TEST_TOKEN_ABI } from './abi';
export { SANDBOX_ROUTER_ARTIFACT, TEST_TOKEN_ARTIFACT } from './artifacts';
export { startTestChain, type TestChain } from './test-chain';
export { RpcError } from './errors';
export { startDevnet, type Devnet, type DevnetOptions } from './devnet';
export { connectDevnet, type DevnetClient } from './remote';
