import { describe, expect, it } from 'vitest';
import { installZodMessages } from './zod-messages.js';
import { passwordChangeSchema, profileUpdateSchema, globalSettingsSchema } from './accounts.js';
import { loginSchema, registerSchema } from './auth.js';
import { bannerCreateSchema } from './banners.js';
import { categoryCreateSchema } from './categories.js';
import { messageIn, messageInEnglish } from './messages-en.js';
import { notificationCreateSchema } from './notifications.js';
import { suggestionCreateSchema } from './suggestions.js';
import { supplementSchema } from './supplements.js';
import { topicSchema } from './topics.js';
import { interactionCheckSchema, interactionSchema } from './interactions.js';
import { conditionSchema, drugClassSchema, drugSchema } from './drugs.js';
import { nutrientSchema, supplementFormCreateSchema, supplementFormSchema } from './doses.js';
import { formulaComputeSchema, formulaSchema, prescriberSchema } from './formulas.js';

installZodMessages();

/** What each form sends when left empty, and with values too short or mismatched. */
const FORMS = [
  [loginSchema, [{}, { document: '', password: '' }]],
  [registerSchema, [{}, { name: 'ab', email: 'x', document: '111', phone: '1', education_id: '', password: '1', conf_password: '2', accepted_terms: '0' }]],
  [profileUpdateSchema, [{}, { name: 'ab', email: 'x', phone: '1' }]],
  [passwordChangeSchema, [{}, { password: '1', new_password: '1234567', confirm_password: '7654321' }]],
  [globalSettingsSchema, [{}, { text_align: '', url_tutorial: 'ftp://x', url_tutorial_en: '', show_tutorial: '' }]],
  [categoryCreateSchema, [{}, { name: 'a', has_subcategory: '', order: '', extra: 1 }]],
  [supplementSchema, [{}, { name: 'a'.repeat(101), order: '', is_paid: '' }]],
  [topicSchema, [{}, { name: '', order: '', is_paid: '' }]],
  [bannerCreateSchema, [{}, { name: '', type: '', type_users: '', url: 'x', order: '' }]],
  [notificationCreateSchema, [{}, { title: 'a', body: 'b', locale_id: '', deep_1: 'x', deeplink: '' }]],
  [suggestionCreateSchema, [{}, { content: 'a' }]],
  [interactionCheckSchema, [{}, { items: [] }, { items: Array.from({ length: 31 }, (_, id) => ({ kind: 'drug', id: id + 1 })) }, { items: [{ kind: 'x', id: 0 }, { kind: 'drug', id: 1 }, { kind: 'drug', id: 1 }] }]],
  [
    interactionSchema,
    [
      {},
      { supplement_id: 1, form_id: 'x', other_kind: 'supplement', other_id: 1, severity: 'x', likelihood: 'x', evidence: 'E', mechanism: 'a'.repeat(2001), management: 'a'.repeat(2001), timing: 'a'.repeat(301), references: 'x' },
      { supplement_id: 1, other_kind: 'drug', other_id: 2, other_form_id: 3, severity: 'grave', likelihood: 'provavel', evidence: 'A', mechanism: 'm', management: 'c', timing: 5, references: Array.from({ length: 21 }, () => ({})) },
    ],
  ],
  [drugSchema, [{}, { name: 'a', name_en: 'a', synonyms: ['a'.repeat(101)], brands: Array.from({ length: 31 }, (_, n) => `m${n}`), class_ids: [0] }, { name: 'ab', name_en: 'a'.repeat(101), synonyms: 5, brands: 5, class_ids: 'x' }]],
  [drugClassSchema, [{}, { name: '', name_en: '', synonyms: Array.from({ length: 31 }, (_, n) => `s${n}`) }]],
  [conditionSchema, [{}]],
  [
    nutrientSchema,
    [
      {},
      { name: '', name_en: '', unit: 'g', expressed_as: '', expressed_as_en: '', element: 'Xyzw', upper_level_scope: 'x', supplement_ids: [], groups: {}, sources: 'x', revision: -1 },
      {
        name: 'a'.repeat(121), name_en: 'a'.repeat(121), unit: 'mg', expressed_as: 'a'.repeat(201), expressed_as_en: 'a'.repeat(201), upper_level_scope: 'total', supplement_ids: Array.from({ length: 21 }, (_, n) => n + 1),
        groups: { gestantes: { intake: { kind: 'X', low: -1, high: 2_000_000, source: '' }, upper_level: { kind: 'x' }, anvisa_max: { value: 'x', source: 'a' }, usual_dose: { low: 5, high: 1, source: 'a' } } },
        sources: [{ key: 'A B', title: '', url: 'ftp://x' }, { key: 'a'.repeat(61), title: 'a'.repeat(401), url: `https://${'a'.repeat(2050)}` }, ...Array.from({ length: 39 }, () => ({}))],
      },
    ],
  ],
  [supplementFormSchema, [{}, { name: '', name_en: '', formula: 'a'.repeat(121), formula_source: { key: '' }, nutrient_id: 0, basis: 'x', moiety_formula: 'a'.repeat(121), iu_factor: -1, counts_toward_upper_level: 'x' }]],
  [supplementFormCreateSchema, [{}, { supplement_id: 0, name: 'a', name_en: 'a', counts_toward_upper_level: true }]],
  [formulaComputeSchema, [{}, { population: 'x', components: [], pharmaceutical_form: 'x', units_per_dose: 0, doses_per_day: 11, duration_days: 0, drug_ids: 'x', condition_ids: [0] }]],
  [
    formulaComputeSchema,
    [
      { components: Array.from({ length: 21 }, (_, n) => ({ form_id: n + 1, amount: 1, unit: 'mg' })), drug_ids: Array.from({ length: 21 }, (_, n) => n + 1), condition_ids: Array.from({ length: 21 }, (_, n) => n + 1) },
      { components: [{ form_id: 'x', amount: 0, unit: 'g' }, { form_id: 1, amount: 20_000, unit: 'mg' }, { form_id: 1, amount: 1, unit: 'mg' }], drug_ids: [0] },
    ],
  ],
  [formulaSchema, [{}, { name: 'a'.repeat(121), patient_name: 'a'.repeat(121), notes: 'a'.repeat(1001), revision: -1 }]],
  [prescriberSchema, [{}, { council: 'X', number: '1'.repeat(13), state: 'XX' }, { number: 'abc!' }]],
] as const;

