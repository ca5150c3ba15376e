import { describe, expect, it } from 'vitest';
import type { VersionDoc } from '../../domain/docs.js';
import { monographReview, presentMonographChange } from './monograph-changes.js';

const FREE = { is_paid: 0 as const };
const premium = { locale: 'pt' as const, canReadPaid: true };
const free = { locale: 'pt' as const, canReadPaid: false };

function version(action: VersionDoc['action'], snapshot: Record<string, unknown>, changed: string[] = [], at = '2026-11-20T10:00:00.000Z'): VersionDoc {
  return { id: `topic-7-${at}`, type: 'topic', item_id: 7, action, actor: { uid: 'a', name: 'Ana' }, name: String(snapshot.name), snapshot, changed, batch: null, supplement_id: 1, created_at: at };
}

const TABLE = '<table><tr><th>Forma</th><th>Teor</th></tr><tr><td>Citrato</td><td>16%</td></tr></table>';

describe('presentMonographChange', () => {
  it('says which parts changed and compares the text with table cells apart', () => {
    const before = version('create', { name: 'Posologia', content: `<p>200 mg</p>${TABLE}`, is_paid: 0 }, [], '2026-11-01T10:00:00.000Z');
    const after = version('update', { name: 'Posologia', content: `<p>300 mg</p>${TABLE}`, is_paid: 0, references: [] }, ['content', 'references', 'order']);
    expect(presentMonographChange(after, before, FREE, free)).toEqual({
      id: after.id,
      topic: { id: 7, name: 'Posologia' },
      action: 'update',
      changes: ['text', 'references'],
      created_at: '2026-11-20T10:00:00.000Z',
      locked: false,
      comparison: { before: 'Posologia\n200 mg\nForma | Teor\nCitrato | 16%', after: 'Posologia\n300 mg\nForma | Teor\nCitrato | 16%' },
    });
  });

  it('leaves out changes a reader does not read about: review marks, order, English, the state before history', () => {
    expect(presentMonographChange(version('update', { name: 'X', content: '' }, ['reviewed_at', 'reviewed_by']), null, FREE, premium)).toBeNull();
    expect(presentMonographChange(version('update', { name: 'X', content: '' }, ['order', 'i18n']), null, FREE, premium)).toBeNull();
    expect(presentMonographChange(version('baseline', { name: 'X', content: '' }), null, FREE, premium)).toBeNull();
  });

  it('sends no text of a paid topic, before or after, to a reader without premium', () => {
    const paidBefore = version('create', { name: 'Interações', content: '<p>segredo pago</p>', is_paid: 1 }, [], '2026-11-01T10:00:00.000Z');
    const nowFree = version('update', { name: 'Interações', content: '<p>texto livre</p>', is_paid: 0 }, ['content', 'is_paid']);
    const asFree = presentMonographChange(nowFree, paidBefore, FREE, free)!;
    expect(asFree).toMatchObject({ locked: true, comparison: null, changes: ['text', 'access'] });
    expect(JSON.stringify(asFree)).not.toContain('segredo');
    expect(presentMonographChange(nowFree, paidBefore, FREE, premium)!.comparison).toEqual({ before: 'Interações\nsegredo pago', after: 'Interações\ntexto livre' });
    const ofPaidSupplement = presentMonographChange(version('create', { name: 'Descrição', content: '<p>pago</p>', is_paid: 0 }), null, { is_paid: 1 }, free)!;
    expect(ofPaidSupplement).toMatchObject({ locked: true, comparison: null });
  });

  it('shows a new topic as added text and a removed one without text; names follow the reader language', () => {
    const created = presentMonographChange(version('create', { name: 'Posologia', content: '<p>200 mg</p>', is_paid: 0, i18n: { en: { name: 'Dosage' } } }), null, FREE, { locale: 'en', canReadPaid: false })!;
    expect(created).toMatchObject({ action: 'create', topic: { name: 'Dosage' }, comparison: { before: '', after: 'Posologia\n200 mg' } });
    expect(presentMonographChange(version('delete', { name: 'Posologia', content: '<p>200 mg</p>', is_paid: 0 }), null, FREE, free)).toMatchObject({ action: 'delete', comparison: null });
  });
});

describe('monographReview', () => {
  it('is the oldest topic review when every topic was reviewed', () => {
    expect(
      monographReview([
        { reviewed_at: '2026-11-10T00:00:00.000Z', reviewed_by: 'Bia' },
        { reviewed_at: '2026-10-01T00:00:00.000Z', reviewed_by: 'Ana' },
      ]),
    ).toEqual({ at: '2026-10-01T00:00:00.000Z', by: 'Ana' });
  });

  it('is none while a topic was never reviewed, or when there are no topics', () => {
    expect(monographReview([{ reviewed_at: '2026-11-10T00:00:00.000Z', reviewed_by: 'Bia' }, {}])).toBeNull();
    expect(monographReview([])).toBeNull();
  });
});
