import { SvgIcon, type IconProps } from './svg-icon';

export function WalletIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 7a2 2 0 0 1 2-2h11v4M4 7v10a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Zm12 7h.01" />
    </SvgIcon>
  );
}
