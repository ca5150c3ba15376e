import { Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface WizardProgressProps {
  percent: number;
  step: number;
  totalSteps: number;
  done: boolean;
}

export function WizardProgress({ percent, step, totalSteps, done }: WizardProgressProps) {
  const { t } = useTranslation('auth');
  return (
    <Progress.Root value={percent} size="sm" colorPalette="teal" mb="2">
      <Progress.Track aria-label={t('register.progress')} aria-valuetext={`${percent}%`} borderRadius="full">
        <Progress.Range />
      </Progress.Track>
      <Text mt="2" fontSize="sm" color="fg.muted" minH="5">
        {done ? '\u00a0' : t('register.stepOf', { current: step + 1, total: totalSteps })}
      </Text>
    </Progress.Root>
  );
}
