import { createBlock, createBlockHeader, type Block, type BlockHeader } from '@ethereumjs/block';
import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { createTx, type TypedTransaction, type TypedTxData } from '@ethereumjs/tx';
import {
  Account,
  bytesToHex,
  createAddressFromPrivateKey,
  createAddressFromString,
  hexToBytes,
} from '@ethereumjs/util';
import { createVM, type VM } from '@ethereumjs/vm';
import { getAddress, type Address, type Hex } from 'viem';
import { BASE_FEE_PER_GAS, BLOCK_GAS_LIMIT, DEV_PRIVATE_KEY, OTHER_PRIVATE_KEY } from './constants';
import { RpcError } from './errors';
import { call, estimateGas, execute } from './execution';
import { mine, submit } from './mining';

// The state machine under the test chain: an @ethereumjs/vm with blocks, receipts and a
// transaction pool of its own (the VM has none). One block per transaction by default
// ('auto'); in 'manual' mode transactions wait in the pool until mine(), so a test can keep one
// pending, drop it or replace it. Every block has the same base fee. Its timestamp follows the
// wall clock unless the test sets it (setNextTimestamp, increaseTime), or the chain was started
// with a fixed clock (each block 12 s after its parent).

export interface ChainLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  logIndex: number;
}

export interface MinedTx {
  tx: TypedTransaction;
  from: Address;
  hash: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  index: number;
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  effectiveGasPrice: bigint;
  status: 'success' | 'reverted';
  logs: ChainLog[];
  contractAddress: Address | null;
}

export interface ChainBlock {
  header: BlockHeader;
  hash: Hex;
  txHashes: Hex[];
}

export interface PendingTx {
  tx: TypedTransaction;
  from: Address;
  hash: Hex;
}

export interface CallParams {
  from?: Address;
  to?: Address | null;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
}

export type MiningMode = 'auto' | 'manual';

export interface ChainOptions {
  /** 'wall' (default): a block's timestamp is the current time; 'fixed': parent + 12 s. */
  clock?: 'wall' | 'fixed';
  /** Genesis timestamp in seconds (default: now for 'wall', 1_767_225_600 for 'fixed'). */
  genesisTimestamp?: number;
}

interface Snapshot {
  stateRoot: Uint8Array;
  blocks: ChainBlock[];
  mined: Map<Hex, MinedTx>;
  pool: Map<Hex, PendingTx>;
  timeOffset: bigint;
  nextTimestamp: bigint | null;
}

const UNLOCKED_KEYS = [DEV_PRIVATE_KEY, OTHER_PRIVATE_KEY].map(hexToBytes);

export class ChainCore {
  readonly blocks: ChainBlock[] = [];
  readonly mined = new Map<Hex, MinedTx>();
  readonly pool = new Map<Hex, PendingTx>();
  readonly unlocked = new Map<string, Uint8Array>();
  mining: MiningMode = 'auto';
  // Seconds added by increaseTime: in total (wall clock) and since the last block (fixed clock).
  private timeOffset = 0n;
  private increaseSinceBlock = 0n;
  private nextTimestamp: bigint | null = null;
  private readonly snapshots = new Map<number, Snapshot>();
  private snapshotId = 0;

  private constructor(
    readonly vm: VM,
    private readonly clock: 'wall' | 'fixed',
  ) {
    for (const key of UNLOCKED_KEYS) {
      this.unlocked.set(createAddressFromPrivateKey(key).toString(), key);
    }
  }

  private lock: Promise<unknown> = Promise.resolve();

