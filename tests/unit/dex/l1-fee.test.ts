import { custom, decodeFunctionData, encodeFunctionResult, parseTransaction, type Hex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import {
  L1_FEE_TTL_MS,
  TYPICAL_SWAP_CALLDATA_BYTES,
  clearL1FeeCache,
  l1DataFees,
  type L1Candidate,
} from '@/lib/dex/l1-fee';
import {
  ARB_NODE_INTERFACE,
  GAS_PRICE_ORACLE_ABI,
  NODE_INTERFACE_ABI,
  OP_GAS_PRICE_ORACLE,
} from '@/lib/dex/rollup-abi';
import { setDexRpcForTests } from '@/lib/dex/rpc';

// The L1 data fee of Optimism and Arbitrum, read from nodes that answer eth_call as the
// GasPriceOracle predeploy and the NodeInterface do: each firm quote pays its own transaction's
// fee; when any quote has no calldata, all pay one bound for a typical swap, kept a while; a
// node that fails leaves every quote without an L1 part; other chains charge none.

const ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65';
const firm = (bytes: number, estimatedOnChain = false): L1Candidate => ({
  tx: { to: ROUTER, data: `0x${'ab'.repeat(bytes)}`, value: '0' },
  estimatedOnChain,
});
const indicative: L1Candidate = { tx: null, estimatedOnChain: false };

/** Wei per byte of the oracle's fake answers, so that a longer transaction pays more. */
const OP_WEI_PER_BYTE = 1_000_000n;
const ARB_GAS_PER_BYTE = 16n;
const ARB_BASE_FEE = 10_000_000n;

interface Seen {
  method: string;
  to: string;
  call: ReturnType<typeof decodeFunctionData>;
}

function node(chainId: 10 | 42161, failing = false) {
  const seen: Seen[] = [];
  const abi = chainId === 10 ? GAS_PRICE_ORACLE_ABI : NODE_INTERFACE_ABI;
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (failing) throw new Error('connection refused');
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
    const [{ to, data }] = params as [{ to: string; data: Hex }];
    const call = decodeFunctionData({ abi, data });
    seen.push({ method, to, call });
    if (call.functionName === 'getL1Fee') {
      const bytes = BigInt(((call.args[0] as Hex).length - 2) / 2);
      return encodeFunctionResult({
        abi,
        functionName: 'getL1Fee',
        result: bytes * OP_WEI_PER_BYTE,
      });
    }
    if (call.functionName === 'getL1FeeUpperBound') {
      const size = call.args[0] as bigint;
      return encodeFunctionResult({
        abi,
        functionName: 'getL1FeeUpperBound',
        result: size * OP_WEI_PER_BYTE * 2n,
      });
    }
    const bytes = BigInt(((call.args[2] as Hex).length - 2) / 2);
    return encodeFunctionResult({
      abi: NODE_INTERFACE_ABI,
      functionName: 'gasEstimateL1Component',
      result: [bytes * ARB_GAS_PER_BYTE, ARB_BASE_FEE, 30_000_000_000n],
    });
  };
  setDexRpcForTests(chainId, custom({ request }, { retryCount: 0 }));
  return seen;
}

afterEach(() => {
  setDexRpcForTests(10, null);
  setDexRpcForTests(42161, null);
  clearL1FeeCache();
});

describe('l1DataFees on Optimism', () => {
  it('prices each firm quote’s own unsigned transaction with getL1Fee', async () => {
    const seen = node(10);
    const fees = await l1DataFees(10, [firm(200), firm(1_200)]);
    expect(seen.map((entry) => [entry.to.toLowerCase(), entry.call.functionName])).toEqual([
      [OP_GAS_PRICE_ORACLE.toLowerCase(), 'getL1Fee'],
      [OP_GAS_PRICE_ORACLE.toLowerCase(), 'getL1Fee'],
    ]);
    const priced = parseTransaction(seen[1]!.call.args![0] as Hex);
    expect(priced).toMatchObject({ type: 'eip1559', chainId: 10, to: ROUTER.toLowerCase() });
    expect(priced.data).toBe(firm(1_200).tx!.data);
    expect(fees).toHaveLength(2);
    // A kilobyte more of calldata (and its longer RLP length) costs that much more.
    const extra = (fees![1]! - fees![0]!) / OP_WEI_PER_BYTE;
    expect(extra >= 1_000n && extra <= 1_004n).toBe(true);
  });

  it('gives every quote the upper bound of a typical swap when any has no calldata', async () => {
    const seen = node(10);
    const now = Date.now();
    const fees = await l1DataFees(10, [firm(200), indicative], now);
    expect(seen.map((entry) => entry.call.functionName)).toEqual(['getL1FeeUpperBound']);
    const size = seen[0]!.call.args![0] as bigint;
    // The unsigned transaction around TYPICAL_SWAP_CALLDATA_BYTES of calldata.
    expect(size).toBeGreaterThan(BigInt(TYPICAL_SWAP_CALLDATA_BYTES));
    expect(size).toBeLessThan(BigInt(TYPICAL_SWAP_CALLDATA_BYTES + 100));
    expect(fees).toEqual([size * OP_WEI_PER_BYTE * 2n, size * OP_WEI_PER_BYTE * 2n]);

    await l1DataFees(10, [indicative], now + 1_000);
    expect(seen).toHaveLength(1);
    await l1DataFees(10, [indicative], now + L1_FEE_TTL_MS + 1);
    expect(seen).toHaveLength(2);
  });
});

describe('l1DataFees on Arbitrum', () => {
  it('is gasEstimateForL1 × baseFee of each transaction, nothing more where eth_estimateGas counted it', async () => {
    const seen = node(42161);
    const fees = await l1DataFees(42161, [firm(500), firm(500, true)]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.to.toLowerCase()).toBe(ARB_NODE_INTERFACE.toLowerCase());
    expect(seen[0]!.call.args).toEqual([ROUTER, false, firm(500).tx!.data]);
    expect(fees).toEqual([500n * ARB_GAS_PER_BYTE * ARB_BASE_FEE, 0n]);
  });

  it('bounds indicative quotes with a typical swap’s calldata that does not compress', async () => {
    const seen = node(42161);
    const fees = await l1DataFees(42161, [indicative, indicative]);
    expect(seen).toHaveLength(1);
    const data = seen[0]!.call.args![2] as Hex;
    expect((data.length - 2) / 2).toBe(TYPICAL_SWAP_CALLDATA_BYTES);
    expect(new Set(data.slice(2).match(/../g)).size).toBeGreaterThan(200);
    const fee = BigInt(TYPICAL_SWAP_CALLDATA_BYTES) * ARB_GAS_PER_BYTE * ARB_BASE_FEE;
    expect(fees).toEqual([fee, fee]);
  });
});

describe('l1DataFees elsewhere and on failure', () => {
  it('charges nothing on a chain without an L1 data fee, without asking its node', async () => {
    expect(await l1DataFees(1, [firm(200), indicative])).toBeNull();
    expect(await l1DataFees(137, [firm(200)])).toBeNull();
  });

  it('leaves every quote without an L1 part when the node fails, and never rejects', async () => {
    node(10, true);
    expect(await l1DataFees(10, [firm(200), firm(300)])).toBeNull();
    expect(await l1DataFees(10, [indicative])).toBeNull();
    node(42161, true);
    expect(await l1DataFees(42161, [firm(200)])).toBeNull();
  });
});
