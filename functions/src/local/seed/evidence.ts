import type { Indication, TopicReference } from '../../contract/evidence.js';

/**
 * Real citations for the demo catalogue's 'Referências' topics, keyed by supplement slug. Each was
 * checked against more than one published listing of it (title, journal, year, DOI or PubMed id);
 * a field that could not be confirmed is left out (null), never guessed. The evidence grades are
 * the demonstration's editorial reading of these studies (scale: docs/decisions/catalogue-and-content.md, "Evidence
 * grades"), not clinical guidance.
 */
export interface SeedEvidence {
  references: TopicReference[];
  indications: Indication[];
}

const HOLICK_2007: TopicReference = {
  authors: 'Holick MF',
  title: 'Vitamin D deficiency',
  journal: 'N Engl J Med',
  year: 2007,
  doi: '10.1056/NEJMra070553',
  pmid: '17634462',
};

const MARTINEAU_2017: TopicReference = {
  authors: 'Martineau AR, Jolliffe DA, Hooper RL, et al.',
  title: 'Vitamin D supplementation to prevent acute respiratory tract infections: systematic review and meta-analysis of individual participant data',
  journal: 'BMJ',
  year: 2017,
  doi: '10.1136/bmj.i6583',
  pmid: '28202713',
};

const DE_BAAIJ_2015: TopicReference = {
  authors: 'de Baaij JH, Hoenderop JG, Bindels RJ',
  title: 'Magnesium in man: implications for health and disease',
  journal: 'Physiol Rev',
  year: 2015,
  doi: '10.1152/physrev.00012.2014',
  pmid: '25540137',
};

const ABBASI_2012: TopicReference = {
  authors: 'Abbasi B, et al.',
  title: 'The effect of magnesium supplementation on primary insomnia in elderly: a double-blind placebo-controlled clinical trial',
  journal: 'J Res Med Sci',
  year: 2012,
  doi: null,
  pmid: '23853635',
};

const RAYMAN_2012: TopicReference = {
  authors: 'Rayman MP',
  title: 'Selenium and human health',
  journal: 'Lancet',
  year: 2012,
  doi: '10.1016/S0140-6736(11)61452-9',
  pmid: '22381456',
};

const PRASAD_2008: TopicReference = {
  authors: 'Prasad AS',
  title: 'Zinc in human health: effect of zinc on immune cells',
  journal: 'Mol Med',
  year: 2008,
  doi: '10.2119/2008-00033.Prasad',
  pmid: '18385818',
};

const OLEARY_2010: TopicReference = {
  authors: "O'Leary F, Samman S",
  title: 'Vitamin B12 in health and disease',
  journal: 'Nutrients',
  year: 2010,
  doi: '10.3390/nu2030299',
  pmid: null,
};

const BHATT_2019: TopicReference = {
  authors: 'Bhatt DL, et al.',
  title: 'Cardiovascular risk reduction with icosapent ethyl for hypertriglyceridemia',
  journal: 'N Engl J Med',
  year: 2019,
  doi: '10.1056/NEJMoa1812792',
  pmid: '30415628',
};

const HILL_2014: TopicReference = {
  authors: 'Hill C, Guarner F, Reid G, et al.',
  title: 'Expert consensus document: the International Scientific Association for Probiotics and Prebiotics consensus statement on the scope and appropriate use of the term probiotic',
  journal: 'Nat Rev Gastroenterol Hepatol',
  year: 2014,
  doi: '10.1038/nrgastro.2014.66',
  pmid: null,
};

export const SEED_EVIDENCE: Readonly<Record<string, SeedEvidence>> = {
  'vitamina-d3': {
    references: [HOLICK_2007, MARTINEAU_2017],
    indications: [
      { text: 'Prevenção e tratamento da deficiência de vitamina D', grade: 'A' },
      { text: 'Prevenção de infecções respiratórias agudas', grade: 'B' },
    ],
  },
  magnesio: {
    references: [DE_BAAIJ_2015, ABBASI_2012],
    indications: [
      { text: 'Correção da deficiência de magnésio', grade: 'A' },
      { text: 'Insônia primária em idosos', grade: 'C' },
    ],
  },
  selenio: {
    references: [RAYMAN_2012],
    indications: [{ text: 'Correção da deficiência de selênio', grade: 'A' }],
  },
  zinco: {
    references: [PRASAD_2008],
    indications: [{ text: 'Correção da deficiência de zinco', grade: 'A' }],
  },
  'vitamina-b12': {
    references: [OLEARY_2010],
    indications: [{ text: 'Tratamento da deficiência de vitamina B12', grade: 'A' }],
  },
  'omega-3': {
    references: [BHATT_2019],
    indications: [{ text: 'Redução de eventos cardiovasculares na hipertrigliceridemia em uso de estatina (EPA purificado em dose alta)', grade: 'B' }],
  },
  'lactobacillus-rhamnosus-gg': {
    references: [HILL_2014],
    indications: [],
  },
};
