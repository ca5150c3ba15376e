import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TopicReferences } from './topic-references';

const HOLICK = { authors: 'Holick MF', title: 'Vitamin D deficiency', journal: 'N Engl J Med', year: 2007, doi: '10.1056/NEJMra070553', pmid: '17634462' };
const HILL = { authors: 'Hill C, et al.', title: 'Expert consensus document', journal: null, year: null, doi: '10.1038/nrgastro.2014.66', pmid: null };

describe('TopicReferences', () => {
  it('numbers the references and links each DOI and PubMed id in a new tab', async () => {
    await renderWithProviders(<TopicReferences references={[HOLICK, HILL]} headingId="refs" />);
    const list = within(await screen.findByRole('region', { name: 'Referências' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(list.tagName).toBe('OL');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Holick MF. Vitamin D deficiency. N Engl J Med. 2007.');
    const doi = within(items[0]!).getByRole('link', { name: 'DOI: 10.1056/NEJMra070553' });
    expect(doi.getAttribute('href')).toBe('https://doi.org/10.1056/NEJMra070553');
    expect(doi.getAttribute('target')).toBe('_blank');
    expect(doi.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(items[0]!).getByRole('link', { name: 'PubMed: 17634462' }).getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/17634462/');
    expect(within(items[1]!).queryByRole('link', { name: /PubMed/ })).toBeNull();
  });

  it('shows nothing when the topic has no references', async () => {
    const { container } = await renderWithProviders(<TopicReferences references={[]} headingId="refs" />);
    await renderWithProviders(<TopicReferences references={[HILL]} headingId="other" />);
    await screen.findByRole('region', { name: 'Referências' });
    expect(container.textContent).toBe('');
  });
});
