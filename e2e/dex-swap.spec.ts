import { expect, test, type Page } from '@playwright/test';
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Hex } from 'viem';
import {
  DEV_ADDRESS,
  NATIVE,
  SANDBOX_ROUTER_ADDRESS,
  TEST_TOKENS,
  startDevnet,
  type Devnet,
} from '../tests/support/evm';
import { startOwnServer, type OwnServer } from './support/own-server';
import { PORTS } from './support/ports';
import { installTestWallet, type TestWallet } from './support/wallet';

// The /dex swap panel end to end (docs/dex.md "Tests"): the production server of this spec reads
// Ethereum from a devnet (the in-process EVM over HTTP) where the sandbox aggregators' firm
// quotes call the SandboxRouter; the test wallet signs for the development account. A visitor
// connects, picks a pair, gets ranked firm quotes, approves exactly, swaps and sees it confirmed
// while the balances move on the chain; USDT's reset to zero; a refused signature.

const PORT = PORTS.main + 110;
const DEVNET_PORT = PORTS.main + 111;
const { USDC, USDT, DAI } = TEST_TOKENS;

let devnet: Devnet;
let server: OwnServer;
let snapshot: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  devnet = await startDevnet({ port: DEVNET_PORT });
  server = await startOwnServer(PORT, 'dex-swap', {
    DEX_RPC_URL_ETHEREUM: devnet.url,
    DEX_SANDBOX_ROUTER: SANDBOX_ROUTER_ADDRESS,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await devnet?.close();
});
// Every test starts from the genesis balances and allowances.
test.beforeEach(async () => {
  snapshot = await devnet.chain.snapshot();
});
test.afterEach(async () => {
  await devnet.chain.revert(snapshot);
});

async function open(page: Page, query: string): Promise<TestWallet> {
  const wallet = await installTestWallet(page, devnet);
  await page.goto(`${server.url}/en/dex?${query}`);
  await page.getByTestId('dex-connect').click();
  await page
    .getByTestId('dex-wallets')
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await expect(page.getByTestId('dex-account')).toBeVisible();
  return wallet;
}

const panel = (page: Page) => page.getByTestId('dex-swap');
const action = (page: Page) => page.getByTestId('dex-action');

async function firmQuotes(page: Page) {
  // The fixture build's pages were made with canary keys (no page label); the panel says it.
  await expect(page.getByTestId('dex-panel-sandbox')).toBeVisible();
  await expect(page.getByTestId('dex-quote-status')).toContainText('firm quotes for your wallet');
  await expect(page.getByTestId('dex-quote').first()).toBeVisible();
}

