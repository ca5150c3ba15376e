import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { shareAddress } from '@/lib/share-address';

interface MonographActionsProps {
  title: string;
  /** The address of the topic on screen (lib/topic-url.ts), whatever the address bar says. */
  address: string;
  /** The topic on screen, which can be printed alone (a Nutra Fórmula as a prescription aid). */
  topicName: string | null;
  onPrint: (onlySelectedTopic: boolean) => void;
}

/** 'Imprimir', 'Imprimir tópico' and 'Compartilhar' for a supplement's monograph. */
export function MonographActions({ title, address, topicName, onPrint }: MonographActionsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <HStack gap="2" wrap="wrap" className="no-print">
      <Button size="sm" variant="outline" onClick={() => onPrint(false)}>
        {t('print.all')}
      </Button>
      {topicName ? (
        <Button size="sm" variant="outline" onClick={() => onPrint(true)} title={t('print.topicLabel', { name: topicName })}>
          {t('print.topic')}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => void shareAddress(title, address, { copiedTitle: t('share.copiedTitle'), copied: t('share.copied'), failed: t('share.failed') })}>
        {t('share.action')}
      </Button>
    </HStack>
  );
}
