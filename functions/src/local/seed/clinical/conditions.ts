import type { SeedCondition } from './types.js';

/** Demonstration list of patient conditions the seeded interactions name; synonyms feed search. */
export const CONDITIONS: readonly SeedCondition[] = [
  { key: 'gestacao', name: { pt: 'Gestação', en: 'Pregnancy' }, synonyms: ['gestante', 'grávida', 'gravidez', 'gestacional'] },
  { key: 'lactacao', name: { pt: 'Lactação', en: 'Breastfeeding' }, synonyms: ['lactante', 'amamentação', 'aleitamento materno', 'nutriz'] },
  { key: 'insuficiencia-renal', name: { pt: 'Insuficiência renal', en: 'Kidney failure' }, synonyms: ['doença renal crônica', 'DRC', 'nefropatia', 'insuficiência renal crônica', 'diálise'] },
  { key: 'hepatopatia', name: { pt: 'Hepatopatia', en: 'Liver disease' }, synonyms: ['doença hepática', 'insuficiência hepática', 'cirrose', 'hepatite'] },
  { key: 'anticoagulacao', name: { pt: 'Anticoagulação', en: 'Anticoagulation' }, synonyms: ['anticoagulado', 'uso de anticoagulante', 'risco de sangramento'] },
  { key: 'cirurgia-programada', name: { pt: 'Cirurgia programada', en: 'Scheduled surgery' }, synonyms: ['cirurgia eletiva', 'pré-operatório', 'perioperatório', 'procedimento cirúrgico'] },
  { key: 'hemocromatose', name: { pt: 'Hemocromatose', en: 'Haemochromatosis' }, synonyms: ['hemocromatose hereditária', 'sobrecarga de ferro'] },
  { key: 'hipertireoidismo', name: { pt: 'Hipertireoidismo', en: 'Hyperthyroidism' }, synonyms: ['doença de Graves', 'bócio nodular tóxico', 'tireotoxicose'] },
  { key: 'tireoidite-autoimune', name: { pt: 'Tireoidite autoimune (Hashimoto)', en: 'Autoimmune thyroiditis (Hashimoto)' }, synonyms: ['doença de Hashimoto', 'tireoidite de Hashimoto', 'tireoidite crônica'] },
  { key: 'hipercalcemia', name: { pt: 'Hipercalcemia', en: 'Hypercalcaemia' }, synonyms: ['cálcio alto', 'cálcio sérico elevado'] },
  { key: 'tabagismo', name: { pt: 'Tabagismo', en: 'Smoking' }, synonyms: ['fumante', 'tabagista', 'cigarro'] },
  { key: 'imunossupressao', name: { pt: 'Imunossupressão', en: 'Immunosuppression' }, synonyms: ['imunossuprimido', 'imunocomprometido', 'transplantado', 'cateter venoso central'] },
];
