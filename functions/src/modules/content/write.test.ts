import { describe, expect, it } from 'vitest';
import { deleteField, increment } from '../../store/port.js';
import { applyPatch } from './write.js';

describe('applyPatch (the item a content update records)', () => {
  const topic = { id: 3, name: 'Posologia', i18n: { en: { name: 'Dosage', content: '<p>Dose</p>' } }, i18n_meta: { en: { name: { origin: 'machine' } } }, revision: 2 };

  it('sets top-level and dotted fields, and leaves the item it was given as it was', () => {
    const next = applyPatch(topic, { name: 'Dose diária', 'i18n.en.name': 'Daily dose', revision: 3 });
    expect(next).toEqual({ ...topic, name: 'Dose diária', i18n: { en: { name: 'Daily dose', content: '<p>Dose</p>' } }, revision: 3 });
    expect(topic.name).toBe('Posologia');
    expect(topic.i18n.en.name).toBe('Dosage');
  });

  it('removes the paths of deleteField (stale English) and ignores counters meant for other documents', () => {
    const next = applyPatch(topic, { 'i18n.en.name': deleteField(), 'i18n_meta.en.name': deleteField(), en_translated: false, supplements_count: increment(1) });
    expect(next).toEqual({ id: 3, name: 'Posologia', i18n: { en: { content: '<p>Dose</p>' } }, i18n_meta: { en: {} }, en_translated: false, revision: 2 });
  });
});
