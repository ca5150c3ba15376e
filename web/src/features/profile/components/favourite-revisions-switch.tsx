import { Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveNotificationPreference } from '../api/notification-preferences';

/** Opt-in (off by default): an item in the bell's inbox when a favourite monograph is revised, one per monograph and 10 minutes. */
export function FavouriteRevisionsSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('profile');
  const hintId = useId();
  const save = useSaveNotificationPreference();
  const checked = save.isPending && save.variables?.favourite_revisions !== undefined ? save.variables.favourite_revisions === 1 : on;
  return (
    <Stack gap="1" align="start">
      <Switch.Root checked={checked} disabled={save.isPending} onCheckedChange={(details) => save.mutate({ favourite_revisions: details.checked ? 1 : 0 })} colorPalette="teal">
        <Switch.HiddenInput aria-describedby={hintId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('notifications.favouriteRevisions')}</Switch.Label>
      </Switch.Root>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {t('notifications.favouriteRevisionsHint')}
      </Text>
    </Stack>
  );
}
