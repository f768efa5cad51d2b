// What a wallet-executed kind (DEX, bridge) hands the visitor's wallet: the site never holds the
// funds; it shows the quote and the wallet signs and sends the transaction. Browser-safe: types.

/** One EVM transaction request, as `eth_sendTransaction` takes it. Amounts in wei, decimal. */
export interface WalletTx {
  /** The contract to call (0x-prefixed, 40 hex digits). */
  to: string;
  /** The call data (0x-prefixed hex). */
  data: string;
  /** Native coin sent with the call, in wei (a decimal integer string, '0' for a token swap). */
  value: string;
  /** The vendor's gas estimate, when it names one (a decimal integer string). */
  gas?: string | undefined;
}

/** What every wallet-executed answer shares. */
export interface WalletQuote {
  /** Set by the kind from the adapter's id. */
  provider: string;
  /** The visitor's wallet executes it; nothing is created on a vendor's books by quoting. */
  execution: 'wallet';
  /** In the input token's base units (lib/decimal.ts toBaseUnits). */
  amountIn: string;
  /** Expected output in the output token's base units. */
  amountOut: string;
  /** The least the transaction accepts after slippage, in base units; below it, it reverts. */
  minOut: string;
  /** Who must be approved to spend the input token first, or null (native coin, or no approval). */
  spender: string | null;
  /**
   * What the wallet signs and sends; null for an indicative quote (asked without a wallet: no
   * taker, so the vendor builds no calldata). A firm quote always carries it.
   */
  tx: WalletTx | null;
  /** When the vendor stops honouring the calldata (ISO 8601). */
  expiresAt: string;
}