describe('the English message table', () => {
  it('has an English text for every message the shared forms can show', () => {
    const missing = new Set<string>();
    for (const [schema, samples] of FORMS) {
      for (const sample of samples) {
        const result = schema.safeParse(sample);
        expect(result.success).toBe(false);
        for (const issue of result.error?.issues ?? []) if (messageInEnglish(issue.message) === issue.message) missing.add(issue.message);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('translates messages that carry a value, keeping the value', () => {
    expect(messageInEnglish('Campo não permitido: role, premium')).toBe('Field not allowed: role, premium');
    expect(messageInEnglish('Nutriente não encontrado (id 999)')).toBe('Nutrient not found (id 999)');
    expect(messageInEnglish('A fórmula não contém Mg')).toBe('The formula contains no Mg');
    expect(messageInEnglish('Elemento desconhecido na fórmula: Mq')).toBe('Unknown element in the formula: Mq');
    expect(messageInEnglish('Esta forma química está em uso e não pode ser excluída: interação Magnésio × Levotiroxina sódica; 20 ou mais fórmulas salvas por profissionais; modelo de fórmula "Fórmula Imunidade".')).toBe(
      'This chemical form is in use and cannot be deleted: interaction Magnésio × Levotiroxina sódica; 20 or more saved formula(s); formula template(s) "Fórmula Imunidade".',
    );
    expect(messageInEnglish('A categoria "Minerais" possui suplementos e não pode receber subcategorias.')).toBe(
      'The category "Minerais" has supplements and cannot take subcategories.',
    );
  });

  it('leaves Portuguese as it is, and an unknown message as written', () => {
    expect(messageIn('pt', 'Nome muito curto')).toBe('Nome muito curto');
    expect(messageIn('en', 'Nome muito curto')).toBe('Name is too short');
    expect(messageIn('en', 'Mensagem que ninguém traduziu')).toBe('Mensagem que ninguém traduziu');
  });
});
