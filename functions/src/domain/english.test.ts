import { describe, expect, it } from 'vitest';
import { englishState, fieldsNeedingTranslation, sourceHash } from './english.js';

const topic = (extra: object) => ({ name: 'Posologia', content: '<p>Dose</p>', ...extra });

describe('the English of a translatable document', () => {
  it('needs translating when missing, or when machine English was made from other Portuguese', () => {
    expect(fieldsNeedingTranslation(topic({}), ['name', 'content'])).toEqual(['name', 'content']);
    const machine = topic({
      i18n: { en: { name: 'Dosage', content: '<p>Dose</p>' } },
      i18n_meta: { en: { name: { source_hash: sourceHash('Posologia'), origin: 'machine' }, content: { source_hash: sourceHash('<p>Antes</p>'), origin: 'machine' } } },
    });
    expect(englishState(machine, 'name')).toBe('current');
    expect(fieldsNeedingTranslation(machine, ['name', 'content'])).toEqual(['content']);
  });

  it('never needs translating when a person wrote it, or when English came without a marker (the seed)', () => {
    const manual = topic({ i18n: { en: { name: 'Dosage', content: '<p>Dose</p>' } }, i18n_meta: { en: { name: { source_hash: 'old', origin: 'manual' } } } });
    expect(fieldsNeedingTranslation(manual, ['name', 'content'])).toEqual([]);
  });

  it('has nothing to translate in an empty Portuguese field', () => {
    expect(englishState({ content: '  ' }, 'content')).toBe('not-needed');
  });
});
