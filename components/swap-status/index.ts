export { SwapStatusView, type SwapStatusViewProps } from './swap-status-view';
export { SupportNotice } from './support-notice';
export { CopyButton } from './copy-button';
export { swapQueryKey } from './use-swap';
