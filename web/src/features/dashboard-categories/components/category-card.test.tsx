import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import type { CategoryCard as Category } from '@contract/categories-answers';
import { CategoryCard } from './category-card';

const category = (supplementsCount: number): Category => ({
  id: 1,
  name: 'Minerais',
  slug: 'minerais',
  image: 'minerais.png',
  has_subcategory: 0,
  order: 1,
  supplements_count: supplementsCount,
});

describe('CategoryCard', () => {
  it.each([
    [0, '0 suplementos cadastrados'],
    [1, '1 suplemento cadastrado'],
    [7, '7 suplementos cadastrados'],
  ])('counts %i supplements in Portuguese as "%s"', async (count, text) => {
    await renderWithProviders(<CategoryCard category={category(count)} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('counts in English for an English admin', async () => {
    await renderWithProviders(<CategoryCard category={category(1)} onEdit={vi.fn()} onDelete={vi.fn()} />);
    await changeLocale('en');
    expect(await screen.findByText('1 supplement registered')).toBeTruthy();
    await changeLocale('pt');
  });
});
