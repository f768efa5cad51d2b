import { SvgIcon, type IconProps } from './svg-icon';

export function PartnersIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.9-3.4 3.4-5 6.5-5s5.6 1.6 6.5 5M16 4.7a3.5 3.5 0 0 1 0 6.6M18.5 15.4c1.5.8 2.5 2.3 3 4.6" />
    </SvgIcon>
  );
}
