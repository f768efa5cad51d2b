import { bytesToHex } from '@ethereumjs/util';
import {
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  hexToBigInt,
  numberToHex,
  type Address,
  type EIP1193RequestFn,
  type Hex,
} from 'viem';
import { TEST_TOKEN_ABI } from './abi';
import { SANDBOX_ROUTER_ARTIFACT, TEST_TOKEN_ARTIFACT } from './artifacts';
import { ChainCore, type ChainOptions, type MiningMode } from './chain';
import {
  ACCOUNT_FUNDS,
  DEV_ADDRESS,
  OTHER_ADDRESS,
  ROUTER_FUNDS,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKENS,
} from './constants';
import { createRequestHandler, type RpcRequest } from './rpc';

// The offline chain every DEX test runs against (docs/dex.md "Tests"): chain id 1, the
// TestTokens at the mainnet USDC/USDT/DAI addresses, the SandboxRouter at
// 0x5a9d…5a9d, two unlocked funded accounts. `request` is an EIP-1193 request function, so a
// viem client over `custom(chain)` talks to it as to a node.

export interface TestChain {
  /** EIP-1193 `request`: JSON-RPC methods in, results out, errors thrown as { code, message, data }. */
  request: EIP1193RequestFn;
  /** Answers a JSON-RPC request as an untyped call (the devnet server and the test wallet use it). */
  send(request: RpcRequest): Promise<unknown>;
  balanceOf(token: Address, owner: Address): Promise<bigint>;
  allowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
  getBalance(address: Address): Promise<bigint>;
  setBalance(address: Address, wei: bigint): Promise<void>;
  /** Mints `amount` (base units) of a TestToken to `to`, straight into the state (no block). */
  mint(token: Address, to: Address, amount: bigint): Promise<void>;
  /** The latest block's number and timestamp (seconds). */
  latestBlock(): { number: bigint; timestamp: bigint };
  /** 'auto' (default): a block per transaction; 'manual': transactions wait for mine(). */
  setMining(mode: MiningMode): Promise<void>;
  /** Mines `blocks` blocks (the first takes the waiting transactions); their hashes. */
  mine(blocks?: number): Promise<Hex[]>;
  /** The hashes of the transactions waiting in the pool ('manual' mode). */
  pending(): Hex[];
  /** Forgets a waiting transaction: it will never have a receipt (a dropped transaction). */
  drop(hash: Hex): boolean;
  /**
   * Replaces a waiting transaction of an unlocked account by one with the same nonce and twice
   * its fees: 'cancel' sends 0 ETH to the sender itself, 'speed-up' the same call. Returns the
   * new hash; the new transaction waits in the pool like the old one did.
   */
  replace(hash: Hex, kind?: 'cancel' | 'speed-up'): Promise<Hex>;
  increaseTime(seconds: number): void;
  setNextBlockTimestamp(seconds: number): void;
  snapshot(): Promise<number>;
  revert(id: number): Promise<boolean>;
  /** Back to the state right after genesis (and 'auto' mining). */
  reset(): Promise<void>;
}

const ZERO = '0x0000000000000000000000000000000000000000';

