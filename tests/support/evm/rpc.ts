import { createTxFromRLP, type TypedTxData } from '@ethereumjs/tx';
import { bytesToHex, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { getAddress, hexToBigInt, numberToHex, type Address, type Hex } from 'viem';
import type { ChainBlock, ChainCore } from './chain';
import { BASE_FEE_PER_GAS, PRIORITY_FEE_PER_GAS, TEST_CHAIN_ID } from './constants';
import { RpcError } from './errors';
import { formatBlock, formatLog, formatReceipt, formatTx } from './format';

// The JSON-RPC methods viem, wagmi and our server call, answered from the ChainCore, plus the
// test controls Hardhat and Anvil name the same way (evm_snapshot, evm_revert, evm_mine,
// evm_setAutomine, evm_increaseTime, evm_setNextBlockTimestamp, anvil_dropTransaction,
// anvil_setBalance). A block tag other than latest/pending reads the current state too: the
// chain keeps no history of state, only of blocks and receipts.

export interface RpcRequest {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

interface CallParams {
  from?: Address;
  to?: Address | null;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
  nonce?: Hex;
  type?: Hex;
}

type Handler = (core: ChainCore, params: unknown[]) => Promise<unknown> | unknown;

const hex = (value: bigint | number) => numberToHex(value);
const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value));

function txData(params: CallParams, nonce: bigint, gasLimit: bigint): TypedTxData {
  const legacy = params.gasPrice !== undefined || params.type === '0x0';
  const common = {
    nonce,
    gasLimit,
    to: params.to ?? undefined,
    value: big(params.value) ?? 0n,
    data: params.data ?? params.input ?? '0x',
  };
  if (legacy) {
    return { ...common, type: 0, gasPrice: big(params.gasPrice) ?? BASE_FEE_PER_GAS * 2n };
  }
  const tip = big(params.maxPriorityFeePerGas) ?? PRIORITY_FEE_PER_GAS;
  return {
    ...common,
    type: 2,
    chainId: BigInt(TEST_CHAIN_ID),
    maxPriorityFeePerGas: tip,
    maxFeePerGas: big(params.maxFeePerGas) ?? BASE_FEE_PER_GAS * 2n + tip,
  };
}

function blockByTag(core: ChainCore, tag: unknown): ChainBlock | undefined {
  if (tag === undefined || typeof tag !== 'string') return core.latest;
  if (['latest', 'pending', 'safe', 'finalized'].includes(tag)) return core.latest;
  if (tag === 'earliest') return core.blocks[0];
  return core.blocks[Number(hexToBigInt(tag as Hex))];
}

function fullBlock(core: ChainCore, block: ChainBlock | undefined, full: unknown) {
  if (!block) return null;
  return formatBlock(
    block,
    full === true ? block.txHashes.map((hash) => core.mined.get(hash)) : null,
  );
}

async function estimate(core: ChainCore, params: CallParams): Promise<bigint> {
  const from = getAddress(params.from ?? '0x0000000000000000000000000000000000000000');
  return core.estimateGas(txData(params, await core.pendingNonce(from), 0n), from);
}

