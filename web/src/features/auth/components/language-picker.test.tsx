import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, LOCALE_STORAGE_KEY } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  await changeLocale('pt');
});

describe('LanguagePicker', () => {
  it('opens a dialog and switches the UI to English, remembering the choice', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguagePicker />);
    await user.click(screen.getByRole('button', { name: 'Idioma: Português' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolha o idioma' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('{"slug":"en"}');
  });
});
