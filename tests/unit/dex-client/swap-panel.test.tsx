// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createWalletClient,
  custom,
  encodeFunctionData,
  parseEther,
  parseUnits,
  type EIP1193RequestFn,
} from 'viem';
import { mainnet } from 'viem/chains';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwapPanel } from '@/components/dex/swap/swap-panel';
import { messages } from '@/components/dex/swap/swap-panel.messages';
import { ConnectDialogContext } from '@/components/dex/wallet/connect-dialog-context';
import type { DexQuotesResponse, DexToken, RankedDexQuote } from '@/lib/dex/contract';
import { SANDBOX_ROUTER_ABI } from '@/lib/providers/dex/sandbox/router-abi';
import { DEV_ADDRESS, NATIVE, SANDBOX_ROUTER_ADDRESS, TEST_TOKENS } from '@/tests/support/evm';
import { renderIsland } from '@/tests/helpers/render';
import { setUp } from '../evm/clients';

// The swap panel in jsdom, its wagmi hooks answered by viem clients over the in-process chain
// and the API stubbed in its documented shapes: a connected visitor sells USDC for ETH, approves
// exactly, swaps, and sees the confirmation; the chain shows the balances moved.

// The site's Link needs Next's app router; a plain anchor with the locale shows the same href.
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}`} {...rest}>
      {children}
    </a>
  ),
}));

const { USDC } = TEST_TOKENS;
let t: Awaited<ReturnType<typeof setUp>>;
const wagmi = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }));

vi.mock('wagmi', () => ({
  useAccount: () => ({ address: wagmi.current?.address, isConnected: true }),
  useChainId: () => 1,
  usePublicClient: () => wagmi.current?.publicClient,
  useWalletClient: () => ({ data: wagmi.current?.walletClient }),
  useSwitchChain: () => ({ switchChain: vi.fn(), isPending: false }),
}));

const token = (address: string, symbol: string, decimals: number, native = false): DexToken => ({
  chainId: 1,
  address,
  symbol,
  name: symbol,
  decimals,
  logo: null,
  native,
  verified: true,
  ticker: symbol.toLowerCase(),
});
const ETH = token(NATIVE, 'ETH', 18, true);
const USDC_TOKEN = token(USDC.address, 'USDC', 6);

function answer(amountIn: bigint): DexQuotesResponse {
  const amountOut = parseEther('0.03');
  const quote: RankedDexQuote = {
    aggregator: { id: 'sandbox-delta', name: 'Sandbox Delta', sandbox: true, website: '' },
    amountIn: String(amountIn),
    amountOut: String(amountOut),
    minOut: String(amountOut),
    gasUnits: '200000',
    gasCostWei: '400000000000000',
    gasCostInTo: '400000000000000',
    netOut: String(amountOut - 400000000000000n),
    amountOutUsd: '100',
    gasCostUsd: '1.2',
    netOutUsd: '98.8',
    priceImpact: '0.001',
    lossVsBest: '0',
    route: [{ name: 'Stable Pool', share: 1 }],
    spender: SANDBOX_ROUTER_ADDRESS,
    tx: {
      to: SANDBOX_ROUTER_ADDRESS,
      data: encodeFunctionData({
        abi: SANDBOX_ROUTER_ABI,
        functionName: 'swap',
        args: [USDC.address, NATIVE, amountIn, amountOut, amountOut, DEV_ADDRESS, 2n ** 40n],
      }),
      value: '0',
    },
    expiresAt: new Date(Date.now() + ttl.ms).toISOString(),
  };
  return {
    chainId: 1,
    from: USDC_TOKEN,
    to: ETH,
    amountIn: String(amountIn),
    slippageBps: 50,
    quotes: [quote],
    failures: [
      {
        aggregator: { id: 'sandbox-lagoon', name: 'Sandbox Lagoon', sandbox: true, website: '' },
        error: 'amount_too_low',
        limit: '10000000',
      },
    ],
    gasPriceWei: '2000000000',
    sandbox: true,
    quotedAt: new Date().toISOString(),
  };
}

const ttl = { ms: 60_000, hangAfterFirst: false };
/** What the token list says of the server's aggregators on the chain. */
const server = { sandbox: true };
const recorded: unknown[] = [];
const quoteCalls: string[] = [];
const STRANGE = '0x1234567890123456789012345678901234567890';

beforeEach(async () => {
  t = await setUp();
  wagmi.current = {
    address: DEV_ADDRESS,
    publicClient: t.publicClient,
    walletClient: t.walletClient,
  };
  recorded.length = 0;
  quoteCalls.length = 0;
  ttl.ms = 60_000;
  ttl.hangAfterFirst = false;
  server.sandbox = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname === '/api/v1/dex/tokens')
        return json({ chainId: 1, tokens: [ETH, USDC_TOKEN], sandbox: server.sandbox });
      if (url.pathname === `/api/v1/dex/tokens/1/${STRANGE}`) {
        return json({
          ...token(STRANGE, 'USDC', 6),
          name: 'USD Coin',
          verified: false,
          ticker: null,
        });
      }
      if (url.pathname === '/api/v1/dex/quotes') {
        quoteCalls.push(url.search);
        // A quote service that stops answering after its first answer (the expiry test).
        if (ttl.hangAfterFirst && quoteCalls.length > 1) return new Promise<Response>(() => {});
        return json(answer(parseUnits(url.searchParams.get('amount') ?? '0', 6)));
      }
      if (url.pathname === '/api/v1/dex/swaps' && init?.method === 'POST') {
        recorded.push(JSON.parse(String(init.body)));
        return json({ ok: true }, 201);
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = ({ sandboxLabelled = false } = {}) =>
  renderIsland(
    <ConnectDialogContext.Provider value={{ open: () => {} }}>
      <SwapPanel
        initialChainId={1}
        initialFrom={USDC.address}
        initialTo={NATIVE}
        sandboxLabelled={sandboxLabelled}
      />
    </ConnectDialogContext.Provider>,
    messages,
  );

describe('the swap panel', () => {
  it('sells USDC for ETH: balance, firm quote, exact approval, swap, confirmation', async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByTestId('dex-swap');
    await within(panel).findByText('Balance: 1,000,000 USDC');
    await user.type(screen.getByTestId('dex-amount'), '100');

    const quote = await screen.findByTestId('dex-quote', {}, { timeout: 5000 });
    expect(quote.textContent).toContain('Sandbox Delta (sandbox)');
    expect(quote.textContent).toContain('Best');
    expect(screen.getByTestId('dex-panel-sandbox').textContent).toContain('Sandbox');
    expect(screen.getByTestId('dex-failures').textContent).toContain(
      'Sandbox Lagoon (sandbox): the amount is too low (at least 10 USDC)',
    );

    const approve = await screen.findByRole('button', { name: 'Approve exactly 100 USDC' });
    await user.click(approve);
    const swap = await screen.findByRole('button', { name: 'Swap' }, { timeout: 10_000 });
    expect(await t.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(
      parseUnits('100', 6),
    );
    await user.click(swap);
    await screen.findByText('Swap confirmed.', {}, { timeout: 10_000 });
    expect(screen.getByTestId('dex-tx-status').textContent).toContain(
      'You sold 100 USDC for about 0.03 ETH (at least 0.03 ETH).',
    );
    expect(await t.chain.balanceOf(USDC.address, DEV_ADDRESS)).toBe(parseUnits('999900', 6));
    await waitFor(() => expect(recorded).toHaveLength(1));
    const status = within(screen.getByTestId('dex-tx-status'));
    expect(status.getByRole('link', { name: 'Transaction status' }).getAttribute('href')).toMatch(
      /^\/en\/transaction-status\?id=0x[0-9a-f]{64}$/,
    );
    expect(recorded[0]).toMatchObject({
      chainId: 1,
      aggregator: 'sandbox-delta',
      from: USDC.address,
    });
  }, 30_000);

  it('labels a sandbox as soon as the token list says so, before any quote is asked', async () => {
    renderPanel();
    await screen.findByText('Balance: 1,000,000 USDC');
    expect((await screen.findByTestId('dex-panel-sandbox')).textContent).toContain('Sandbox');
    expect(quoteCalls).toEqual([]);
  });

  it('adds no sandbox banner of its own where the page already says it', async () => {
    const user = userEvent.setup();
    renderPanel({ sandboxLabelled: true });
    await screen.findByText('Balance: 1,000,000 USDC');
    await user.type(screen.getByTestId('dex-amount'), '100');
    await screen.findByTestId('dex-quote', {}, { timeout: 5000 });
    expect(screen.queryByTestId('dex-panel-sandbox')).toBeNull();
  });

  it('shows no sandbox label where the server runs real aggregators, until a quote says otherwise', async () => {
    const user = userEvent.setup();
    server.sandbox = false;
    renderPanel();
    await screen.findByText('Balance: 1,000,000 USDC');
    expect(screen.queryByTestId('dex-panel-sandbox')).toBeNull();
    // The stubbed quotes answer is a sandbox's: its word wins once it is in.
    await user.type(screen.getByTestId('dex-amount'), '100');
    await screen.findByTestId('dex-quote', {}, { timeout: 5000 });
    expect(screen.getByTestId('dex-panel-sandbox')).toBeTruthy();
  });

  it('says when the balance is short and asks for no quote that could be sent', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Balance: 1,000,000 USDC');
    await user.type(screen.getByTestId('dex-amount'), '2000000');
    const button = await screen.findByRole('button', { name: 'Insufficient USDC balance' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('calls a refused signature calmly, sends nothing, and is ready again', async () => {
    const user = userEvent.setup();
    const request = (async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_sendTransaction') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      return t.chain.request(args as never);
    }) as EIP1193RequestFn;
    wagmi.current = {
      ...wagmi.current,
      walletClient: createWalletClient({
        chain: mainnet,
        account: DEV_ADDRESS,
        transport: custom({ request }, { retryCount: 0 }),
      }),
    };
    renderPanel();
    await screen.findByText('Balance: 1,000,000 USDC');
    await user.type(screen.getByTestId('dex-amount'), '100');
    await user.click(await screen.findByRole('button', { name: 'Approve exactly 100 USDC' }));
    expect(
      (await screen.findByTestId('dex-tx-status', {}, { timeout: 5000 })).textContent,
    ).toContain('You declined the request in your wallet. Nothing was sent.');
    expect(await screen.findByRole('button', { name: 'Approve exactly 100 USDC' })).toBeTruthy();
    expect(await t.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(0n);
  });

  it('asks for no quote of an unverified token until the visitor confirms the address', async () => {
    const user = userEvent.setup();
    renderIsland(
      <ConnectDialogContext.Provider value={{ open: () => {} }}>
        <SwapPanel initialChainId={1} initialFrom={STRANGE} initialTo={NATIVE} />
      </ConnectDialogContext.Provider>,
      messages,
    );
    const warning = await screen.findByTestId('dex-unverified');
    expect(warning.textContent).toContain('USDC is not on our list');
    await user.type(screen.getByTestId('dex-amount'), '5');
    await screen.findByRole('button', { name: 'Confirm the unverified token first' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(quoteCalls).toEqual([]);
    await user.click(within(warning).getByRole('checkbox'));
    await waitFor(() => expect(quoteCalls).toHaveLength(1));
    expect(quoteCalls[0]).toContain(`from=${STRANGE}`);
  });

  it('asks for fresh quotes a little before they expire', async () => {
    const user = userEvent.setup();
    ttl.ms = 6000;
    renderPanel();
    await screen.findByText('Balance: 1,000,000 USDC');
    await user.type(screen.getByTestId('dex-amount'), '100');
    await screen.findByTestId('dex-quote');
    expect(quoteCalls).toHaveLength(1);
    await waitFor(() => expect(quoteCalls).toHaveLength(2), { timeout: 4000 });
  });

  it('blocks an expired quote until it is refreshed', async () => {
    const user = userEvent.setup();
    ttl.ms = 1500;
    ttl.hangAfterFirst = true;
    renderPanel();
    await screen.findByText('Balance: 1,000,000 USDC');
    await user.type(screen.getByTestId('dex-amount'), '100');
    await screen.findByRole('button', { name: 'Approve exactly 100 USDC' });
    const refresh = await screen.findByRole(
      'button',
      { name: 'The quote has expired: refresh it' },
      { timeout: 4000 },
    );
    expect(screen.queryByRole('button', { name: 'Approve exactly 100 USDC' })).toBeNull();
    ttl.ms = 60_000;
    ttl.hangAfterFirst = false;
    await user.click(refresh);
    await screen.findByRole('button', { name: 'Approve exactly 100 USDC' }, { timeout: 4000 });
  });
});