const METHODS: Record<string, Handler> = {
  web3_clientVersion: () => 'swaplens-test-chain/ethereumjs-vm-10',
  eth_chainId: () => hex(TEST_CHAIN_ID),
  net_version: () => String(TEST_CHAIN_ID),
  net_listening: () => true,
  eth_syncing: () => false,
  eth_accounts: (core) => [...core.unlocked.keys()].map((address) => getAddress(address)),
  eth_requestAccounts: (core) => [...core.unlocked.keys()].map((address) => getAddress(address)),
  eth_blockNumber: (core) => hex(core.latest.header.number),
  eth_gasPrice: () => hex(BASE_FEE_PER_GAS + PRIORITY_FEE_PER_GAS),
  eth_maxPriorityFeePerGas: () => hex(PRIORITY_FEE_PER_GAS),
  eth_feeHistory: (core, [count, newest, percentiles]) => {
    const last = blockByTag(core, newest) ?? core.latest;
    const blocks = Math.min(Number(count), Number(last.header.number) + 1);
    const oldest = last.header.number - BigInt(blocks) + 1n;
    const range = core.blocks.slice(Number(oldest), Number(last.header.number) + 1);
    return {
      oldestBlock: hex(oldest),
      baseFeePerGas: [...range, last].map(() => hex(BASE_FEE_PER_GAS)),
      gasUsedRatio: range.map(
        (block) => Number(block.header.gasUsed) / Number(block.header.gasLimit),
      ),
      ...(Array.isArray(percentiles)
        ? { reward: range.map(() => percentiles.map(() => hex(PRIORITY_FEE_PER_GAS))) }
        : {}),
    };
  },
  eth_getBalance: async (core, [address]) =>
    hex((await core.getAccount(address as Address)).balance),
  eth_getTransactionCount: async (core, [address, tag]) =>
    hex(
      tag === 'pending'
        ? await core.pendingNonce(address as Address)
        : (await core.getAccount(address as Address)).nonce,
    ),
  eth_getCode: async (core, [address]) =>
    bytesToHex(await core.vm.stateManager.getCode(createAddressFromString(address as string))),
  eth_getStorageAt: async (core, [address, slot]) => {
    const value = await core.vm.stateManager.getStorage(
      createAddressFromString(address as string),
      hexToBytes(numberToHex(hexToBigInt(slot as Hex), { size: 32 })),
    );
    return numberToHex(value.length === 0 ? 0n : hexToBigInt(bytesToHex(value)), { size: 32 });
  },
  eth_getBlockByNumber: (core, [tag, full]) => fullBlock(core, blockByTag(core, tag), full),
  eth_getBlockByHash: (core, [hash, full]) =>
    fullBlock(
      core,
      core.blocks.find((block) => block.hash === hash),
      full,
    ),
  eth_getBlockTransactionCountByNumber: (core, [tag]) =>
    hex(blockByTag(core, tag)?.txHashes.length ?? 0),
  eth_call: (core, [call]) => {
    const params = call as CallParams;
    return core.call({
      from: params.from,
      to: params.to,
      data: params.data ?? params.input,
      value: big(params.value),
      gas: big(params.gas),
    });
  },
  eth_estimateGas: async (core, [call]) => hex(await estimate(core, call as CallParams)),
  eth_sendTransaction: async (core, [call]) => {
    const params = call as CallParams;
    if (!params.from) throw new RpcError(-32602, 'missing from');
    const from = getAddress(params.from);
    const nonce = big(params.nonce) ?? (await core.pendingNonce(from));
    const gas = big(params.gas) ?? (await estimate(core, params));
    return core.submit(core.sign(txData(params, nonce, gas), from));
  },
  eth_sendRawTransaction: async (core, [raw]) => {
    let tx;
    try {
      tx = createTxFromRLP(hexToBytes(raw as Hex), { common: core.common });
    } catch (error) {
      throw new RpcError(-32602, `invalid raw transaction: ${String(error)}`);
    }
    if (!tx.isSigned() || !tx.verifySignature()) throw new RpcError(-32000, 'invalid sender');
    return core.submit(tx);
  },
  eth_getTransactionByHash: (core, [hash]) => {
    const entry = core.mined.get(hash as Hex) ?? core.pool.get(hash as Hex);
    return entry ? formatTx(entry) : null;
  },
  eth_getTransactionReceipt: (core, [hash]) => {
    const entry = core.mined.get(hash as Hex);
    return entry ? formatReceipt(entry) : null;
  },
  eth_getLogs: (core, [filter]) => {
    const { address, topics, fromBlock, toBlock, blockHash } = (filter ?? {}) as {
      address?: Address | Address[];
      topics?: (Hex | Hex[] | null)[];
      fromBlock?: string;
      toBlock?: string;
      blockHash?: Hex;
    };
    const from = blockByTag(core, fromBlock ?? 'latest')?.header.number ?? 0n;
    const to = blockByTag(core, toBlock ?? 'latest')?.header.number ?? core.latest.header.number;
    const addresses = (address === undefined ? [] : [address].flat()).map((a) => a.toLowerCase());
    return [...core.mined.values()]
      .filter((entry) =>
        blockHash
          ? entry.blockHash === blockHash
          : entry.blockNumber >= from && entry.blockNumber <= to,
      )
      .sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.index - b.index)
      .flatMap((entry) =>
        entry.logs
          .filter((log) => addresses.length === 0 || addresses.includes(log.address.toLowerCase()))
          .filter((log) =>
            (topics ?? []).every((wanted, i) => {
              if (wanted === null) return true;
              const topic = log.topics[i]?.toLowerCase();
              return [wanted].flat().some((option) => option.toLowerCase() === topic);
            }),
          )
          .map((log) => formatLog(entry, log)),
      );
  },
  // Test controls.
  evm_snapshot: async (core) => hex(await core.snapshot()),
  evm_revert: (core, [id]) => core.revert(Number(hexToBigInt(id as Hex))),
  evm_mine: async (core, [timestamp]) => {
    if (typeof timestamp === 'number' || typeof timestamp === 'string') {
      core.setNextTimestamp(Number(timestamp));
    }
    await core.mine();
    return '0x0';
  },
  evm_setAutomine: async (core, [on]) => {
    core.mining = on === true ? 'auto' : 'manual';
    if (on === true && core.pool.size > 0) await core.mine();
    return true;
  },
  evm_increaseTime: (core, [seconds]) => {
    core.increaseTime(Number(seconds));
    return hex(Number(seconds));
  },
  evm_setNextBlockTimestamp: (core, [seconds]) => {
    core.setNextTimestamp(Number(seconds));
    return null;
  },
  anvil_dropTransaction: (core, [hash]) => core.pool.delete(hash as Hex) && hash,
  anvil_setBalance: async (core, [address, balance]) => {
    await core.setBalance(address as Address, hexToBigInt(balance as Hex));
    return true;
  },
};

/** Answers one request at a time (ChainCore.exclusive). */
export function createRequestHandler(core: ChainCore) {
  return function request({ method, params }: RpcRequest): Promise<unknown> {
    const handler = METHODS[method];
    if (!handler)
      return Promise.reject(new RpcError(-32601, `the method ${method} does not exist`));
    const list = Array.isArray(params) ? params : params === undefined ? [] : [params];
    return core.exclusive(() => handler(core, list));
  };
}
