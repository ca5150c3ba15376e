/**
 * The local development translator's word list: common Portuguese words of the demonstration
 * catalogue and their English counterparts, swapped one word at a time. It is a visible stand-in
 * so that a person can see the English fields being filled offline; it is not a translation engine.
 */
export const DEVELOPMENT_WORD_LIST: Readonly<Record<string, string>> = {
  a: 'the', o: 'the', as: 'the', os: 'the', e: 'and', ou: 'or', de: 'of', do: 'of the', da: 'of the', dos: 'of the', das: 'of the',
  em: 'in', no: 'in the', na: 'in the', nos: 'in the', nas: 'in the', com: 'with', sem: 'without', para: 'for', por: 'by', ao: 'to the',
  um: 'a', uma: 'a', que: 'that', se: 'if', mais: 'more', menos: 'less', muito: 'very', pode: 'may', podem: 'may', deve: 'should',
  é: 'is', são: 'are', ser: 'be', antes: 'before', depois: 'after', entre: 'between', até: 'up to', sobre: 'about', quando: 'when',
  dia: 'day', dias: 'days', semanas: 'weeks', meses: 'months', ao_dia: 'a day', dose: 'dose', doses: 'doses', faixa: 'range',
  forma: 'form', formas: 'forms', química: 'chemical', químicas: 'chemical', teor: 'content', observações: 'notes', indicação: 'indication',
  uso: 'use', usada: 'used', usado: 'used', usadas: 'used', usados: 'used', tomar: 'take', iniciar: 'start', menor: 'lowest', maior: 'highest',
  vitamina: 'vitamin', vitaminas: 'vitamins', mineral: 'mineral', minerais: 'minerals', extrato: 'extract', seco: 'dry', padronizado: 'standardised',
  suplemento: 'supplement', suplementos: 'supplements', farmácia: 'pharmacy', manipulação: 'compounding', fórmula: 'formula', fórmulas: 'formulas',
  cápsula: 'capsule', cápsulas: 'capsules', sachê: 'sachet', sachês: 'sachets', água: 'water', refeição: 'meal', refeições: 'meals',
  interações: 'interactions', precauções: 'precautions', contraindicações: 'contraindications', medicamentos: 'medicines', medicamento: 'medicine',
  estudos: 'studies', estudo: 'study', estudado: 'studied', estudada: 'studied', fontes: 'sources', gerais: 'general', consultadas: 'consulted',
  resumo: 'summary', referência: 'reference', referências: 'references', descrição: 'description', conduta: 'approach', sugerida: 'suggested',
  paciente: 'patient', pacientes: 'patients', prescritor: 'prescriber', prescrever: 'prescribing', orientação: 'guidance', conforme: 'as per',
  energia: 'energy', sono: 'sleep', pele: 'skin', imunidade: 'immunity', imune: 'immune', metabolismo: 'metabolism', desempenho: 'performance',
  estresse: 'stress', fadiga: 'fatigue', foco: 'focus', muscular: 'muscular', cautela: 'caution', evitar: 'avoid', altas: 'high', alta: 'high',
  boa: 'good', bom: 'good', ativa: 'active', ativo: 'active', quelato: 'chelate', elementar: 'elemental', antioxidante: 'antioxidant',
  adjuvante: 'adjunct', graxos: 'fatty', ácidos: 'acids', ácido: 'acid', revise: 'review', sempre: 'always', lista: 'list', completa: 'complete',
  resposta: 'response', tolerância: 'tolerance', reavaliar: 'reassess', confirmar: 'confirm', necessidade: 'need', avaliação: 'assessment',
  clínica: 'clinical', laboratorial: 'laboratory', possível: 'possible', eficaz: 'effective', modo: 'method', diluir: 'dilute', ajustar: 'adjust',
  ingrediente: 'ingredient', veículo: 'vehicle', excipiente: 'excipient', base: 'base', nesta: 'in this', esta: 'this', este: 'this',
  demonstração: 'demonstration', conteúdo: 'content', fictício: 'fictitious', exemplo: 'example', como: 'how', não: 'not', sim: 'yes',
};
