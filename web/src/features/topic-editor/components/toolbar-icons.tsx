import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The toolbar's stroke icons: decorative (aria-hidden); each button carries its own name. */
type IconProps = HTMLChakraProps<'svg'>;

function strokeIcon(paths: ReactNode) {
  return function ToolbarIcon(props: IconProps) {
    return (
      <chakra.svg
        viewBox="0 0 24 24"
        width="1.15em"
        height="1.15em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </chakra.svg>
    );
  };
}

export const BoldIcon = strokeIcon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z" />);
export const ItalicIcon = strokeIcon(<path d="M19 4h-9M14 20H5M15 4 9 20" />);
export const StrikethroughIcon = strokeIcon(<path d="M16 4H9a3 3 0 0 0-2.8 4M14 12a4 4 0 0 1 0 8H6M4 12h16" />);
export const ImageIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>,
);
export const TableIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M3 15h18M9 3v18M15 3v18" />
  </>,
);
export const ColumnBeforeIcon = strokeIcon(<path d="M14 3h6v18h-6zM8 9v6M5 12h6" />);
export const ColumnAfterIcon = strokeIcon(<path d="M4 3h6v18H4zM16 9v6M13 12h6" />);
export const RowBeforeIcon = strokeIcon(<path d="M3 14h18v6H3zM9 8h6M12 5v6" />);
export const RowAfterIcon = strokeIcon(<path d="M3 4h18v6H3zM9 16h6M12 13v6" />);
export const DeleteColumnIcon = strokeIcon(<path d="M9 3h6v18H9zM4 9l-2 2m0-2 2 2M22 9l-2 2m0-2 2 2" />);
export const DeleteRowIcon = strokeIcon(<path d="M3 9h18v6H3zM10 3l4 4m0-4-4 4M10 17l4 4m0-4-4 4" />);
export const MergeIcon = strokeIcon(<path d="M3 5h18v14H3zM8 12h8m-3-3 3 3-3 3" />);
export const SplitIcon = strokeIcon(<path d="M3 5h18v14H3zM12 5v14" />);
export const RuleIcon = strokeIcon(<path d="M3 12h18" />);
export const BulletListIcon = strokeIcon(<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />);
export const UndoIcon = strokeIcon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
export const RedoIcon = strokeIcon(<path d="m15 14 5-5-5-5m5 5H9.5a5.5 5.5 0 0 0 0 11H13" />);
