import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Two copies of wagmi in one bundle break the wallet ("WagmiProviderNotFoundError", the field's
// pain 4 in the DEX anchors review): the lock file must hold one wagmi, one @wagmi/core, one
// @wagmi/connectors and one react-query. viem has one copy for our code; WalletConnect's utils
// pin an older one of their own (nested under @walletconnect / @reown, loaded only with the
// WalletConnect connector), which is allowed and nothing else.

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

function copies(name: string): string[] {
  return Object.keys(lock.packages).filter((path) => path.endsWith(`node_modules/${name}`));
}

describe('the wallet stack has one copy of each library', () => {
  it.each(['wagmi', '@wagmi/core', '@wagmi/connectors', '@tanstack/react-query'])('%s', (name) => {
    expect(copies(name)).toEqual([`node_modules/${name}`]);
  });

  it('viem: one for our code, nested ones only inside WalletConnect', () => {
    const nested = copies('viem').filter((path) => path !== 'node_modules/viem');
    expect(copies('viem')).toContain('node_modules/viem');
    for (const path of nested) expect(path).toMatch(/node_modules\/@(walletconnect|reown)\//);
  });
});
