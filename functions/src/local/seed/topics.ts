import { DEMO_MARK, DEMO_NOTE, escapeHtml, heading, labelled, list, paragraph, table } from './html.js';
import { teorCell } from './form-counting.js';
import type { Pair, SupplementFacts } from './types.js';

/** The topic names of spec's supplement pages, in display order, with their English names. */
export const TOPIC_NAMES = {
  description: ['Descrição', 'Description'],
  forms: ['Formas Químicas', 'Chemical Forms'],
  dosage: ['Posologia', 'Dosage'],
  interactions: ['Interações', 'Interactions'],
  formula: ['Nutra Fórmulas', 'Nutra Formulas'],
  references: ['Referências', 'References'],
} as const;

export type TopicKind = keyof typeof TOPIC_NAMES;

export interface TopicDraft {
  kind: TopicKind;
  name: string;
  en: string;
  tags: string | null;
  content: string;
}

/** Which reference list a supplement's 'Referências' topic cites. */
export type ReferenceKind = 'nutrient' | 'herbal' | 'probiotic' | 'formula';

const REFERENCES: Record<ReferenceKind, readonly string[]> = {
  nutrient: [
    'Institute of Medicine (US). Dietary Reference Intakes. Washington, DC: National Academies Press.',
    'EFSA Panel on Nutrition, Novel Foods and Food Allergens. Dietary Reference Values for nutrients. EFSA Journal.',
  ],
  herbal: [
    'European Medicines Agency (EMA), Committee on Herbal Medicinal Products. Monografias de plantas medicinais.',
    'Brasil. ANVISA. Formulário de Fitoterápicos da Farmacopeia Brasileira. 2ª ed.',
  ],
  probiotic: [
    'World Gastroenterology Organisation. Global Guidelines: Probiotics and Prebiotics.',
    'Hill C, et al. Expert consensus document: the ISAPP consensus statement on the scope and appropriate use of the term probiotic. Nat Rev Gastroenterol Hepatol. 2014.',
  ],
  formula: [
    'Brasil. ANVISA. RDC nº 67/2007 — Boas Práticas de Manipulação de Preparações Magistrais e Oficinais.',
    'Ferreira AO. Guia Prático da Farmácia Magistral. São Paulo: Pharmabooks.',
  ],
};

const COMMON_REFERENCES = [
  'Brasil. ANVISA. Instrução Normativa nº 28/2018 — constituintes, limites de uso e alegações de suplementos alimentares.',
  'National Institutes of Health (NIH), Office of Dietary Supplements. Fact sheets for health professionals.',
];

function description(facts: SupplementFacts): string {
  return [
    // The summary opens the description (a locked supplement shows this paragraph as its teaser), marked as demonstration text too.
    `<p><strong>${escapeHtml(facts.name)}</strong>: ${escapeHtml(facts.summary)} (<em>${escapeHtml(DEMO_MARK)}</em>)</p>`,
    heading(facts.composition ? 'Indicações' : 'Principais funções'),
    list(facts.roles),
    facts.sources ? labelled('Fontes:', facts.sources) : '',
  ].join('');
}

function chemicalForms(facts: SupplementFacts): string {
  const [reference] = facts.forms;
  return [
    DEMO_NOTE,
    paragraph(`Formas de ${facts.name} usadas em suplementos e na farmácia de manipulação, com teor e observações de uso:`),
    table(['Forma química', 'Teor', 'Observações'], facts.forms.map(([form, teor, notes]) => [form, teorCell(facts.name, form, teor), notes])),
    reference ? labelled('Forma de referência nesta base:', `${reference[0]} — ${reference[2]}.`) : '',
  ].join('');
}

function dosage(facts: SupplementFacts): string {
  const [first] = facts.doses;
  const steps = [
    'Confirmar a indicação e, quando possível, a necessidade por avaliação clínica ou laboratorial.',
    first ? `Iniciar pela menor dose da faixa (${first[0].toLowerCase()}: ${first[1]}).` : 'Iniciar pela menor dose eficaz.',
    'Reavaliar a resposta e a tolerância em 8 a 12 semanas.',
  ];
  return [
    DEMO_NOTE,
    table(['Indicação', 'Dose'], facts.doses),
    facts.timing ? labelled('Como tomar:', facts.timing) : '',
    heading('Conduta sugerida'),
    list(steps, true),
  ].join('');
}

function interactions(facts: SupplementFacts, items: readonly string[]): string {
  return [
    DEMO_NOTE,
    paragraph(`Interações, precauções e contraindicações de ${facts.name}:`),
    list(items),
    paragraph('Revise sempre a lista completa de medicamentos em uso antes de prescrever.'),
  ].join('');
}

/** The compounding formula: the main form at its unit dose plus its partners, or a product's composition. */
export function formulaComposition(facts: SupplementFacts): Pair[] {
  if (facts.composition) return [...facts.composition];
  const main = facts.forms[0];
  return main && facts.unit ? [[main[0], facts.unit], ...(facts.combo ?? [])] : [];
}

function formula(facts: SupplementFacts, composition: readonly Pair[]): string {
  const isSachet = composition.some(([, dose]) => / g$/.test(dose));
  const vehicle: Pair = isSachet ? ['Veículo q.s.p.', '1 sachê'] : ['Excipiente q.s.p.', '1 cápsula'];
  const title = facts.composition ? facts.name : `Fórmula com ${facts.name}`;
  const [firstDose] = facts.doses;
  const use = isSachet ? 'Diluir 1 sachê em 200 ml de água' : 'Tomar 1 cápsula';
  return [
    DEMO_NOTE,
    heading(title),
    table(['Ingrediente', 'Dose'], [...composition, vehicle]),
    labelled('Modo de uso:', `${use}${firstDose ? ` (${firstDose[0].toLowerCase()}: ${firstDose[1]})` : ' ao dia'}, ou conforme orientação do prescritor.`),
    paragraph(`Manipular em ${isSachet ? 'sachês' : 'cápsulas'} de acordo com as Boas Práticas de Manipulação; ajustar as doses ao paciente.`),
  ].join('');
}

function references(facts: SupplementFacts, kind: ReferenceKind): string {
  return [
    DEMO_NOTE,
    paragraph(`Fontes gerais consultadas para o resumo de ${facts.name}:`),
    list([...REFERENCES[kind], ...COMMON_REFERENCES], true),
  ].join('');
}

const draft = (kind: TopicKind, tags: string | null, content: string): TopicDraft => ({
  kind, name: TOPIC_NAMES[kind][0], en: TOPIC_NAMES[kind][1], tags, content,
});

/** The 4 to 6 topics of a supplement, composed from its facts. */
export function buildTopicDrafts(facts: SupplementFacts, referenceKind: ReferenceKind): TopicDraft[] {
  const drafts = [
    draft('description', facts.tags ?? null, description(facts)),
    draft('forms', facts.forms.map(([form]) => form).join(', '), chemicalForms(facts)),
    draft('dosage', null, dosage(facts)),
  ];
  if (facts.interactions?.length) drafts.push(draft('interactions', null, interactions(facts, facts.interactions)));
  const composition = formulaComposition(facts);
  if (!facts.noFormula && composition.length > 0) {
    drafts.push(draft('formula', composition.map(([ingredient]) => ingredient).join(', '), formula(facts, composition)));
  }
  drafts.push(draft('references', null, references(facts, referenceKind)));
  return drafts;
}
