/**
 * The search relevance test set (issue 13): queries a clinician types, over the seeded catalogue,
 * with the supplements that must come first (`first`: the top result is one of them; every one of
 * them must be in the first max(3, first.length) results) and those that must stay out of the first
 * five of the 'Suplementos' group (`notTop5`). `none`: nothing at all may be found. Supplements are named as in the seed.
 * Results are read in the order of the screen: the 'Suplementos' group, then 'Formas Químicas',
 * then 'Nutra Fórmulas', each by its supplement.
 */
export interface RelevanceCase {
  query: string;
  kind: 'exact' | 'accents' | 'typo' | 'prefix' | 'form' | 'synonym' | 'english' | 'multi' | 'nonsense' | 'population';
  /** Why these come first, from the seeded data (issue 41). */
  why?: string;
  first?: string[];
  notTop5?: string[];
  none?: true;
}

export const RELEVANCE_SET: RelevanceCase[] = [
  // Exact names
  { query: 'magnésio', kind: 'exact', first: ['Magnésio'] },
  { query: 'zinco', kind: 'exact', first: ['Zinco'] },
  { query: 'selênio', kind: 'exact', first: ['Selênio'] },
  { query: 'ferro', kind: 'exact', first: ['Ferro'] },
  { query: 'cálcio', kind: 'exact', first: ['Cálcio'] },
  { query: 'vitamina d', kind: 'exact', first: ['Vitamina D3'], notTop5: ['Selênio', 'Quercetina', 'Lactobacillus casei', 'Cálcio', 'HMB', 'Colágeno Hidrolisado'] },
  { query: 'vitamina c', kind: 'exact', first: ['Vitamina C'] },
  { query: 'vitamina b12', kind: 'exact', first: ['Vitamina B12'] },
  { query: 'creatina', kind: 'exact', first: ['Creatina'] },
  { query: 'curcumina', kind: 'exact', first: ['Curcumina'] },
  { query: 'ashwagandha', kind: 'exact', first: ['Ashwagandha'] },
  { query: 'coenzima q10', kind: 'exact', first: ['Coenzima Q10'] },
  { query: 'ômega 3', kind: 'exact', first: ['Ômega 3'] },
  { query: 'taurina', kind: 'exact', first: ['Taurina'] },
  { query: 'whey protein', kind: 'exact', first: ['Whey Protein'] },
  // Accents and case
  { query: 'magnesio', kind: 'accents', first: ['Magnésio'] },
  { query: 'ÔMEGA', kind: 'accents', first: ['Ômega 3', 'Ômega 7'] },
  { query: 'SELENIO', kind: 'accents', first: ['Selênio'] },
  { query: 'calcio', kind: 'accents', first: ['Cálcio'] },
  { query: 'colageno', kind: 'accents', first: ['Colágeno Hidrolisado'] },
  { query: 'acido alfa lipoico', kind: 'accents', first: ['Ácido Alfa-lipoico'] },
  // Typos
  { query: 'magnsio', kind: 'typo', first: ['Magnésio'] },
  { query: 'vitamna c', kind: 'typo', first: ['Vitamina C'] },
  { query: 'creatna', kind: 'typo', first: ['Creatina'] },
  { query: 'ashwaganda', kind: 'typo', first: ['Ashwagandha'] },
  { query: 'curcumna', kind: 'typo', first: ['Curcumina'] },
  { query: 'glutamna', kind: 'typo', first: ['L-Glutamina'] },
  { query: 'resveratol', kind: 'typo', first: ['Resveratrol'] },
  // Prefixes while typing
  { query: 'magn', kind: 'prefix', first: ['Magnésio'] },
  { query: 'creat', kind: 'prefix', first: ['Creatina'] },
  { query: 'ashw', kind: 'prefix', first: ['Ashwagandha'] },
  { query: 'querc', kind: 'prefix', first: ['Quercetina'] },
  { query: 'resv', kind: 'prefix', first: ['Resveratrol'] },
  { query: 'vitamina b1', kind: 'prefix', first: ['Vitamina B1 (Tiamina)', 'Vitamina B12'] },
  // Chemical forms
  { query: 'bisglicinato', kind: 'form', first: ['Magnésio', 'Zinco', 'Ferro', 'Cálcio', 'Cobre', 'Manganês'] },
  { query: 'citrato', kind: 'form', first: ['Magnésio', 'Cálcio', 'Potássio', 'Boro'] },
  { query: 'picolinato', kind: 'form', first: ['Zinco', 'Cromo'] },
  { query: 'ubiquinol', kind: 'form', first: ['Coenzima Q10'] },
  // Synonyms and common names (functions/src/modules/search/synonyms.json)
  { query: 'óleo de peixe', kind: 'synonym', first: ['Ômega 3'] },
  { query: 'vitamina b9', kind: 'synonym', first: ['Vitamina B9 (Metilfolato)'] },
  { query: 'folato', kind: 'synonym', first: ['Vitamina B9 (Metilfolato)'] },
  { query: 'ácido fólico', kind: 'synonym', first: ['Vitamina B9 (Metilfolato)'] },
  { query: 'coq10', kind: 'synonym', first: ['Coenzima Q10'] },
  { query: 'niacina', kind: 'synonym', first: ['Vitamina B3 (Niacina)'] },
  { query: 'tiamina', kind: 'synonym', first: ['Vitamina B1 (Tiamina)'] },
  { query: 'cúrcuma', kind: 'synonym', first: ['Curcumina'] },
  { query: 'nac', kind: 'synonym', first: ['N-Acetilcisteína'] },
  { query: 'silimarina', kind: 'synonym', first: ['Cardo-mariano'] },
  { query: 'chá verde', kind: 'synonym', first: ['Extrato de Chá Verde'] },
  // English
  { query: 'fish oil', kind: 'english', first: ['Ômega 3'] },
  { query: 'magnesium', kind: 'english', first: ['Magnésio'] },
  { query: 'zinc', kind: 'english', first: ['Zinco'] },
  { query: 'vitamin d', kind: 'english', first: ['Vitamina D3'] },
  { query: 'creatine', kind: 'english', first: ['Creatina'] },
  { query: 'iron', kind: 'english', first: ['Ferro'] },
  { query: 'chamomile', kind: 'english', first: ['Camomila'] },
  { query: 'ginger', kind: 'english', first: ['Gengibre'] },
  { query: 'green tea', kind: 'english', first: ['Extrato de Chá Verde'] },
  { query: 'coenzyme q10', kind: 'english', first: ['Coenzima Q10'] },
  { query: 'turmeric', kind: 'english', first: ['Curcumina'] },
  // Multi-word
  { query: 'magnésio sono', kind: 'multi', first: ['Magnésio'] },
  { query: 'zinco imunidade', kind: 'multi', first: ['Zinco'] },
  { query: 'fórmula sono', kind: 'multi', first: ['Fórmula Sono Tranquilo'] },
  { query: 'foco e memória', kind: 'multi', first: ['Fórmula Foco e Memória'] },
  { query: 'extrato de beterraba', kind: 'multi', first: ['Extrato de Beterraba'] },
  // Populations and conditions (issue 41, item 3): read in the 'Tópicos' group, where a graded indication or a
  // dose group that names them ranks above a mention in another text (a caution, a line of the description).
  { query: 'gestante', kind: 'population', first: ['Ferro', 'Iodo'], why: "Ferro's dose group 'Prevenção (gestantes, conforme protocolo)' and Iodo's 'Gestantes e lactantes'; Funcho and Cafeína only name gestação in 'Interações'" },
  { query: 'gestantes', kind: 'population', first: ['Ferro', 'Iodo'], why: 'the dose groups of Ferro and Iodo name gestantes' },
  { query: 'lactante', kind: 'population', first: ['Iodo'], why: "Iodo's dose group 'Gestantes e lactantes'; L. reuteri's 'Cólica do lactente' is another word (the infant)" },
  { query: 'idoso', kind: 'population', first: ['Magnésio'], why: "Magnésio's graded indication 'Insônia primária em idosos' (grade C)" },
  { query: 'idosos', kind: 'population', first: ['Magnésio'], why: "Magnésio's graded indication 'Insônia primária em idosos'" },
  { query: 'enxaqueca', kind: 'population', first: ['Vitamina B2 (Riboflavina)', 'Coenzima Q10', 'Magnésio'], why: "dose groups 'Profilaxia de enxaqueca' (B2, 400 mg/dia), 'Enxaqueca' (CoQ10, 300 mg/dia), 'Cãibras e enxaqueca' (Magnésio)" },
  { query: 'ansiedade', kind: 'population', first: ['Ashwagandha', 'Camomila', 'Inositol'], why: "dose groups 'Estresse e ansiedade' (Ashwagandha), 'Ansiedade leve' (Camomila), 'Ansiedade (estudos)' (Inositol)" },
  { query: 'insônia', kind: 'population', first: ['Magnésio'], why: "Magnésio's graded indication 'Insônia primária em idosos'" },
  { query: 'deficiência de zinco', kind: 'population', first: ['Zinco'], why: "Zinco's graded indication 'Correção da deficiência de zinco' (grade A)" },
  { query: 'infecções respiratórias', kind: 'population', first: ['Vitamina D3'], why: "Vitamina D3's graded indication 'Prevenção de infecções respiratórias agudas' (grade B)" },
  { query: 'hipertrigliceridemia', kind: 'population', first: ['Ômega 3'], why: "Ômega 3's graded indication on hipertrigliceridemia (grade B)" },
  // Nonsense
  { query: 'xyzzy', kind: 'nonsense', none: true },
  { query: 'qwertyuiop', kind: 'nonsense', none: true },
  { query: 'zzzz kkkk', kind: 'nonsense', none: true },
];
