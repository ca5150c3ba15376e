import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Small stroke icons drawn inline: decorative (aria-hidden); the control around them carries the name. */
type IconProps = HTMLChakraProps<'svg'>;

function strokeIcon(paths: ReactNode) {
  return function StrokeIcon(props: IconProps) {
    return (
      <chakra.svg
        viewBox="0 0 24 24"
        width="1.25em"
        height="1.25em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        flexShrink={0}
        {...props}
      >
        {paths}
      </chakra.svg>
    );
  };
}

export const ArrowLeftIcon = strokeIcon(<path d="M19 12H5m6-7-7 7 7 7" />);
export const ArrowRightIcon = strokeIcon(<path d="M5 12h14m-6-7 7 7-7 7" />);
export const EyeIcon = strokeIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = strokeIcon(
  <>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </>,
);
export const GlobeIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
  </>,
);
export const LogoutIcon = strokeIcon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />);
export const CheckCircleIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const SearchIcon = strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const PlusIcon = /* @__PURE__ */ strokeIcon(<path d="M12 5v14M5 12h14" />);
export const EditIcon = /* @__PURE__ */ strokeIcon(<path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />);
export const TrashIcon = /* @__PURE__ */ strokeIcon(<path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0-1 14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2L4 6m6 5v6m4-6v6" />);
export const MenuIcon = /* @__PURE__ */ strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CameraIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2Z" />
    <circle cx="12" cy="13" r="4" />
  </>,
);
export const InboxIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z" />
  </>,
);
export const LockIcon = strokeIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
/** A heart; pass `fill="currentColor"` for the filled (favourited) state. */
export const HeartIcon = strokeIcon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z" />,
);
export const BellIcon = strokeIcon(<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0" />);
export const ChevronRightIcon = strokeIcon(<path d="m9 18 6-6-6-6" />);
export const HomeIcon = /* @__PURE__ */ strokeIcon(<path d="M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" />);
export const InteractionsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="8" cy="12" r="5" />
    <circle cx="16" cy="12" r="5" />
  </>,
);
export const FlaskIcon = /* @__PURE__ */ strokeIcon(<path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10" />);
export const UserIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
