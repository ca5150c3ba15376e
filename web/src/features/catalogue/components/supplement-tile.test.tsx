import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SupplementTile, type SupplementTileItem } from './supplement-tile';

const selenio: SupplementTileItem = { id: 4, name: 'Selênio', slug: 'selenio', is_paid: 1, updated_at: '2026-05-02T10:30:00.000Z', category: { name: 'Minerais', image: 'minerais.png' } };

async function renderTile(locked: boolean, onLockedClick = vi.fn()) {
  await renderWithProviders(
    <Routes>
      <Route
        path="/app/categorias/minerais/suplementos"
        element={
          <ul>
            <SupplementTile supplement={selenio} locked={locked} showFavourite={false} onLockedClick={onLockedClick} />
          </ul>
        }
      />
      <Route path="/app/suplementos/topicos/:slug" element={<p>topics page</p>} />
    </Routes>,
    { path: '/app/categorias/minerais/suplementos' },
  );
  return onLockedClick;
}

describe('SupplementTile', () => {
  it('is a link to the topics for a reader who may open it', async () => {
    const onLockedClick = await renderTile(false);
    const card = await screen.findByRole('link', { name: /^Selênio/ });
    expect(card.getAttribute('href')).toBe('/app/suplementos/topicos/selenio');
    fireEvent.click(card);
    expect(await screen.findByText('topics page')).toBeTruthy();
    expect(onLockedClick).not.toHaveBeenCalled();
  });

  it('locked, is still a link (a new tab opens the page) but a plain click offers the plans and stays', async () => {
    const onLockedClick = await renderTile(true);
    const card = await screen.findByRole('link', { name: /^Selênio.*Premium/ });
    expect(card.getAttribute('href')).toBe('/app/suplementos/topicos/selenio');
    fireEvent.click(card);
    expect(onLockedClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('topics page')).toBeNull();
    // Ctrl-click (a new tab): left to the browser, no modal here.
    fireEvent.click(card, { ctrlKey: true });
    expect(onLockedClick).toHaveBeenCalledTimes(1);
  });
});
