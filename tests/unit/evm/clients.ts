import {
  createPublicClient,
  createWalletClient,
  custom,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { mainnet } from 'viem/chains';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import {
  DEV_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  NO_RETURN_ERC20_ABI,
  TEST_TOKEN_ABI,
  TEST_TOKENS,
  startTestChain,
  type TestChain,
} from '@/tests/support/evm';

// viem clients over the test chain's EIP-1193 request, as the product's code builds them over a
// wallet or an RPC URL; and the two calls every test makes (approve, swap).

export async function setUp() {
  const chain: TestChain = await startTestChain({ clock: 'fixed' });
  // No retries: over a custom transport viem retries a revert (code 3) as an unknown error.
  const transport = custom(chain, { retryCount: 0 });
  const publicClient = createPublicClient({ chain: mainnet, transport, pollingInterval: 10 });
  const account = DEV_ADDRESS;
  const walletClient = createWalletClient({ chain: mainnet, transport, account });

  async function approve(
    token: Address,
    amount: bigint,
    spender: Address = SANDBOX_ROUTER_ADDRESS,
  ) {
    // USDT's approve returns nothing: decoding a bool from it would fail (as on mainnet).
    const abi = token === TEST_TOKENS.USDT.address ? NO_RETURN_ERC20_ABI : TEST_TOKEN_ABI;
    const { request } = await publicClient.simulateContract({
      account,
      address: token,
      abi,
      functionName: 'approve',
      args: [spender, amount],
    });
    const hash = await walletClient.writeContract(request);
    return publicClient.waitForTransactionReceipt({ hash });
  }

  /** A swap's arguments; the deadline is one minute after the chain's latest block. */
  function swapArgs(
    tokenIn: Address,
    tokenOut: Address,
    amountIn: bigint,
    amountOut: bigint,
    minOut = amountOut,
  ) {
    const deadline = chain.latestBlock().timestamp + 60n;
    return [tokenIn, tokenOut, amountIn, amountOut, minOut, account, deadline] as const;
  }

  async function swap(args: ReturnType<typeof swapArgs>, value = 0n) {
    const { request } = await publicClient.simulateContract({
      account,
      address: SANDBOX_ROUTER_ADDRESS,
      abi: SANDBOX_ROUTER_ABI,
      functionName: 'swap',
      args,
      value,
    });
    const hash: Hex = await walletClient.writeContract(request);
    return publicClient.waitForTransactionReceipt({ hash });
  }

  return { chain, publicClient, walletClient, approve, swapArgs, swap };
}

export const usdc = (amount: string) => parseUnits(amount, 6);
export const dai = (amount: string) => parseUnits(amount, 18);
