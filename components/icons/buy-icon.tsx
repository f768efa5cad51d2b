import { SvgIcon, type IconProps } from './svg-icon';

export function BuyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </SvgIcon>
  );
}
