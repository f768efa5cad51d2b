import {
  BaseError,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  isAddressEqual,
  isHex,
  parseEventLogs,
  parseAbi,
  type Address,
  type Hex,
  type Log,
  type PublicClient,
  type WalletClient,
} from 'viem';
import type { WalletTx } from '../contract';
import type { FlowError, ReplacedReason } from './flow';

// What the browser does on chain for a swap, without React (tested against the in-process EVM):
// read a balance and an allowance, approve exactly (a USDT-style token first back to zero),
// simulate the quote's transaction, send it through the wallet, and follow it to its receipt.

/** approve() declared without a return value: USDT's returns nothing, and nothing is decoded. */
const APPROVE_ABI = parseAbi(['function approve(address spender, uint256 amount)']);

/**
 * Tokens whose approve refuses a non-zero to non-zero change (USDT on Ethereum): known ones go
 * to zero first without asking the chain; any other is found by simulating the approval.
 */
const RESET_TO_ZERO_TOKENS: Readonly<Record<number, readonly string[]>> = {
  1: ['0xdac17f958d2ee523a2206206994597c13d831ec7'],
};

export async function readBalance(
  client: PublicClient,
  token: { address: string; native: boolean },
  owner: Address,
): Promise<bigint> {
  if (token.native) return client.getBalance({ address: owner });
  return client.readContract({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export function readAllowance(
  client: PublicClient,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}

/** Whether an approval of `amount` must be preceded by one of zero, given the current allowance. */
export async function needsResetToZero(
  client: PublicClient,
  approval: { chainId: number; token: Address; owner: Address; spender: Address; amount: bigint },
  allowance: bigint,
): Promise<boolean> {
  if (allowance === 0n) return false;
  const known = RESET_TO_ZERO_TOKENS[approval.chainId] ?? [];
  if (known.includes(approval.token.toLowerCase())) return true;
  try {
    await client.call({
      account: approval.owner,
      to: approval.token,
      data: approveData(approval.spender, approval.amount),
    });
    return false;
  } catch {
    return true;
  }
}

function approveData(spender: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [spender, amount] });
}

/** Sends approve(spender, amount) and waits for its receipt; a reverted approval throws. */
export async function approve(
  wallet: WalletClient,
  client: PublicClient,
  approval: { token: Address; owner: Address; spender: Address; amount: bigint },
  onSent: (hash: Hex) => void,
): Promise<void> {
  const hash = await wallet.sendTransaction({
    account: approval.owner,
    chain: wallet.chain,
    to: approval.token,
    data: approveData(approval.spender, approval.amount),
  });
  onSent(hash);
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new ApprovalRevertedError();
}

class ApprovalRevertedError extends Error {
  constructor() {
    super('the approval reverted');
    this.name = 'ApprovalRevertedError';
  }
}

const txRequest = (tx: WalletTx) => ({
  to: tx.to as Address,
  data: tx.data as Hex,
  value: BigInt(tx.value),
});

/**
 * Runs the quote's transaction as an eth_call from the wallet's address and estimates its gas;
 * a revert throws (classifyError tells why), so no signature is asked for a swap that would fail.
 * Answers the gas limit to send with: the vendor's, or our estimate with a fifth more.
 */
export async function simulateSwap(
  client: PublicClient,
  tx: WalletTx,
  account: Address,
): Promise<bigint> {
  const request = { account, ...txRequest(tx) };
  await client.call(request);
  const estimate = await client.estimateGas(request);
  const padded = (estimate * 6n) / 5n;
  const quoted = tx.gas === undefined ? 0n : BigInt(tx.gas);
  return quoted > padded ? quoted : padded;
}

export function sendSwap(
  wallet: WalletClient,
  tx: WalletTx,
  account: Address,
  gas: bigint,
): Promise<Hex> {
  return wallet.sendTransaction({ account, chain: wallet.chain, ...txRequest(tx), gas });
}

export type SwapOutcome =
  | {
      kind: 'receipt';
      hash: Hex;
      success: boolean;
      gasCostWei: bigint;
      /** What `FollowOptions.receive` names arrived, from the receipt's Transfer logs; else null. */
      received: bigint | null;
    }
  | { kind: 'dropped'; hash: Hex };

export interface FollowOptions {
  /** The chain's typical block time: how often to look and how long to wait. */
  blockSeconds: number;
  onReplaced: (reason: ReplacedReason, hash: Hex) => void;
  /** Called when a wait ends without a receipt while the transaction is still known. */
  onSlow: () => void;
  /** Waits (each 60 blocks long) before giving up on a transaction still pending. */
  rounds?: number;
  /** An ERC-20 output: its Transfer logs to the recipient tell what actually arrived. */
  receive?: { token: Address; recipient: Address } | undefined;
}

/**
 * Follows a sent transaction to its receipt (or its replacement's). A transaction the node no
 * longer knows after a wait is dropped; one still pending is waited for again.
 */
export async function followSwap(
  client: PublicClient,
  hash: Hex,
  options: FollowOptions,
): Promise<SwapOutcome | null> {
  let current = hash;
  const pollingInterval = Math.max(250, Math.round((options.blockSeconds * 1000) / 3));
  for (let round = 0; round < (options.rounds ?? 10); round += 1) {
    try {
      const receipt = await client.waitForTransactionReceipt({
        hash: current,
        pollingInterval,
        timeout: options.blockSeconds * 60_000,
        onReplaced: (replacement) => {
          current = replacement.transaction.hash;
          options.onReplaced(replacement.reason, current);
        },
      });
      return {
        kind: 'receipt',
        hash: receipt.transactionHash,
        success: receipt.status === 'success',
        gasCostWei: receipt.gasUsed * receipt.effectiveGasPrice,
        received: options.receive ? receivedIn(receipt.logs, options.receive) : null,
      };
    } catch (error) {
      if (!isTimeout(error)) throw error;
      const known = await client.getTransaction({ hash: current }).then(
        () => true,
        () => false,
      );
      if (!known) return { kind: 'dropped', hash: current };
      options.onSlow();
    }
  }
  return null;
}

/** The sum of the token's Transfer events to the recipient in a receipt's logs. */
function receivedIn(logs: Log[], receive: { token: Address; recipient: Address }) {
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs });
  return transfers
    .filter(
      (log) =>
        isAddressEqual(log.address, receive.token) &&
        isAddressEqual(log.args.to, receive.recipient),
    )
    .reduce((sum, log) => sum + log.args.value, 0n);
}

