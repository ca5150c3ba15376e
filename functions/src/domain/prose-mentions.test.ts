import { describe, expect, it } from 'vitest';
import { createProseMentionMatcher, unrecordedMentions, type ClinicalNameEntry } from './prose-mentions.js';

const LIST: ClinicalNameEntry[] = [
  { kind: 'drug', id: 1, name: 'Varfarina', name_en: 'Warfarin', synonyms: ['varfarina sódica', 'warfarina'], brands: ['Marevan', 'Coumadin'] },
  { kind: 'drug', id: 2, name: 'Levotiroxina sódica', name_en: 'Levothyroxine sodium', synonyms: ['levotiroxina', 'T4'], brands: ['Puran T4'] },
  { kind: 'drug', id: 3, name: 'Rivaroxabana', name_en: 'Rivaroxaban', synonyms: ['anticoagulante oral direto', 'DOAC'], brands: [] },
  { kind: 'drug', id: 4, name: 'Apixabana', name_en: 'Apixaban', synonyms: ['anticoagulante oral direto', 'DOAC'], brands: [] },
  { kind: 'drug', id: 5, name: 'Ácido acetilsalicílico', name_en: 'Acetylsalicylic acid', synonyms: ['AAS', 'aspirina'], brands: [] },
  { kind: 'drug_class', id: 10, name: 'Anticoagulantes orais', name_en: 'Oral anticoagulants', synonyms: ['anticoagulante'] },
  { kind: 'drug_class', id: 11, name: 'Antagonistas da vitamina K (cumarínicos)', name_en: 'Vitamin K antagonists (coumarins)', synonyms: ['AVK'] },
  { kind: 'drug_class', id: 12, name: 'Bisfosfonatos', name_en: 'Bisphosphonates', synonyms: ['bifosfonatos', 'osteoporose'] },
  { kind: 'drug_class', id: 13, name: 'Diuréticos tiazídicos', name_en: 'Thiazide diuretics', synonyms: ['tiazídicos', 'diurético'] },
  { kind: 'drug_class', id: 14, name: 'Diuréticos de alça', name_en: 'Loop diuretics', synonyms: ['diurético'] },
  { kind: 'drug_class', id: 15, name: 'Estatinas', name_en: 'Statins', synonyms: ['colesterol'] },
  { kind: 'condition', id: 20, name: 'Gestação', name_en: 'Pregnancy', synonyms: ['gestante', 'gravidez'] },
];

const matcher = createProseMentionMatcher(LIST);
const named = (text: string) => matcher.mentionsIn(text).map((mention) => [mention.phrase, mention.targets.map((target) => `${target.kind}:${target.id}`)]);

describe('createProseMentionMatcher', () => {
  it('finds names, synonyms and brands whatever the accents, case and plural', () => {
    expect(named('Pode reduzir o efeito da VARFARINA (Marevan); separar dos bisfosfonatos e evitar em gestantes.')).toEqual([
      ['VARFARINA', ['drug:1']],
      ['bisfosfonatos', ['drug_class:12']],
      ['gestantes', ['condition:20']],
    ]);
  });

  it('names each entry once, by the phrase first written', () => {
    expect(named('Varfarina… warfarina… Coumadin.')).toEqual([['Varfarina', ['drug:1']]]);
  });

  it('takes the longest name at a place and does not overlap it with a shorter one', () => {
    expect(named('Cautela com anticoagulantes orais diretos e com anticoagulantes orais.')).toEqual([
      ['anticoagulantes orais diretos', ['drug:3', 'drug:4']],
      ['anticoagulantes orais', ['drug_class:10']],
    ]);
  });

  it('finds a class without its bracketed part and by that part alone', () => {
    expect(named('Interage com antagonistas da vitamina K.')).toEqual([['antagonistas da vitamina K', ['drug_class:11']]]);
    expect(named('Evitar com cumarínicos.')).toEqual([['cumarínicos', ['drug_class:11']]]);
  });

  it('names every class a shared word belongs to, in one mention', () => {
    expect(named('Os diuréticos alteram a excreção; os tiazídicos a reduzem.')).toEqual([
      ['diuréticos', ['drug_class:13', 'drug_class:14']],
      ['tiazídicos', ['drug_class:13']],
    ]);
  });

  it('matches acronyms only in capitals and skips words that name a disease or a lab value', () => {
    expect(named('Evite aas; o AAS aumenta o sangramento.')).toEqual([['AAS', ['drug:5']]]);
    expect(named('Reduz o colesterol, previne a osteoporose e elevou o T4 em ratos.')).toEqual([]);
  });

  it('does not take part of a word for a name', () => {
    expect(named('A gestação; a gestacional; a ganho de massa')).toEqual([['gestação', ['condition:20']]]);
    expect(named('antiestatinas ou anti-estatinas')).toEqual([['estatinas', ['drug_class:15']]]);
  });

  it('reads English text by the English names', () => {
    expect(named('May reduce the effect of warfarin and of statins.')).toEqual([
      ['warfarin', ['drug:1']],
      ['statins', ['drug_class:15']],
    ]);
  });
});

describe('unrecordedMentions', () => {
  it('keeps the mentions none of whose entries has a record', () => {
    const mentions = matcher.mentionsIn('Varfarina, diuréticos e estatinas.');
    expect(unrecordedMentions(mentions, new Set(['drug:1', 'drug_class:14'])).map((mention) => mention.phrase)).toEqual(['estatinas']);
  });
});