  /**
   * Runs `task` alone: the VM's state is one, and a call's checkpoint and revert must not wrap a
   * block mined meanwhile. Every request and every helper that reads or changes state uses it.
   */
  exclusive<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.lock.then(task);
    this.lock = result.catch(() => undefined);
    return result;
  }

  get common(): Common {
    return this.vm.common;
  }

  static async create(options: ChainOptions = {}): Promise<ChainCore> {
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const core = new ChainCore(await createVM({ common }), options.clock ?? 'wall');
    const genesis =
      options.genesisTimestamp ??
      (core.clock === 'fixed' ? 1_767_225_600 : Math.floor(Date.now() / 1000));
    core.pushBlock(core.header(0n, new Uint8Array(32), BigInt(genesis), 0n), []);
    return core;
  }

  get latest(): ChainBlock {
    const block = this.blocks.at(-1);
    if (!block) throw new Error('the chain has no genesis block');
    return block;
  }

  /** The header a call or the next mined block runs in: number and timestamp of the next block. */
  nextBlock(): Block {
    const parent = this.latest.header;
    return createBlock(
      { header: this.header(parent.number + 1n, parent.hash(), this.peekTimestamp(), 0n) },
      { common: this.common },
    );
  }

  // --- accounts and state ---------------------------------------------------------------

  async getAccount(address: Address): Promise<Account> {
    return (
      (await this.vm.stateManager.getAccount(createAddressFromString(address))) ?? new Account()
    );
  }

  async setBalance(address: Address, balance: bigint): Promise<void> {
    const account = await this.getAccount(address);
    account.balance = balance;
    await this.vm.stateManager.putAccount(createAddressFromString(address), account);
  }

  async putCode(address: Address, code: Hex): Promise<void> {
    await this.vm.stateManager.putCode(createAddressFromString(address), hexToBytes(code));
  }

  /** The nonce the next transaction of `address` takes, counting those waiting in the pool. */
  async pendingNonce(address: Address): Promise<bigint> {
    let nonce = (await this.getAccount(address)).nonce;
    for (const pending of this.pool.values()) {
      if (pending.from === getAddress(address) && pending.tx.nonce >= nonce) {
        nonce = pending.tx.nonce + 1n;
      }
    }
    return nonce;
  }

  /** Runs a call against the current state (a pseudo next block) and discards its effects. */
  call(params: CallParams): Promise<Hex> {
    return call(this, params);
  }

  /** Runs a call and keeps its effects, outside any transaction (genesis and mint). */
  execute(params: CallParams): Promise<Hex> {
    return execute(this, params);
  }

  /** The gas `data` needs when `from` sends it (execution.ts). */
  estimateGas(data: TypedTxData, from: Address): Promise<bigint> {
    return estimateGas(this, data, from);
  }

  sign(data: TypedTxData, from: Address): TypedTransaction {
    const key = this.unlocked.get(from.toLowerCase());
    if (!key) throw new RpcError(-32000, `unknown account ${from}`);
    return createTx(data, { common: this.common }).sign(key);
  }

  // --- transactions and blocks (mining.ts) --------------------------------------------------

  /** Admits a signed transaction: mined at once in 'auto' mode, else kept in the pool. */
  submit(tx: TypedTransaction): Promise<Hex> {
    return submit(this, tx);
  }

  /** Mines the pool into a block, then `blocks - 1` empty ones. */
  mine(blocks = 1): Promise<ChainBlock[]> {
    return mine(this, blocks);
  }

  /** Why the VM refused the last transaction it was offered (an RPC error's message). */
  lastRejection: string | undefined;

  // --- time ---------------------------------------------------------------------------------

  setNextTimestamp(seconds: number): void {
    this.nextTimestamp = BigInt(seconds);
  }

  increaseTime(seconds: number): void {
    this.timeOffset += BigInt(seconds);
    this.increaseSinceBlock += BigInt(seconds);
  }

  private peekTimestamp(): bigint {
    const parent = this.latest.header.timestamp;
    if (this.nextTimestamp !== null) return this.nextTimestamp;
    const next =
      this.clock === 'fixed'
        ? parent + 12n + this.increaseSinceBlock
        : BigInt(Math.floor(Date.now() / 1000)) + this.timeOffset;
    return next > parent ? next : parent + 1n;
  }

  takeTimestamp(): bigint {
    const timestamp = this.peekTimestamp();
    this.nextTimestamp = null;
    this.increaseSinceBlock = 0n;
    return timestamp;
  }

  header(number: bigint, parentHash: Uint8Array, timestamp: bigint, gasUsed: bigint) {
    return createBlockHeader(
      {
        number,
        parentHash,
        timestamp,
        gasUsed,
        gasLimit: BLOCK_GAS_LIMIT,
        baseFeePerGas: BASE_FEE_PER_GAS,
        coinbase: '0x0000000000000000000000000000000000000000',
      },
      { common: this.common, skipConsensusFormatValidation: true },
    );
  }

  pushBlock(header: BlockHeader, txHashes: Hex[]): ChainBlock {
    const block = { header, hash: bytesToHex(header.hash()), txHashes };
    this.blocks.push(block);
    return block;
  }

  // --- snapshots ----------------------------------------------------------------------------

  async snapshot(): Promise<number> {
    this.snapshotId += 1;
    this.snapshots.set(this.snapshotId, {
      stateRoot: await this.vm.stateManager.getStateRoot(),
      blocks: [...this.blocks],
      mined: new Map(this.mined),
      pool: new Map(this.pool),
      timeOffset: this.timeOffset,
      nextTimestamp: this.nextTimestamp,
    });
    return this.snapshotId;
  }

  /** Back to the state of snapshot `id`; that snapshot and later ones are used up (as in Hardhat). */
  async revert(id: number): Promise<boolean> {
    const snapshot = this.snapshots.get(id);
    if (!snapshot) return false;
    await this.vm.stateManager.setStateRoot(snapshot.stateRoot);
    this.blocks.splice(0, this.blocks.length, ...snapshot.blocks);
    replaceMap(this.mined, snapshot.mined);
    replaceMap(this.pool, snapshot.pool);
    this.timeOffset = snapshot.timeOffset;
    this.nextTimestamp = snapshot.nextTimestamp;
    for (const key of [...this.snapshots.keys()]) if (key >= id) this.snapshots.delete(key);
    return true;
  }
}

function replaceMap<K, V>(target: Map<K, V>, source: Map<K, V>) {
  target.clear();
  for (const [key, value] of source) target.set(key, value);
}
