import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, LOCALES, type Locale } from '@/lib/i18n';

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<Locale | null>(null);
  const active = currentLocale();
  // Mounted closed, opened one frame later: a zag dialog mounted already open under React's
  // StrictMode (dev) closes itself at once when its effects are replayed.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const choose = async (locale: Locale) => {
    setPending(locale);
    try {
      await changeLocale(locale);
      onClose();
    } catch (error) {
      console.error('[i18n] could not change the language', error);
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog.Root open={open && mounted} onOpenChange={(details) => !details.open && onClose()} placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('language.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="3">
                {LOCALES.map((locale) => (
                  <Button
                    key={locale}
                    lang={locale === 'pt' ? 'pt-BR' : 'en'}
                    variant={locale === active ? 'solid' : 'outline'}
                    aria-pressed={locale === active}
                    loading={pending === locale}
                    onClick={() => void choose(locale)}
                  >
                    {t(`language.${locale}`)}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('language.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
