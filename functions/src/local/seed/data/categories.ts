import type { CategorySeed } from '../types.js';
import { ACIDOS_GRAXOS } from './acidos-graxos.js';
import { AMINOACIDOS } from './aminoacidos.js';
import { ANTIOXIDANTES } from './antioxidantes.js';
import { ESPORTIVOS } from './esportivos.js';
import { ADAPTOGENOS } from './fitoterapicos-adaptogenos.js';
import { DIGESTIVOS } from './fitoterapicos-digestivos.js';
import { MINERAIS } from './minerais.js';
import { NUTRA_FORMULAS } from './nutra-formulas.js';
import { PROBIOTICOS } from './probioticos.js';
import { HIDROSSOLUVEIS } from './vitaminas-hidrossoluveis.js';
import { LIPOSSOLUVEIS } from './vitaminas-lipossoluveis.js';

/** The demonstration catalogue tree, in display order. */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  { key: 'minerais', name: 'Minerais', en: 'Minerals', color: '#2f855a', supplements: MINERAIS },
  {
    key: 'vitaminas', name: 'Vitaminas', en: 'Vitamins', color: '#dd6b20',
    children: [
      { key: 'lipossoluveis', name: 'Lipossolúveis', en: 'Fat-soluble', color: '#c05621', supplements: LIPOSSOLUVEIS },
      { key: 'hidrossoluveis', name: 'Hidrossolúveis', en: 'Water-soluble', color: '#d69e2e', supplements: HIDROSSOLUVEIS },
    ],
  },
  { key: 'aminoacidos', name: 'Aminoácidos', en: 'Amino Acids', color: '#2b6cb0', supplements: AMINOACIDOS },
  {
    key: 'fitoterapicos', name: 'Fitoterápicos', en: 'Herbal Medicines', color: '#38a169',
    children: [
      { key: 'adaptogenos', name: 'Adaptógenos', en: 'Adaptogens', color: '#276749', supplements: ADAPTOGENOS },
      { key: 'digestivos', name: 'Digestivos', en: 'Digestive Herbs', color: '#68a35a', supplements: DIGESTIVOS },
    ],
  },
  { key: 'probioticos', name: 'Probióticos', en: 'Probiotics', color: '#805ad5', supplements: PROBIOTICOS },
  { key: 'acidos-graxos', name: 'Ácidos Graxos', en: 'Fatty Acids', color: '#3182ce', supplements: ACIDOS_GRAXOS },
  { key: 'antioxidantes', name: 'Antioxidantes', en: 'Antioxidants', color: '#c53030', supplements: ANTIOXIDANTES },
  { key: 'desempenho-esportivo', name: 'Desempenho Esportivo', en: 'Sports Performance', color: '#dd3e6b', supplements: ESPORTIVOS },
  { key: 'nutra-formulas', name: 'Nutra Fórmulas', en: 'Nutra Formulas', color: '#319795', isFormulas: true, supplements: NUTRA_FORMULAS },
];