test('sells USDC for ETH: picked in the dialog, ranked, approved exactly, swapped, confirmed', async ({
  page,
}) => {
  await open(page, 'chain=ethereum');
  const ethBefore = await devnet.chain.getBalance(DEV_ADDRESS);

  // The sell side: the dialog searches by symbol and is walked with the keyboard.
  await page.getByTestId('dex-token-sell').click();
  const dialog = page.getByRole('dialog', { name: /You sell: choose a token/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill('usdc');
  await expect(dialog.getByRole('option', { name: /USDC/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('dex-token-sell')).toBeFocused();
  await expect(page.getByTestId('dex-token-sell')).toContainText('USDC');
  await page.getByTestId('dex-token-buy').click();
  const buyDialog = page.getByRole('dialog', { name: /You buy: choose a token/ });
  await buyDialog.getByRole('combobox').fill('ETH');
  await buyDialog.getByRole('option', { name: /Network coin/ }).click();
  await expect(page.getByTestId('dex-token-buy')).toContainText('ETH');

  await panel(page).getByTestId('dex-amount').fill('100');
  await firmQuotes(page);

  // The screen keeps the server's ranking (net after gas) and preselects the best.
  const quotes = page.getByTestId('dex-quote');
  const shown = await quotes.evaluateAll((rows) => rows.map((row) => row.dataset.aggregator));
  const query = new URLSearchParams({
    chainId: '1',
    from: USDC.address,
    to: NATIVE,
    amount: '100',
    slippageBps: '50',
    taker: DEV_ADDRESS,
  });
  const answer = (await (await fetch(`${server.url}/api/v1/dex/quotes?${query}`)).json()) as {
    quotes: { aggregator: { id: string } }[];
  };
  expect(shown).toEqual(answer.quotes.map((quote) => quote.aggregator.id));
  expect(shown.length).toBeGreaterThan(1);
  await expect(quotes.first()).toContainText('Best');
  await expect(quotes.first().getByRole('radio')).toBeChecked();
  await expect(quotes.first()).toContainText('Minimum received');
  await expect(quotes.first()).toContainText(/0x5a9d…5a9d/i);

  // Approve exactly the amount, to the chosen quote's spender (the sandbox router).
  const approval = page.getByTestId('dex-approval');
  await expect(approval).toContainText('exactly 100 USDC');
  await approval.getByRole('button', { name: 'Approve exactly 100 USDC' }).click();
  await expect(action(page).getByRole('button', { name: 'Swap', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect(await devnet.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(
    parseUnits('100', 6),
  );

  await action(page).getByRole('button', { name: 'Swap', exact: true }).click();
  const status = page.getByTestId('dex-tx-status');
  await expect(status).toContainText('Swap confirmed.', { timeout: 30_000 });
  await expect(status).toContainText('You sold 100 USDC');
  await expect(status.getByRole('link', { name: 'Transaction status' })).toHaveAttribute(
    'href',
    /^(\/en)?\/transaction-status\?id=0x[0-9a-f]{64}$/,
  );
  await expect(status.getByRole('link', { name: 'View on the block explorer' })).toHaveAttribute(
    'href',
    /etherscan\.io\/tx\/0x[0-9a-f]{64}/,
  );

  // On the chain: the USDC left, ETH arrived (more than the gas of both transactions), the
  // exact approval was used up.
  expect(await devnet.chain.balanceOf(USDC.address, DEV_ADDRESS)).toBe(parseUnits('999900', 6));
  expect((await devnet.chain.getBalance(DEV_ADDRESS)) > ethBefore).toBe(true);
  expect(await devnet.chain.allowance(USDC.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(0n);
});

test('simulates before asking for the signature, and a refused signature sends nothing', async ({
  page,
}) => {
  const wallet = await open(page, `chain=ethereum&from=${NATIVE}&to=${DAI.address}`);
  await panel(page).getByTestId('dex-amount').fill('0.5');
  await firmQuotes(page);
  // The native coin needs no approval.
  await expect(page.getByTestId('dex-approval')).toHaveCount(0);
  const ethBefore = await devnet.chain.getBalance(DEV_ADDRESS);

  wallet.set({ rejectTransactions: true });
  await action(page).getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByTestId('dex-tx-status')).toContainText(
    'You declined the request in your wallet. Nothing was sent.',
  );
  await expect(action(page).getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
  const sendAt = wallet.requests.lastIndexOf('eth_sendTransaction');
  // simulateSwap's estimate (the send carries its gas limit, so the wallet estimates nothing).
  const simulatedAt = wallet.requests.lastIndexOf('eth_estimateGas', sendAt);
  expect(simulatedAt).toBeGreaterThanOrEqual(0);
  expect(simulatedAt).toBeLessThan(sendAt);
  expect(await devnet.chain.getBalance(DEV_ADDRESS)).toBe(ethBefore);

  // The same swap goes through once the wallet signs.
  wallet.set({ rejectTransactions: false });
  await action(page).getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByTestId('dex-tx-status')).toContainText('Swap confirmed.', {
    timeout: 30_000,
  });
  // An ERC-20 output: what arrived is read from the receipt's Transfer logs.
  await expect(page.getByTestId('dex-tx-status')).toContainText('Received in your wallet:');
  expect((await devnet.chain.balanceOf(DAI.address, DEV_ADDRESS)) > parseEther('1000000')).toBe(
    true,
  );
});

test('resets a USDT allowance to zero before approving the amount', async ({ page }) => {
  // An allowance left from an earlier approval: USDT refuses to change it to another non-zero.
  await devnet.chain.send({
    method: 'eth_sendTransaction',
    params: [
      {
        from: DEV_ADDRESS,
        to: USDT.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [SANDBOX_ROUTER_ADDRESS, 1n],
        }) as Hex,
      },
    ],
  });
  expect(await devnet.chain.allowance(USDT.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(1n);

  await open(page, `chain=ethereum&from=${USDT.address}&to=${DAI.address}`);
  await panel(page).getByTestId('dex-amount').fill('50');
  await firmQuotes(page);
  const approval = page.getByTestId('dex-approval');
  await expect(approval).toContainText(
    'only accepts a new allowance after the old one is set to zero',
  );
  await approval.getByRole('button', { name: 'Reset the USDT allowance to zero' }).click();
  // The approval of the amount follows the reset without another click.
  await expect(action(page).getByRole('button', { name: 'Swap', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  expect(await devnet.chain.allowance(USDT.address, DEV_ADDRESS, SANDBOX_ROUTER_ADDRESS)).toBe(
    parseUnits('50', 6),
  );

  await action(page).getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByTestId('dex-tx-status')).toContainText('Swap confirmed.', {
    timeout: 30_000,
  });
  expect(await devnet.chain.balanceOf(USDT.address, DEV_ADDRESS)).toBe(parseUnits('999950', 6));
});

test('asks for a valid amount and says when the balance is short', async ({ page }) => {
  await open(page, `chain=ethereum&from=${USDC.address}&to=${DAI.address}`);
  const amount = panel(page).getByTestId('dex-amount');
  await amount.fill('0.0000001');
  await expect(panel(page)).toContainText('This token has at most 6 decimals');
  await amount.fill('2000000');
  await expect(panel(page)).toContainText('Insufficient USDC balance');
  await expect(
    action(page).getByRole('button', { name: 'Insufficient USDC balance' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(amount).toHaveValue('1000000');
});

// Nothing scrolls sideways with the quotes showing, at a phone's width and a desktop's, in a
// long-worded language (de) and a CJK one (ja). DEX_SCREENSHOTS=1 keeps a picture of each in
// test-results/dex-shots/.
for (const locale of ['en', 'de', 'ja']) {
  for (const width of [360, 1440]) {
    test(`fits ${width} px in ${locale} with firm quotes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const wallet = await installTestWallet(page, devnet);
      await page.goto(
        `${server.url}/${locale}/dex?chain=ethereum&from=${USDC.address}&to=${NATIVE}`,
      );
      await page.getByTestId('dex-connect').click();
      await page
        .getByTestId('dex-wallets')
        .getByRole('button', { name: /Test Wallet/ })
        .click();
      await expect(page.getByTestId('dex-account')).toBeVisible();
      await panel(page).getByTestId('dex-amount').fill('100');
      await expect(page.getByTestId('dex-quote').first()).toBeVisible();
      await expect(page.getByTestId('dex-approval')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (process.env.DEX_SCREENSHOTS === '1') {
        await page.screenshot({
          path: `test-results/dex-shots/dex-${locale}-${width}.png`,
          fullPage: true,
        });
      }
      expect(wallet.requests).toContain('eth_requestAccounts');
    });
  }
}
