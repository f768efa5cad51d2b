export { SwapStatusView } from './swap-status-view';
