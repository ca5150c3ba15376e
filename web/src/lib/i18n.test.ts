import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n, LOCALE_STORAGE_KEY, readStoredLocale } from './i18n';

describe('language switch', () => {
  afterAll(async () => {
    await changeLocale('pt');
  });

  it('starts in Portuguese when nothing is stored', async () => {
    await initI18n();
    expect(readStoredLocale()).toBe('pt');
    expect(i18n.t('common:toast.errorTitle')).toBe('Não foi possível avançar');
  });

  it('switches the texts to English, loads them on demand and remembers the choice', async () => {
    await initI18n();
    await changeLocale('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('{"slug":"en"}');
    expect(readStoredLocale()).toBe('en');
    expect(i18n.t('auth:login.submit')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches back to Portuguese', async () => {
    await initI18n();
    await changeLocale('en');
    await changeLocale('pt');
    expect(JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? 'null')).toEqual({ slug: 'pt' });
    expect(i18n.t('auth:login.submit')).toBe('Entrar');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('ignores a stored entry that is not a supported locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, '{"slug":"fr"}');
    expect(readStoredLocale()).toBe('pt');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'not json');
    expect(readStoredLocale()).toBe('pt');
  });
});