const isTimeout = (error: unknown) =>
  error instanceof BaseError && error.name === 'WaitForTransactionReceiptTimeoutError';

/** The revert reason of a failed call, when the node gave one ("slippage", "expired"). */
export function revertReason(error: unknown): string | null {
  if (!(error instanceof BaseError)) return null;
  let reason: string | null = null;
  error.walk((cause) => {
    const data = (cause as { data?: unknown }).data;
    const raw =
      typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data;
    if (reason === null && typeof raw === 'string' && isHex(raw) && raw.length > 10) {
      try {
        const decoded = decodeErrorResult({ data: raw });
        if (decoded.errorName === 'Error') reason = String(decoded.args[0]);
      } catch {
        // Not an Error(string): the message below may still name the reason.
      }
    }
    return false;
  });
  if (reason !== null) return reason;
  const text = error.walk().message;
  return /execution reverted:?\s*([^\n]*)/i.exec(text)?.[1]?.trim() || null;
}

const matches = (error: unknown, test: (cause: BaseError & { code?: unknown }) => boolean) =>
  error instanceof BaseError && error.walk((cause) => test(cause as BaseError)) !== null;

/** What a failed wallet request or simulation means to the visitor. */
export function classifyError(error: unknown): FlowError {
  if (matches(error, (e) => e.name === 'UserRejectedRequestError' || e.code === 4001)) {
    return { kind: 'rejected' };
  }
  if (!(error instanceof BaseError) && (error as { code?: unknown } | null)?.code === 4001) {
    return { kind: 'rejected' };
  }
  if (matches(error, (e) => e.name === 'ChainMismatchError')) return { kind: 'chain_mismatch' };
  if (error instanceof ApprovalRevertedError) return { kind: 'approval_failed' };
  if (matches(error, (e) => e.name === 'InsufficientFundsError')) {
    return { kind: 'insufficient_funds' };
  }
  const reason = revertReason(error);
  if (reason !== null || matches(error, (e) => e.name === 'ExecutionRevertedError')) {
    const text = reason?.toLowerCase() ?? '';
    if (/slippage|return amount is not enough|insufficient output|min.?return/.test(text)) {
      return { kind: 'slippage' };
    }
    if (/expired|deadline/.test(text)) return { kind: 'expired' };
    if (/insufficient balance|exceeds balance/.test(text)) {
      return { kind: 'insufficient_balance' };
    }
    return { kind: 'reverted', reason };
  }
  return { kind: 'unknown' };
}
