import { Avatar, Box, Button, chakra, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CameraIcon } from '@/components/icons';
import type { User } from '@/features/auth/api/get-user';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useUploadPhoto } from '@/features/dashboard-account/api/upload-photo';
import { uploadUrl } from '@/lib/uploads';

interface DashboardAccountMenuProps {
  user: User;
}

/** The top bar's account: name and role, and a popover with the photo (click to upload), e-mail, 'Editar perfil' and 'Sair'. */
export function DashboardAccountMenu({ user }: DashboardAccountMenuProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const photo = user.image ? uploadUrl('users', user.image) : undefined;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    // The account panel renders when first opened, not hidden on every dashboard page from its start;
    // then it stays mounted, so a photo upload's file input outlives the panel closing.
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button variant="ghost" h="auto" py="1.5" px="2">
          <HStack gap="3">
            <Stack gap="0" textAlign="end" srOnly={{ base: true, sm: false }}>
              <Text fontWeight="semibold" truncate maxW="48">
                {user.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                {user.role.name}
              </Text>
            </Stack>
            <Avatar.Root size="sm" aria-hidden="true">
              <Avatar.Fallback name={user.name} />
              {photo && <Avatar.Image src={photo} alt="" />}
            </Avatar.Root>
          </HStack>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72">
            <Popover.Body>
              <Stack gap="4" align="center" textAlign="center">
                <chakra.button
                  type="button"
                  position="relative"
                  borderRadius="full"
                  cursor="pointer"
                  aria-label={t('account.changePhoto')}
                  aria-busy={upload.isPending}
                  disabled={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                  focusRingColor="colorPalette.focusRing"
                  _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineOffset: '2px' }}
                >
                  <Avatar.Root size="2xl" aria-hidden="true">
                    <Avatar.Fallback name={user.name} />
                    {photo && <Avatar.Image src={photo} alt="" />}
                  </Avatar.Root>
                  <Box position="absolute" bottom="0" right="0" bg="colorPalette.solid" color="colorPalette.contrast" borderRadius="full" p="1.5">
                    <CameraIcon width="4" height="4" />
                  </Box>
                </chakra.button>
                <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onFileChosen} aria-hidden="true" tabIndex={-1} />
                <Box>
                  <Text fontWeight="semibold">{user.name}</Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    {user.email}
                  </Text>
                </Box>
                <Stack gap="2" width="full">
                  <Button asChild variant="outline" size="sm">
                    <RouterLink to="/dashboard/configuracoes" onClick={() => setOpen(false)}>
                      {t('account.editProfile')}
                    </RouterLink>
                  </Button>
                  <LogoutButton />
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
