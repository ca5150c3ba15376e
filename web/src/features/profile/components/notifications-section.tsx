import { Button, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { useSaveNotificationPreference } from '../api/notification-preferences';
import { disableWebPush, enableWebPush, webPushState, type WebPushState } from '../api/web-push';
import { FavouriteRevisionsSwitch } from './favourite-revisions-switch';
import { ProfileSection } from './profile-section';

interface NotificationsSectionProps {
  /** The user's current choice (GET user's detail.receive_notifications). */
  receive: boolean;
  /** Whether a favourite monograph's revision puts an item in the inbox (GET user's detail.favourite_revisions). */
  favouriteRevisions: boolean;
}

/** Whether the user receives notifications (the bell's inbox and every device), and web push in this browser. */
export function NotificationsSection({ receive, favouriteRevisions }: NotificationsSectionProps) {
  const { t } = useTranslation('profile');
  const save = useSaveNotificationPreference();
  const [push, setPush] = useState<WebPushState>(webPushState);
  const [pushBusy, setPushBusy] = useState(false);
  const checked = save.isPending && save.variables?.receive_notifications !== undefined ? save.variables.receive_notifications === 1 : receive;

  const changePush = async (change: () => Promise<WebPushState>) => {
    setPushBusy(true);
    try {
      setPush(await change());
    } catch (error) {
      handleApiError(error, t('notifications.pushFailed'));
    } finally {
      setPushBusy(false);
    }
  };

  return (
    <ProfileSection heading={t('notifications.heading')} description={t('notifications.text')}>
      <Stack gap="4" align="start">
        <Switch.Root checked={checked} disabled={save.isPending} onCheckedChange={(details) => save.mutate({ receive_notifications: details.checked ? 1 : 0 })} colorPalette="teal">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('notifications.receive')}</Switch.Label>
        </Switch.Root>
        <FavouriteRevisionsSwitch on={favouriteRevisions} />
        {checked && push === 'off' && (
          <Button variant="outline" size="sm" loading={pushBusy} onClick={() => void changePush(enableWebPush)}>
            {t('notifications.enablePush')}
          </Button>
        )}
        {checked && push === 'on' && (
          <Stack gap="2" align="start">
            <Text fontSize="sm">{t('notifications.pushOn')}</Text>
            <Button variant="ghost" size="sm" loading={pushBusy} onClick={() => void changePush(disableWebPush)}>
              {t('notifications.disablePush')}
            </Button>
          </Stack>
        )}
        {checked && push !== 'on' && push !== 'off' && (
          <Text fontSize="sm" color="fg.muted">
            {t(`notifications.push.${push}`)}
          </Text>
        )}
      </Stack>
    </ProfileSection>
  );
}
