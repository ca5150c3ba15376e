import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { SupplementTopicsAnswer as SupplementTopics, Topic } from '@contract/topics-answers';
import { PrintableMonograph } from './printable-monograph';

const topic = (id: number, name: string, content: string | null, extra: Partial<Topic> = {}): Topic => ({
  id,
  name,
  slug: `magnesio-${id}`,
  order: id,
  is_paid: 0,
  tags: null,
  content,
  locked: content === null,
  references: [],
  reviewed_at: null,
  reviewed_by: null,
  supplement_id: 1,
  revision: 1,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:00:00.000Z',
  ...extra,
});

const data: SupplementTopics = {
  supplement: { id: 1, name: 'Magnésio', slug: 'magnesio', is_paid: 0, category: { id: 1, name: 'Minerais', slug: 'minerais', image: 'minerais.png' } },
  indications: [{ text: 'Correção da deficiência de magnésio', grade: 'A' }],
  items: [
    topic(1, 'Descrição', '<p>Mineral cofator.</p>', { reviewed_at: '2026-05-02T10:30:00.000Z', reviewed_by: 'Ana Administradora' }),
    topic(2, 'Nutra Fórmulas', '<p>Magnésio quelato 300 mg, excipiente q.s.p. 1 cápsula.</p>'),
    topic(3, 'Posologia premium', null, { is_paid: 1 }),
  ],
};

describe('PrintableMonograph', () => {
  it('prints the supplement with its graded indications and every readable topic, never a locked one', async () => {
    await renderWithProviders(<PrintableMonograph data={data} textAlign="text-left" onlyTopicId={null} address="https://nutrindex.com.br/app/suplementos/topicos/magnesio" />);
    expect(await screen.findByText('Mineral cofator.')).toBeTruthy();
    expect(screen.getByText('Magnésio quelato 300 mg, excipiente q.s.p. 1 cápsula.')).toBeTruthy();
    expect(screen.getByText('Correção da deficiência de magnésio')).toBeTruthy();
    expect(screen.getByText(/^Impresso em \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(screen.getByText('Revisado em 02/05/2026 por Ana Administradora')).toBeTruthy();
    expect(screen.queryByText('Posologia premium')).toBeNull();
  });

  it('prints one topic alone (a Nutra Fórmula as a prescription aid)', async () => {
    await renderWithProviders(<PrintableMonograph data={data} textAlign="text-left" onlyTopicId={2} address="https://nutrindex.com.br/app/suplementos/topicos/magnesio?topico=2" />);
    expect(await screen.findByText('Magnésio quelato 300 mg, excipiente q.s.p. 1 cápsula.')).toBeTruthy();
    expect(screen.queryByText('Mineral cofator.')).toBeNull();
    expect(screen.queryByText('Correção da deficiência de magnésio')).toBeNull();
    expect(screen.getByText(/^Monografia impressa de https:\/\/nutrindex\.com\.br\/app\/suplementos\/topicos\/magnesio\?topico=2\./)).toBeTruthy();
  });
});
