import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eagerGraph } from '@/tests/helpers/eager-imports';
import { ROOT } from '@/tests/helpers/island-scan';

// The wallet loads only on /dex, and there after the page (docs/dex.md "Wallets"): what the page
// renders statically reaches no wallet package; the island, loaded with import(), brings them;
// the QR code's library waits for a WalletConnect pairing.

const WALLET_PACKAGES = [
  'wagmi',
  'viem',
  '@tanstack/react-query',
  '@walletconnect/ethereum-provider',
  'qrcode',
];
const graphOf = (file: string) => eagerGraph(path.join(ROOT, file), { browser: true });

describe('the /dex first load', () => {
  it('the page and its island loader import no wallet package eagerly', () => {
    for (const entry of ['app/[locale]/(dex)/dex/page.tsx', 'components/dex/island-loader.tsx']) {
      const packages = [...graphOf(entry).packages];
      expect(
        packages.filter((name) => WALLET_PACKAGES.includes(name)),
        entry,
      ).toEqual([]);
    }
  });

  it('the island itself brings wagmi and viem, but not the QR code or the WalletConnect provider', () => {
    const packages = graphOf('components/dex/island.tsx').packages;
    expect(packages).toContain('wagmi');
    expect(packages).toContain('viem');
    expect(packages).not.toContain('qrcode');
    expect(packages).not.toContain('@walletconnect/ethereum-provider');
  });
});

describe("a DEX network's landing", () => {
  it('is server components only: no client module, so no script of its own and no wallet', () => {
    const graph = graphOf('app/[locale]/(dex)/dex/[network]/page.tsx');
    const walked = [...graph.files].map((file) => path.relative(ROOT, file));
    expect(walked).toContain('components/dex/network/popular-pairs-table.tsx');
    const client = [...graph.files].filter((file) =>
      /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(client.map((file) => path.relative(ROOT, file))).toEqual([]);
    expect([...graph.files].some((file) => file.includes('island'))).toBe(false);
  });
});
