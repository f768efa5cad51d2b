import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEX_CHAINS } from '../lib/dex/chains';
import { OTHER_ADDRESS, startDevnet, type Devnet } from '../tests/support/evm';
import { startOwnServer, type OwnServer } from './support/own-server';
import { PORTS } from './support/ports';
import { installTestWallet, type TestWalletOptions } from './support/wallet';

// /dex's wallet in the production build (docs/dex.md "Wallets"): a server of its own whose DEX
// reads go to a devnet (DEX_RPC_URL_ETHEREUM) and the test wallet of e2e/support/wallet.ts,
// backed by the same devnet, announced through EIP-6963. Connect, a declined connect, an
// unsupported network and the switch, the wallet disconnecting or changing account on its own,
// the dialog by keyboard, and axe with the dialog open and closed.

const PORT = PORTS.main + 85;
const DEVNET_PORT = PORTS.main + 86;
const DEV_SHORT = '0xf39F…2266';

let devnet: Devnet;
let server: OwnServer;

test.beforeAll(async () => {
  devnet = await startDevnet({ port: DEVNET_PORT });
  server = await startOwnServer(PORT, 'dex', {
    DEX_RPC_URL_ETHEREUM: devnet.url,
    DEX_SANDBOX_ROUTER: '0x5a9d000000000000000000000000000000005a9d',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await devnet?.close();
});

const dexUrl = (search = '') => `${server.url}/en/dex${search}`;

async function openWithWallet(page: Page, options: Partial<TestWalletOptions> = {}) {
  const wallet = await installTestWallet(page, devnet, options);
  await page.goto(dexUrl());
  await expect(page.getByTestId('dex-connect')).toBeVisible();
  return wallet;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' });

async function connect(page: Page) {
  await page.getByTestId('dex-connect').click();
  await dialog(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await expect(page.getByTestId('dex-account')).toContainText(DEV_SHORT);
  await expect(dialog(page)).toBeHidden();
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test.describe('the /dex page', () => {
  test('renders its text on the server and no wallet at all in the HTML', async ({ request }) => {
    const answer = await request.get(dexUrl('?chain=polygon'));
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Swap tokens from your own wallet');
    // The build prerenders it with every adapter's canary key (scripts/test-build.mjs), so it
    // names the aggregators rather than the sandbox label (tests/unit/dex-client/page-facts.test.ts).
    expect(html).toContain('data-testid="dex-networks"');
    for (const chain of DEX_CHAINS) expect(html).toContain(chain.name);
    // The island renders only in the browser: the server sends its placeholder, never an account.
    expect(html).toContain('data-testid="dex-island-pending"');
    expect(html).not.toContain('dex-account');
    expect(html).not.toMatch(/0xf39f/i);
    // Nothing of a wallet is kept in a cookie either: the page sets none for it.
    expect(answer.headers()['set-cookie'] ?? '').not.toMatch(/wagmi|wallet/i);
  });

  test("allows the chains' public RPC endpoints in its CSP, and no WalletConnect without an id", async ({
    request,
  }) => {
    const csp = (await request.get(dexUrl())).headers()['content-security-policy'] ?? '';
    for (const chain of DEX_CHAINS) expect(csp).toContain(new URL(chain.publicRpc).origin);
    expect(csp).not.toContain('walletconnect');
    const other = (await request.get(`${server.url}/en/swap`)).headers()['content-security-policy'];
    expect(other).not.toContain('publicnode');
  });
});

test.describe('the wallet', () => {
  test('connects the EIP-6963 wallet by its name and icon, then shows the account and network', async ({
    page,
  }) => {
    const wallet = await openWithWallet(page);
    await page.getByTestId('dex-connect').click();
    const list = dialog(page).getByTestId('dex-wallets');
    const choice = list.getByRole('button', { name: /Test Wallet/ });
    await expect(choice).toBeVisible();
    // The wallet's own icon, a data: URI the CSP's img-src admits.
    const icon = choice.locator('img');
    expect(await icon.getAttribute('src')).toMatch(/^data:image\//);
    expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await choice.click();
    await expect(page.getByTestId('dex-account')).toContainText(DEV_SHORT);
    await expect(page.getByTestId('dex-network')).toHaveValue('1');
    expect(wallet.requests).toContain('eth_requestAccounts');
  });

  test('says a declined connect was declined, and connects on the next try', async ({ page }) => {
    const wallet = await openWithWallet(page, { rejectConnect: true });
    await page.getByTestId('dex-connect').click();
    await dialog(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    await expect(dialog(page).getByTestId('dex-notice-connectRejected')).toContainText(
      'The connection was declined in your wallet',
    );
    await expect(page.getByTestId('dex-account')).toHaveCount(0);
    wallet.set({ rejectConnect: false });
    await dialog(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    await expect(page.getByTestId('dex-account')).toContainText(DEV_SHORT);
  });

  test('names a network the site does not serve and switches the wallet to Ethereum', async ({
    page,
  }) => {
    const wallet = await openWithWallet(page, { chainId: 11155111 });
    await connect(page);
    const notice = page.getByTestId('dex-notice-unsupportedNetwork');
    await expect(notice).toContainText('chain ID 11155111');
    await notice.getByRole('button', { name: 'Switch to Ethereum' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('dex-network')).toHaveValue('1');
    expect(wallet.requests).toContain('wallet_switchEthereumChain');
  });

  test('switches networks from its selector, and follows a switch made in the wallet', async ({
    page,
  }) => {
    const wallet = await openWithWallet(page);
    await connect(page);
    await page.getByTestId('dex-network').selectOption('56');
    await expect(page.getByTestId('dex-network')).toHaveValue('56');
    await wallet.switchChain(42161);
    await expect(page.getByTestId('dex-network')).toHaveValue('42161');
    await wallet.switchChain(250);
    await expect(page.getByTestId('dex-notice-unsupportedNetwork')).toContainText('chain ID 250');
  });

  test('opens on the ?chain= network when it leaves an unsupported one', async ({ page }) => {
    await installTestWallet(page, devnet, { chainId: 250 });
    await page.goto(dexUrl('?chain=optimism'));
    await connect(page);
    const optimism = DEX_CHAINS.find((chain) => chain.id === 10)!;
    await page
      .getByTestId('dex-notice-unsupportedNetwork')
      .getByRole('button', { name: `Switch to ${optimism.name}` })
      .click();
    await expect(page.getByTestId('dex-network')).toHaveValue('10');
  });

  test('says so when the wallet disconnects the site, but not when the visitor does', async ({
    page,
  }) => {
    const wallet = await openWithWallet(page);
    await connect(page);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('dex-connect')).toBeVisible();
    await expect(page.getByTestId('dex-notice-disconnectedByWallet')).toHaveCount(0);

    await connect(page);
    await wallet.disconnect();
    await expect(page.getByTestId('dex-notice-disconnectedByWallet')).toContainText(
      'Your wallet disconnected this site',
    );
    await expect(page.getByTestId('dex-connect')).toBeVisible();
  });

  test('follows an account change made in the wallet', async ({ page }) => {
    await openWithWallet(page);
    await connect(page);
    await page.evaluate((account) => {
      const wallet = (window as unknown as { __testWallet: { emit(e: string, v: unknown): void } })
        .__testWallet;
      wallet.emit('accountsChanged', [account]);
    }, OTHER_ADDRESS);
    await expect(page.getByTestId('dex-account')).toContainText('0x7099…79C8');
    await expect(page.getByTestId('dex-notice-accountChanged')).toContainText('0x7099…79C8');
  });

  test('explains what to do when the browser has no wallet', async ({ page, isMobile }) => {
    await page.goto(dexUrl());
    await page.getByTestId('dex-connect').click();
    await expect(dialog(page).getByText('No wallet found in this browser.')).toBeVisible();
    await expect(dialog(page).getByTestId('dex-wallets')).toHaveCount(0);
    const appLinks = dialog(page).getByRole('link', { name: /Open in (MetaMask|Trust Wallet)/ });
    // On a phone: links that open this page in a wallet app's browser.
    await expect(appLinks).toHaveCount(isMobile ? 2 : 0);
    await expectAxeClean(page);
  });
});

test.describe('the connect dialog', () => {
  test('traps focus, closes on Escape and gives focus back to the connect button', async ({
    page,
  }) => {
    await openWithWallet(page);
    const button = page.getByTestId('dex-connect');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    const inDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await inDialog()).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog(), `Tab ${step + 1} stays in the dialog`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('connects by keyboard alone', async ({ page }) => {
    await openWithWallet(page);
    await page.getByTestId('dex-connect').focus();
    await page.keyboard.press('Enter');
    const choice = dialog(page).getByRole('button', { name: /Test Wallet/ });
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('dex-account')).toContainText(DEV_SHORT);
    // The Connect button is gone: focus lands on the network selector that replaced it.
    await expect(page.getByTestId('dex-network')).toBeFocused();
  });

  test('is axe-clean open, and the page is axe-clean connected', async ({ page }) => {
    await openWithWallet(page);
    await page.getByTestId('dex-connect').click();
    await expect(dialog(page)).toBeVisible();
    await expectAxeClean(page);
    await dialog(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    await expect(page.getByTestId('dex-account')).toBeVisible();
    await expectAxeClean(page);
  });
});
