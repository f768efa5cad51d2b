import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  connectErrorNotice,
  errorCode,
  isMobileUserAgent,
  networkNotice,
  noticeMessage,
  shortAddress,
  switchErrorNotice,
  type WalletNotice,
} from '@/lib/dex/wallet/notices';
import en from '@/messages/en.json';

// The wallet's states in words: which notice each wallet answer calls for, and that every
// notice names a message that exists (dexWallet.notices) with the values it uses.

const desktop = { mobile: false, walletConnect: false };
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

describe('a failed connect', () => {
  it('is "declined" for EIP-1193 4001, also wrapped by viem or wagmi', () => {
    expect(connectErrorNotice(rejected(), desktop)).toEqual({ kind: 'connectRejected' });
    expect(connectErrorNotice(new UserRejectedRequestError(rejected()), desktop)).toEqual({
      kind: 'connectRejected',
    });
    const wrapped = Object.assign(new Error('Connector failed'), { cause: rejected() });
    expect(connectErrorNotice(wrapped, desktop)).toEqual({ kind: 'connectRejected' });
  });

  it('is "no wallet" when the connector finds no provider, told apart for phones', () => {
    const missing = Object.assign(new Error('Provider not found.'), {
      name: 'ProviderNotFoundError',
    });
    expect(connectErrorNotice(missing, desktop)).toEqual({ kind: 'noWallet', ...desktop });
    expect(connectErrorNotice(missing, { mobile: true, walletConnect: true })).toEqual({
      kind: 'noWallet',
      mobile: true,
      walletConnect: true,
    });
  });

  it('says nothing when the wallet was already connected, and "failed" for anything else', () => {
    const already = Object.assign(new Error('Connector already connected.'), {
      name: 'ConnectorAlreadyConnectedError',
    });
    expect(connectErrorNotice(already, desktop)).toBeNull();
    expect(connectErrorNotice(new Error('locked'), desktop)).toEqual({ kind: 'connectFailed' });
  });
});

describe('a network', () => {
  it('needs no notice when it is one of the five, or while the chain is unknown', () => {
    for (const id of [1, 56, 137, 42161, 10]) expect(networkNotice(id)).toBeNull();
    expect(networkNotice(undefined)).toBeNull();
  });

  it('the site does not serve is named by its chain id', () => {
    expect(networkNotice(11155111)).toEqual({ kind: 'unsupportedNetwork', chainId: 11155111 });
  });

  it('switch the wallet refused is "declined"; one it could not make is "failed" with the network', () => {
    expect(switchErrorNotice(rejected(), 56)).toEqual({ kind: 'switchRejected' });
    const unknown = Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
    expect(switchErrorNotice(unknown, 56)).toEqual({ kind: 'switchFailed', chainId: 56 });
    expect(noticeMessage({ kind: 'switchFailed', chainId: 56 }).values).toEqual({
      network: 'BNB Smart Chain',
    });
  });
});

describe('every notice', () => {
  const all: WalletNotice[] = [
    { kind: 'noWallet', mobile: false, walletConnect: false },
    { kind: 'noWallet', mobile: false, walletConnect: true },
    { kind: 'noWallet', mobile: true, walletConnect: false },
    { kind: 'noWallet', mobile: true, walletConnect: true },
    { kind: 'connecting', wallet: 'Test Wallet' },
    { kind: 'connectRejected' },
    { kind: 'connectFailed' },
    { kind: 'unsupportedNetwork', chainId: 5 },
    { kind: 'switching', chainId: 10 },
    { kind: 'switchRejected' },
    { kind: 'switchFailed', chainId: 137 },
    { kind: 'disconnectedByWallet' },
    { kind: 'accountChanged', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  ];

  it('has its own message, whose placeholders are exactly the values given', () => {
    const notices = en.dexWallet.notices as Record<string, string>;
    const keys = new Set(all.map((notice) => noticeMessage(notice).key));
    expect([...keys].sort()).toEqual(Object.keys(notices).sort());
    for (const notice of all) {
      const { key, values } = noticeMessage(notice);
      const placeholders = [...(notices[key] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(placeholders.sort(), key).toEqual(Object.keys(values).sort());
    }
  });

  it('is an error only when something failed, a warning when the visitor must act', () => {
    expect(noticeMessage({ kind: 'connectFailed' }).tone).toBe('error');
    expect(noticeMessage({ kind: 'unsupportedNetwork', chainId: 5 }).tone).toBe('warning');
    expect(noticeMessage({ kind: 'disconnectedByWallet' }).tone).toBe('info');
  });

  it('shortens the account it names', () => {
    expect(
      noticeMessage({
        kind: 'accountChanged',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }).values,
    ).toEqual({ address: '0x7099…79C8' });
    expect(shortAddress('0x1234')).toBe('0x1234');
  });
});

describe('helpers', () => {
  it('find the EIP-1193 code down the cause chain, or none', () => {
    expect(errorCode({ cause: { cause: { code: 4902 } } })).toBe(4902);
    expect(errorCode(new Error('plain'))).toBeNull();
    expect(errorCode(null)).toBeNull();
  });

  it('tell phones from desktops by the user agent', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/131 Mobile')).toBe(
      true,
    );
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36',
      ),
    ).toBe(false);
  });
});
