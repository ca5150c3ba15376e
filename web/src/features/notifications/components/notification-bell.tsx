import { Badge, Box, Button, chakra, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BellIcon } from '@/components/icons';
import { formatDateTime } from '@/lib/dates';
import { useInbox, useMarkRead, type InboxItem } from '../api/inbox';

interface NotificationBellProps {
  /** Only a signed-in user has an inbox. */
  enabled: boolean;
}

/** The /app header's bell: the unread count, and a list of the user's notifications; a click opens its screen. */
export function NotificationBell({ enabled }: NotificationBellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const inbox = useInbox(enabled);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = inbox.data?.unread ?? 0;
  const items = inbox.data?.items.data ?? [];

  const openItem = (item: InboxItem) => {
    if (!item.read) markRead.mutate(item.id);
    setOpen(false);
    void navigate(item.link);
  };

  return (
    // The list renders when opened, not hidden on every page of the user area from its start.
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size={{ base: 'lg', md: 'sm' }} position="relative" aria-label={unread > 0 ? t('inbox.labelUnread', { count: unread }) : t('inbox.label')}>
          <BellIcon />
          {unread > 0 && (
            <Badge position="absolute" top="-1" right="-1" colorPalette="red" variant="solid" borderRadius="full" fontSize="2xs" minW="5" justifyContent="center" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: 'calc(100vw - 2rem)', sm: '96' }} maxH="70vh" overflowY="auto">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{t('inbox.title')}</Popover.Title>
            </Popover.Header>
            <Popover.Body pt="0">
              {inbox.isPending ? (
                <Box py="6" textAlign="center">
                  <Spinner size="sm" aria-label={t('loading')} />
                </Box>
              ) : inbox.isError ? (
                <Stack py="4" gap="3" align="start">
                  <Text color="fg.muted">{t('inbox.loadFailed')}</Text>
                  <Button size="sm" variant="outline" onClick={() => void inbox.refetch()}>
                    {t('inbox.retry')}
                  </Button>
                </Stack>
              ) : items.length === 0 ? (
                <Text py="4" color="fg.muted">
                  {t('inbox.empty')}
                </Text>
              ) : (
                <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1" aria-label={t('inbox.title')}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <chakra.button
                        type="button"
                        onClick={() => openItem(item)}
                        w="full"
                        textAlign="start"
                        p="3"
                        borderRadius="md"
                        bg={item.read ? 'transparent' : 'teal.subtle'}
                        _hover={{ bg: 'bg.muted' }}
                        _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'teal.focusRing' }}
                        cursor="pointer"
                      >
                        <Text fontWeight={item.read ? 'medium' : 'bold'} lineClamp={1}>
                          {!item.read && <chakra.span srOnly>{t('inbox.unread')} </chakra.span>}
                          {item.title}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                          {item.body}
                        </Text>
                        <Text fontSize="xs" color="fg.muted" mt="1">
                          {formatDateTime(item.created_at)}
                        </Text>
                      </chakra.button>
                    </li>
                  ))}
                </chakra.ul>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
