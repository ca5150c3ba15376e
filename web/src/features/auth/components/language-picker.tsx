import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/icons';
import { currentLocale } from '@/lib/i18n';

// The dialog is rarely opened: its code loads on the first click, not with the page.
const LanguageDialog = lazy(() => import('./language-dialog').then((m) => ({ default: m.LanguageDialog })));

export function LanguagePicker() {
  const { t, i18n } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : currentLocale();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        bg="bg.panel"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={t('language.button', { name: t(`language.${locale}`) })}
      >
        <GlobeIcon />
        {t(`language.${locale}`)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
