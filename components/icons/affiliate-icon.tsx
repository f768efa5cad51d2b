import { SvgIcon, type IconProps } from './svg-icon';

export function AffiliateIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </SvgIcon>
  );
}