export async function startTestChain(options: ChainOptions = {}): Promise<TestChain> {
  const core = await ChainCore.create(options);
  const base = createRequestHandler(core);
  // The controls that only this module implements, also as JSON-RPC methods so that a process
  // holding only the devnet's URL can use them (e2e/support/wallet.ts's devnetControls).
  const controls: Record<string, (params: unknown[]) => Promise<unknown>> = {
    test_replaceTransaction: ([hash, kind]) =>
      chain.replace(hash as Hex, kind as 'cancel' | 'speed-up'),
    test_pendingTransactions: async () => chain.pending(),
    test_reset: async () => {
      await chain.reset();
      return true;
    },
    test_mint: async ([token, to, amount]) => {
      await chain.mint(token as Address, to as Address, hexToBigInt(amount as Hex));
      return true;
    },
  };
  const send = (request: RpcRequest) => {
    const control = controls[request.method];
    return control ? control(Array.isArray(request.params) ? request.params : []) : base(request);
  };
  await genesis(core);
  const genesisSnapshot = { id: await core.snapshot() };

  const read = (token: Address, data: Hex) =>
    core.exclusive(() => core.call({ from: ZERO, to: token, data }));
  const balanceOf = async (token: Address, owner: Address) =>
    decodeFunctionResult({
      abi: TEST_TOKEN_ABI,
      functionName: 'balanceOf',
      data: await read(
        token,
        encodeFunctionData({ abi: TEST_TOKEN_ABI, functionName: 'balanceOf', args: [owner] }),
      ),
    });

  const chain: TestChain = {
    request: ((args: RpcRequest) => send(args)) as EIP1193RequestFn,
    send,
    balanceOf,
    allowance: async (token, owner, spender) =>
      decodeFunctionResult({
        abi: TEST_TOKEN_ABI,
        functionName: 'allowance',
        data: await read(
          token,
          encodeFunctionData({
            abi: TEST_TOKEN_ABI,
            functionName: 'allowance',
            args: [owner, spender],
          }),
        ),
      }),
    getBalance: (address) => core.exclusive(async () => (await core.getAccount(address)).balance),
    setBalance: (address, wei) => core.exclusive(() => core.setBalance(address, wei)),
    mint: async (token, to, amount) => {
      const data = encodeFunctionData({
        abi: TEST_TOKEN_ABI,
        functionName: 'mint',
        args: [to, amount],
      });
      await core.exclusive(() => core.execute({ from: ZERO, to: token, data }));
    },
    latestBlock: () => ({
      number: core.latest.header.number,
      timestamp: core.latest.header.timestamp,
    }),
    setMining: async (mode) => {
      await send({ method: 'evm_setAutomine', params: [mode === 'auto'] });
    },
    mine: async (blocks = 1) =>
      (await core.exclusive(() => core.mine(blocks))).map((block) => block.hash),
    pending: () => [...core.pool.keys()],
    drop: (hash) => core.pool.delete(hash),
    replace: async (hash, kind = 'cancel') => {
      const old = await core.exclusive(() => core.pool.get(hash));
      if (!old) throw new Error(`no pending transaction ${hash}`);
      const { tx } = old;
      const fees =
        'maxFeePerGas' in tx
          ? {
              maxFeePerGas: numberToHex(tx.maxFeePerGas * 2n),
              maxPriorityFeePerGas: numberToHex(tx.maxPriorityFeePerGas * 2n),
            }
          : { gasPrice: numberToHex(tx.gasPrice * 2n) };
      const call =
        kind === 'cancel'
          ? { to: old.from, value: '0x0', data: '0x' as Hex, gas: numberToHex(21_000) }
          : {
              to: tx.to ? getAddress(tx.to.toString()) : undefined,
              value: numberToHex(tx.value),
              data: bytesToHex(tx.data),
              gas: numberToHex(tx.gasLimit),
            };
      return (await send({
        method: 'eth_sendTransaction',
        params: [{ from: old.from, nonce: numberToHex(tx.nonce), ...fees, ...call }],
      })) as Hex;
    },
    increaseTime: (seconds) => core.increaseTime(seconds),
    setNextBlockTimestamp: (seconds) => core.setNextTimestamp(seconds),
    snapshot: () => core.exclusive(() => core.snapshot()),
    revert: (id) => core.exclusive(() => core.revert(id)),
    reset: () =>
      core.exclusive(async () => {
        await core.revert(genesisSnapshot.id);
        core.mining = 'auto';
        genesisSnapshot.id = await core.snapshot();
      }),
  };
  return chain;
}

/**
 * Places the contracts, initialises and funds them: state before block 1, no transactions (the
 * calls come from the zero address, so the unlocked accounts' nonces stay 0).
 */
async function genesis(core: ChainCore): Promise<void> {
  const accounts = [DEV_ADDRESS, OTHER_ADDRESS];
  for (const account of accounts) await core.setBalance(account, ACCOUNT_FUNDS.eth);
  await core.putCode(SANDBOX_ROUTER_ADDRESS, SANDBOX_ROUTER_ARTIFACT.deployedBytecode);
  await core.setBalance(SANDBOX_ROUTER_ADDRESS, ROUTER_FUNDS.eth);
  for (const token of Object.values(TEST_TOKENS)) {
    await core.putCode(token.address, TEST_TOKEN_ARTIFACT.deployedBytecode);
    const unit = 10n ** BigInt(token.decimals);
    const calls = [
      encodeFunctionData({
        abi: TEST_TOKEN_ABI,
        functionName: 'initialize',
        args: [
          token.name,
          token.symbol,
          token.decimals,
          token.resetToZeroApprove,
          token.returnsNoData,
        ],
      }),
      ...accounts.map((account) =>
        encodeFunctionData({
          abi: TEST_TOKEN_ABI,
          functionName: 'mint',
          args: [account, ACCOUNT_FUNDS.tokens * unit],
        }),
      ),
      encodeFunctionData({
        abi: TEST_TOKEN_ABI,
        functionName: 'mint',
        args: [SANDBOX_ROUTER_ADDRESS, ROUTER_FUNDS.tokens * unit],
      }),
    ];
    for (const data of calls) await core.execute({ from: ZERO, to: token.address, data });
  }
}
