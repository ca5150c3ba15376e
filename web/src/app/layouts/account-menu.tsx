import { IconButton, Popover, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { UserGreeting } from '@/features/auth/components/user-greeting';

/** The phone's account menu (below `md`): the greeting, whole, and 'Sair'; the desktop bar shows both itself. */
export function AccountMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="lg" aria-label={t('user.menu')}>
          <MenuIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="calc(100vw - 2rem)" maxW="xs" aria-label={t('user.menu')}>
            <Popover.Body>
              <Stack gap="3" align="stretch">
                <Popover.Title>
                  <UserGreeting wrap />
                </Popover.Title>
                <LogoutButton />
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
