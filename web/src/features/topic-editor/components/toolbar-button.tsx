import { IconButton, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToolbarButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** For toggles (marks, list): announced as pressed or not. */
  pressed?: boolean;
  disabled?: boolean;
}

/** An icon button named by `label` (aria-label and tooltip) that leaves the editor's selection alone. */
export function ToolbarButton({ label, icon, onClick, pressed, disabled }: ToolbarButtonProps) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          type="button"
          size="sm"
          variant={pressed ? 'subtle' : 'ghost'}
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
