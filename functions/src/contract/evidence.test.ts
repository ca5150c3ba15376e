import { describe, expect, it } from 'vitest';
import { REVISION_INVALID, REVISION_REQUIRED } from './catalogue-fields.js';
import { DOI_INVALID, PMID_INVALID, REFERENCE_ID_MISSING, supplementIndicationsSchema, topicReferencesSchema } from './evidence.js';

const holick = { authors: 'Holick MF', title: 'Vitamin D deficiency', journal: 'N Engl J Med', year: 2007 };

/** The messages of a save based on revision 1 (the revision itself is checked in the last test). */
function messagesOf(input: object) {
  const result = topicReferencesSchema.safeParse({ revision: 1, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('topicReferencesSchema', () => {
  it('accepts a reference with a DOI given as a doi.org address and keeps the bare DOI', () => {
    const parsed = topicReferencesSchema.parse({ references: [{ ...holick, doi: 'https://doi.org/10.1056/NEJMra070553', pmid: '17634462' }], revision: 1 });
    expect(parsed.references[0]).toEqual({ ...holick, doi: '10.1056/NEJMra070553', pmid: '17634462' });
  });

  it('accepts a PubMed id alone, with empty optional fields as null', () => {
    const parsed = topicReferencesSchema.parse({ references: [{ authors: 'Abbasi B, et al.', title: 'Magnésio e insônia', journal: '', year: '', doi: '', pmid: 23853635 }], revision: 1 });
    expect(parsed.references[0]).toMatchObject({ journal: null, year: null, doi: null, pmid: '23853635' });
  });

  it('refuses malformed DOIs and PMIDs, and a reference with neither, with messages by field', () => {
    expect(messagesOf({ references: [{ ...holick, doi: 'NEJMra070553' }] })).toEqual([`references.0.doi: ${DOI_INVALID}`]);
    expect(messagesOf({ references: [{ ...holick, pmid: 'PMC123' }] })).toEqual([`references.0.pmid: ${PMID_INVALID}`]);
    expect(messagesOf({ references: [{ ...holick, pmid: '0123' }] })).toEqual([`references.0.pmid: ${PMID_INVALID}`]);
    expect(messagesOf({ references: [holick] })).toEqual([`references.0.doi: ${REFERENCE_ID_MISSING}`]);
    expect(messagesOf({ references: [{ authors: ' ', title: '', pmid: '1' }] })).toEqual([
      'references.0.authors: Autores não foram preenchidos',
      'references.0.title: Título não foi preenchido',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(messagesOf({ references: [], extra: 1 })).toEqual([': Campo não permitido: extra']);
  });

  it('requires the revision the edit was based on', () => {
    expect(messagesOf({ references: [], revision: undefined })).toEqual([`revision: ${REVISION_REQUIRED}`]);
    expect(messagesOf({ references: [], revision: '' })).toEqual([`revision: ${REVISION_REQUIRED}`]);
    expect(messagesOf({ references: [], revision: 'x' })).toEqual([`revision: ${REVISION_INVALID}`]);
  });
});

describe('supplementIndicationsSchema', () => {
  it('accepts indications graded A to D and refuses any other grade', () => {
    expect(supplementIndicationsSchema.parse({ indications: [{ text: ' Deficiência ', grade: 'A' }], revision: 2 })).toEqual({ indications: [{ text: 'Deficiência', grade: 'A' }], revision: 2 });
    const result = supplementIndicationsSchema.safeParse({ indications: [{ text: 'Insônia', grade: 'E' }], revision: 2 });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['Selecione o nível de evidência']);
  });
});
