import { dexChain } from '../chains';

// What the wallet bar tells the visitor, as data: every state of the connection that needs
// words (docs/dex.md "Wallets"), and the messages (dexWallet.notices.*) that say it. Pure, so
// the mapping is tested without a wallet.

export type WalletNotice =
  | { kind: 'noWallet'; mobile: boolean; walletConnect: boolean }
  | { kind: 'connecting'; wallet: string }
  | { kind: 'connectRejected' }
  | { kind: 'connectFailed' }
  | { kind: 'unsupportedNetwork'; chainId: number }
  | { kind: 'switching'; chainId: number }
  | { kind: 'switchRejected' }
  | { kind: 'switchFailed'; chainId: number }
  | { kind: 'disconnectedByWallet' }
  | { kind: 'accountChanged'; address: string };

export type NoticeTone = 'info' | 'warning' | 'error';

export interface NoticeMessage {
  /** A key under dexWallet.notices. */
  key: string;
  values: Record<string, string | number>;
  tone: NoticeTone;
}

/** The EIP-1193 code of an error or of any error in its `cause` chain (viem wraps them). */
export function errorCode(error: unknown): number | null {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const errorNames = (error: unknown): string[] => {
  const names: string[] = [];
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    const name = (current as { name?: unknown }).name;
    if (typeof name === 'string') names.push(name);
    current = (current as { cause?: unknown }).cause;
  }
  return names;
};

/** EIP-1193 4001: the visitor refused in the wallet. */
export const USER_REJECTED = 4001;

/** What a failed connect means to the visitor (null: nothing to say, e.g. already connected). */
export function connectErrorNotice(
  error: unknown,
  context: { mobile: boolean; walletConnect: boolean },
): WalletNotice | null {
  const names = errorNames(error);
  if (names.includes('ConnectorAlreadyConnectedError')) return null;
  if (errorCode(error) === USER_REJECTED || names.includes('UserRejectedRequestError')) {
    return { kind: 'connectRejected' };
  }
  if (names.includes('ProviderNotFoundError')) return { kind: 'noWallet', ...context };
  return { kind: 'connectFailed' };
}

/** What a failed network switch means (the wallet refused, or could not add the chain). */
export function switchErrorNotice(error: unknown, chainId: number): WalletNotice {
  const names = errorNames(error);
  if (errorCode(error) === USER_REJECTED || names.includes('UserRejectedRequestError')) {
    return { kind: 'switchRejected' };
  }
  return { kind: 'switchFailed', chainId };
}

/** The notice a connected wallet's network calls for: one the site does not serve. */
export function networkNotice(chainId: number | undefined): WalletNotice | null {
  if (chainId === undefined || dexChain(chainId)) return null;
  return { kind: 'unsupportedNetwork', chainId };
}

const chainName = (chainId: number) => dexChain(chainId)?.name ?? String(chainId);

export function noticeMessage(notice: WalletNotice): NoticeMessage {
  switch (notice.kind) {
    case 'noWallet': {
      const key = notice.mobile
        ? notice.walletConnect
          ? 'noWalletMobileWalletConnect'
          : 'noWalletMobile'
        : notice.walletConnect
          ? 'noWalletDesktopWalletConnect'
          : 'noWalletDesktop';
      return { key, values: {}, tone: 'warning' };
    }
    case 'connecting':
      return { key: 'connecting', values: { wallet: notice.wallet }, tone: 'info' };
    case 'connectRejected':
      return { key: 'connectRejected', values: {}, tone: 'warning' };
    case 'connectFailed':
      return { key: 'connectFailed', values: {}, tone: 'error' };
    case 'unsupportedNetwork':
      return { key: 'unsupportedNetwork', values: { chainId: notice.chainId }, tone: 'warning' };
    case 'switching':
      return { key: 'switching', values: { network: chainName(notice.chainId) }, tone: 'info' };
    case 'switchRejected':
      return { key: 'switchRejected', values: {}, tone: 'warning' };
    case 'switchFailed':
      return { key: 'switchFailed', values: { network: chainName(notice.chainId) }, tone: 'error' };
    case 'disconnectedByWallet':
      return { key: 'disconnectedByWallet', values: {}, tone: 'info' };
    case 'accountChanged':
      return {
        key: 'accountChanged',
        values: { address: shortAddress(notice.address) },
        tone: 'info',
      };
  }
}

/** 0x1234…abcd: the first four and last four hex digits. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** A phone or tablet browser, where wallets live in apps rather than extensions. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
}
