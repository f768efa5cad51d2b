export { SwapStatusView, type SwapStatusViewProps } from './swap-status-view';
export { SupportNotice } from './support-notice';
export { CopyButton } from './copy-button';
export { normalizeSwapId, isPlausibleSwapId } from './swap-id';
export { swapQueryKey } from './use-swap';
