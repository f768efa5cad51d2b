import { describe, expect, it, vi } from 'vitest';

// What the WalletConnect connector is made with: our dialog instead of WalletConnect's modal
// (which would load and store its own code), no usage reports to WalletConnect's servers, and
// the site named in the visitor's wallet.

const made = vi.hoisted(() => ({ parameters: [] as unknown[] }));

vi.mock('wagmi/connectors', () => ({
  walletConnect: (parameters: unknown) => {
    made.parameters.push(parameters);
    return () => ({});
  },
}));

const { walletConnectConnector } = await import('@/lib/dex/wallet/config');

describe('walletConnectConnector', () => {
  it('shows no WalletConnect modal, sends no telemetry and names the site', () => {
    walletConnectConnector('project-1', {
      name: 'Swaplens',
      description: 'DEX swaps',
      url: 'https://example.com',
      icon: 'https://example.com/icon.svg',
    });
    expect(made.parameters).toEqual([
      {
        projectId: 'project-1',
        showQrModal: false,
        telemetryEnabled: false,
        metadata: {
          name: 'Swaplens',
          description: 'DEX swaps',
          url: 'https://example.com',
          icons: ['https://example.com/icon.svg'],
        },
      },
    ]);
  });
});
