import { api } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n';
import { logUnexpected } from '@/lib/log-unexpected';

/** POST locale/{locale}: tells the server the UI language; spec section 8: failures are only logged. */
export async function sendLocale(locale: Locale): Promise<void> {
  try {
    await api.post('/locale/:locale', { params: { locale } });
  } catch (error) {
    logUnexpected('locale', 'could not send the locale', error);
  }
}
