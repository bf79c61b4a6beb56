import { Svg, type IconProps } from '../../../components/ui/icons';

/** Icons only the account area uses (drawn on components/ui/icons' 24 px stroke frame). */
export const UsersIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.9-3.4 3.4-5.2 6.5-5.2s5.6 1.8 6.5 5.2" />
    <path d="M15.5 4.8a3.3 3.3 0 0 1 0 6.4M17.5 14.9c2 .6 3.4 2.3 4 5.1" />
  </Svg>
);
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l.9 12.2a1.5 1.5 0 0 0 1.5 1.3h6.2a1.5 1.5 0 0 0 1.5-1.3L17.5 7" />
    <path d="M10 11v6M14 11v6" />
  </Svg>
);
