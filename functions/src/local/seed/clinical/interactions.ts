import { REFS } from './references.js';
import type { Bilingual, SeedInteraction } from './types.js';

/**
 * DEMONSTRATION CONTENT, not clinical guidance. Interactions among the seeded supplements, drugs and
 * conditions (issue 31). How it was checked: every mechanism, figure, timing and management line
 * below was read in a published source found with the documentation search (PubMed/PMC records,
 * journal pages; the 2 h separations come from the UK summary of product characteristics of ferrous
 * sulfate, the 3 h ones from the cited tetracycline review), and each interaction cites only
 * references whose title, journal, year and DOI or PMID were seen in such a listing
 * (`references.ts`). What could not be confirmed was left out, never guessed. Severity (grave = evitar; moderada = usar com cautela e monitorar; leve = estar atento),
 * likelihood and the A–D evidence grade (docs/decisions/catalogue-and-content.md, "Evidence grades", read here as the
 * strength of the evidence that the interaction happens and matters) are the demonstration's
 * editorial reading of those sources, like the grades in `../evidence.ts`.
 *
 * Issue 39 (checked 2026-11-28): the medication interactions the NIH Office of Dietary Supplements
 * health-professional fact sheets list for the seeded nutrients, and the supplement–drug pairs the
 * monographs' prose names, were each looked up in the primary study the record cites (PubMed or
 * journal listing seen with the search tool); the bisphosphonate and orlistat timings come from those
 * drugs' labels. Pairs with no confirmed primary source were left out and are listed in
 * docs/decisions/interactions-checker.md ("Interactions: coverage of the public references"). Records marked
 * "extrapolação" apply a study to a drug or population it did not include, and say so.
 */

const twoHours: Bilingual = { pt: 'Separar por pelo menos 2 h', en: 'Take at least 2 h apart' };
const threeHours: Bilingual = { pt: 'Separar por pelo menos 3 h', en: 'Take at least 3 h apart' };

export const INTERACTIONS: readonly SeedInteraction[] = [
  // Minerals that chelate drugs or compete with each other for absorption.
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'quinolonas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'Cátions como o magnésio formam quelatos com as fluoroquinolonas no intestino e reduzem de forma importante a sua absorção, com risco de falha do antibiótico.',
      en: 'Cations such as magnesium chelate fluoroquinolones in the gut and markedly reduce their absorption, risking antibiotic failure.',
    },
    management: {
      pt: 'Evitar tomar juntos; a interferência pode persistir mesmo com algumas horas de intervalo. Preferir suspender o suplemento durante o curso do antibiótico.',
      en: 'Avoid taking them together; interference may persist even when doses are hours apart. Prefer pausing the supplement during the antibiotic course.',
    },
    references: [REFS.marchbanks1993],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'tetraciclinas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'As tetraciclinas formam quelatos pouco absorvíveis com cátions polivalentes como o magnésio; tomados juntos, a absorção do antibiótico pode cair 50 a 90% ou mais.',
      en: 'Tetracyclines form poorly absorbable chelates with polyvalent cations such as magnesium; taken together, antibiotic absorption can fall by 50 to 90% or more.',
    },
    management: {
      pt: 'Não tomar juntos; um intervalo de 3 h entre a tetraciclina e o cátion evita a interação.',
      en: 'Do not take them together; a 3 h interval between the tetracycline and the cation prevents the interaction.',
    },
    timing: threeHours,
    references: [REFS.neuvonen1976],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'condition', key: 'insuficiencia-renal' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'O magnésio é eliminado pelos rins; com filtração glomerular reduzida ele se acumula. Em coorte de usuários de óxido de magnésio, TFG estimada ≤ 55,4 mL/min foi fator de risco independente para hipermagnesemia.',
      en: 'Magnesium is cleared by the kidneys and accumulates when filtration falls. In a cohort taking magnesium oxide, estimated GFR ≤ 55.4 mL/min was an independent risk factor for hypermagnesaemia.',
    },
    management: {
      pt: 'Evitar doses suplementares sem necessidade comprovada; se indicado, usar a menor dose e dosar o magnésio sérico periodicamente.',
      en: 'Avoid supplemental doses without a proven need; if indicated, use the lowest dose and check serum magnesium periodically.',
    },
    references: [REFS.wakai2019],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'ibp' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O uso de inibidores da bomba de prótons associa-se a hipomagnesemia (meta-análise de estudos observacionais: OR 1,78), por redução da absorção intestinal de magnésio.',
      en: 'Proton pump inhibitor use is associated with hypomagnesaemia (meta-analysis of observational studies: OR 1.78), through reduced intestinal magnesium absorption.',
    },
    management: {
      pt: 'Em uso prolongado de IBP, dosar o magnésio sérico; a suplementação pode ser necessária e deve ser acompanhada.',
      en: 'With long-term PPI use, check serum magnesium; supplementation may be needed and should be followed up.',
    },
    references: [REFS.park2014, REFS.toh2014],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'supplement', name: 'Ferro' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A coadministração de um antiácido líquido reduziu de forma marcada a absorção de ferro de comprimidos de sais ferrosos; compostos de magnésio elevam o pH e podem formar complexos com o ferro.',
      en: 'Co-administering a liquid antacid markedly reduced iron absorption from ferrous salt tablets; magnesium compounds raise pH and may form complexes with iron.',
    },
    management: {
      pt: 'Não associar na mesma cápsula nem tomar juntos; tomar o ferro longe do magnésio.',
      en: 'Do not combine them in one capsule or take them together; take iron apart from magnesium.',
    },
    timing: twoHours,
    references: [REFS.ekenved1976],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug', key: 'levotiroxina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O ferro liga-se à tiroxina formando um complexo pouco solúvel; tomados juntos por 12 semanas, o TSH médio subiu de 1,6 para 5,4 mU/L em hipotireóideos estáveis.',
      en: 'Iron binds thyroxine into a poorly soluble complex; taken together for 12 weeks, mean TSH rose from 1.6 to 5.4 mU/L in stable hypothyroid patients.',
    },
    management: {
      pt: 'Tomar a levotiroxina em jejum, separada do ferro; dosar TSH ao iniciar ou suspender o ferro.',
      en: 'Take levothyroxine fasting, apart from iron; check TSH when iron is started or stopped.',
    },
    timing: twoHours,
    references: [REFS.campbell1992],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug_class', key: 'quinolonas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O ferro forma complexo Fe³⁺–quinolona no intestino: sulfato ferroso reduziu a área sob a curva do ciprofloxacino de 12,3 para 6,7 mg·h/L.',
      en: 'Iron forms an Fe³⁺–quinolone complex in the gut: ferrous sulfate reduced the ciprofloxacin area under the curve from 12.3 to 6.7 mg·h/L.',
    },
    management: {
      pt: 'Evitar a coadministração; preferir pausar o ferro durante o antibiótico ou, se não for possível, tomar a quinolona bem antes do ferro.',
      en: 'Avoid co-administration; prefer pausing iron during the antibiotic or, if not possible, take the quinolone well before the iron.',
    },
    timing: twoHours,
    references: [REFS.kara1991, REFS.marchbanks1993],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug_class', key: 'tetraciclinas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O ferro quela as tetraciclinas (tetraciclina, doxiciclina e outras) e reduz de forma marcada a sua biodisponibilidade.',
      en: 'Iron chelates tetracyclines (tetracycline, doxycycline and others) and markedly reduces their bioavailability.',
    },
    management: {
      pt: 'Não tomar juntos; separar as doses ou pausar o ferro durante o antibiótico.',
      en: 'Do not take them together; separate the doses or pause iron during the antibiotic.',
    },
    timing: threeHours,
    references: [REFS.campbellHasinoff1991, REFS.neuvonen1976],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug', key: 'levodopa' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O ferro liga-se fortemente à levodopa no intestino: com sulfato ferroso, o pico de levodopa caiu 55% e a área sob a curva 51% em voluntários.',
      en: 'Iron binds levodopa strongly in the gut: with ferrous sulfate, peak levodopa fell 55% and the area under the curve 51% in volunteers.',
    },
    management: {
      pt: 'Separar as tomadas o máximo possível e observar perda de controle dos sintomas parkinsonianos.',
      en: 'Separate the doses as far as possible and watch for loss of control of parkinsonian symptoms.',
    },
    references: [REFS.campbell1989],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'supplement', name: 'Zinco' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Ferro não heme e zinco inorgânico competem pela absorção: razões Fe/Zn de 2:1 e 3:1 reduziram substancialmente a absorção de zinco; o ferro heme não teve esse efeito.',
      en: 'Non-haem iron and inorganic zinc compete for absorption: Fe/Zn ratios of 2:1 and 3:1 substantially reduced zinc absorption; haem iron did not.',
    },
    management: {
      pt: 'Em fórmulas manipuladas, evitar razões Fe/Zn altas em tomada única em jejum; considerar tomadas separadas.',
      en: 'In compounded formulas, avoid high Fe/Zn ratios in a single fasting dose; consider separate doses.',
    },
    references: [REFS.solomons1981],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'condition', key: 'gestacao' },
    severity: 'leve', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'Em gestantes não anêmicas (Hb ≥ 13,2 g/dL), 50 mg/dia de ferro elementar aumentaram recém-nascidos pequenos para a idade gestacional e distúrbios hipertensivos; já em meta-análise o ferro pré-natal reduziu anemia e baixo peso ao nascer.',
      en: 'In non-anaemic pregnant women (Hb ≥ 13.2 g/dL), 50 mg/day of elemental iron increased small-for-gestational-age births and hypertensive disorders; in meta-analysis, prenatal iron reduced anaemia and low birth weight.',
    },
    management: {
      pt: 'Indicar e dosar o ferro conforme hemoglobina e ferritina e o protocolo pré-natal; evitar suplementação de rotina em gestante com hemoglobina elevada.',
      en: 'Prescribe and dose iron by haemoglobin, ferritin and the prenatal protocol; avoid routine supplementation in pregnant women with high haemoglobin.',
    },
    references: [REFS.ziaei2007, REFS.haider2013],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'supplement', name: 'Ferro' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O cálcio inibe a absorção do ferro heme e não heme de forma dose-dependente; 300–600 mg de cálcio reduziram a absorção de ferro em 50–60%.',
      en: 'Calcium inhibits haem and non-haem iron absorption in a dose-related way; 300–600 mg of calcium reduced iron absorption by 50–60%.',
    },
    management: {
      pt: 'Não associar na mesma cápsula; tomar o ferro longe do cálcio (e de laticínios).',
      en: 'Do not combine them in one capsule; take iron apart from calcium (and dairy).',
    },
    timing: twoHours,
    references: [REFS.hallberg1991],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'drug', key: 'levotiroxina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'Carbonato, citrato e acetato de cálcio (500 mg de cálcio elementar) reduziram a absorção da levotiroxina em cerca de 20–25%.',
      en: 'Calcium carbonate, citrate and acetate (500 mg of elemental calcium) reduced levothyroxine absorption by about 20–25%.',
    },
    management: {
      pt: 'Tomar a levotiroxina bem separada de qualquer forma de cálcio; dosar TSH ao iniciar ou suspender o cálcio.',
      en: 'Take levothyroxine well apart from any calcium form; check TSH when calcium is started or stopped.',
    },
    references: [REFS.zamfirescu2011],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'drug_class', key: 'quinolonas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O cálcio, como outros cátions metálicos, prejudica de forma significativa a absorção oral das fluoroquinolonas.',
      en: 'Calcium, like other metal cations, significantly impairs the oral absorption of fluoroquinolones.',
    },
    management: {
      pt: 'Evitar tomar juntos; preferir pausar o cálcio durante o antibiótico.',
      en: 'Avoid taking them together; prefer pausing calcium during the antibiotic.',
    },
    references: [REFS.marchbanks1993],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'drug_class', key: 'tetraciclinas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O cálcio (inclusive de laticínios) forma quelatos pouco absorvíveis com as tetraciclinas e pode reduzir a sua absorção em 50 a 90% ou mais.',
      en: 'Calcium (including from dairy) forms poorly absorbable chelates with tetracyclines and can cut their absorption by 50 to 90% or more.',
    },
    management: {
      pt: 'Não tomar juntos; um intervalo de 3 h entre a tetraciclina e o cálcio evita a interação.',
      en: 'Do not take them together; a 3 h interval between the tetracycline and calcium prevents the interaction.',
    },
    timing: threeHours,
    references: [REFS.neuvonen1976],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'condition', key: 'hipercalcemia' },
    severity: 'grave', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'A ingestão de grandes quantidades de carbonato de cálcio causa a síndrome leite-álcali, que passou a responder por mais de 12% das internações por hipercalcemia, atrás apenas do hiperparatireoidismo primário e da hipercalcemia da malignidade.',
      en: 'Large intakes of calcium carbonate cause milk-alkali syndrome, which came to account for over 12% of admissions for hypercalcaemia, behind only primary hyperparathyroidism and hypercalcaemia of malignancy.',
    },
    management: {
      pt: 'Não suplementar cálcio em paciente com hipercalcemia; investigar o uso de cálcio e antiácidos em toda hipercalcemia.',
      en: 'Do not supplement calcium in a patient with hypercalcaemia; ask about calcium and antacid use in every hypercalcaemia.',
    },
    references: [REFS.beall1995],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'supplement', name: 'Zinco' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'Um suplemento de 600 mg de cálcio (carbonato) tomado com a refeição reduziu em 50% a absorção de zinco; dietas ricas em cálcio reduziram o balanço de zinco em cerca de 2 mg/dia.',
      en: 'A 600 mg calcium (carbonate) supplement taken with a meal halved zinc absorption; high-calcium diets lowered zinc balance by about 2 mg/day.',
    },
    management: {
      pt: 'Tomar em horários diferentes ou compensar com zinco extra na fórmula, como no estudo.',
      en: 'Take them at different times or add extra zinc to the formula, as in the study.',
    },
    references: [REFS.wood1997],
  },
  {
    supplement: { name: 'Vitamina C' },
    other: { kind: 'supplement', name: 'Ferro' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O ácido ascórbico aumenta de forma pronunciada a absorção do ferro não heme quando tomados juntos em jejum ou na mesma refeição; numa dieta completa o efeito é bem menor.',
      en: 'Ascorbic acid markedly increases non-haem iron absorption when taken together fasting or with the same meal; in a complete diet the effect is much smaller.',
    },
    management: {
      pt: 'Associação útil e intencional nas fórmulas de ferro; não associar quando houver sobrecarga de ferro.',
      en: 'A useful, intended pairing in iron formulas; do not combine when there is iron overload.',
    },
    references: [REFS.cook2001, REFS.hunt1990],
  },
  {
    supplement: { name: 'Zinco' },
    other: { kind: 'supplement', name: 'Cobre' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O excesso de zinco interfere na captação intestinal de cobre e causa deficiência de cobre, que leva à anemia.',
      en: 'Excess zinc interferes with intestinal copper uptake and causes copper deficiency, which leads to anaemia.',
    },
    management: {
      pt: 'Evitar doses altas de zinco por tempo prolongado; em uso contínuo, acompanhar o hemograma e, se houver anemia, dosar cobre e ceruloplasmina.',
      en: 'Avoid high zinc doses over long periods; with continuous use, follow the blood count and, if anaemia appears, check copper and ceruloplasmin.',
    },
    references: [REFS.jeng2022],
  },
  // Anticoagulation and bleeding.
  {
    supplement: { name: 'Vitamina K1' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'A vitamina K antagoniza diretamente a varfarina. Em anticoagulados, 150 µg/dia de K1 já reduziram o RNI de forma significativa (clinicamente relevante em 25%); 100 µg/dia não interferiram de forma significativa.',
      en: 'Vitamin K directly antagonises warfarin. In anticoagulated subjects, 150 µg/day of K1 significantly lowered the INR (clinically relevant in 25%); 100 µg/day did not interfere significantly.',
    },
    management: {
      pt: 'Não iniciar nem suspender sem avisar quem controla a anticoagulação; manter dose diária estável e monitorar o RNI.',
      en: 'Do not start or stop it without telling whoever manages the anticoagulation; keep a stable daily dose and monitor the INR.',
    },
    references: [REFS.schurgers2004, REFS.lurie2010],
  },
  {
    supplement: { name: 'Vitamina K2', form: 'Menaquinona-7 (MK-7)' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'A MK-7 tem meia-vida muito longa e acumula-se 7 a 8 vezes no uso contínuo; preparações com 50 µg/dia ou mais podem interferir de forma clinicamente relevante com anticoagulantes orais.',
      en: 'MK-7 has a very long half-life and accumulates 7- to 8-fold with continuous use; preparations supplying 50 µg/day or more may interfere with oral anticoagulants in a clinically relevant way.',
    },
    management: {
      pt: 'Evitar em usuários de varfarina salvo com acompanhamento; se usada, dose estável e RNI monitorado ao iniciar, mudar ou suspender.',
      en: 'Avoid in warfarin users unless followed up; if used, keep a stable dose and monitor the INR when starting, changing or stopping.',
    },
    references: [REFS.schurgers2007],
  },
  {
    supplement: { name: 'Ômega 3' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O óleo de peixe pode somar efeito antiplaquetário; há relato de RNI de 2,8 para 4,3 ao dobrar a dose para 2 g/dia, mas estudo retrospectivo não mostrou efeito significativo no RNI nem em eventos adversos.',
      en: 'Fish oil may add an antiplatelet effect; a case report describes INR rising from 2.8 to 4.3 after doubling the dose to 2 g/day, but a retrospective study found no significant effect on INR or adverse events.',
    },
    management: {
      pt: 'Manter dose estável e monitorar o RNI ao iniciar ou mudar a dose.',
      en: 'Keep a stable dose and monitor the INR when starting or changing the dose.',
    },
    references: [REFS.buckley2004, REFS.pryce2016],
  },
  {
    // Issue 39: the formula's lines (its MK-7 and its omega-3 with warfarin) as one record, from its components' records.
    supplement: { name: 'Fórmula Saúde Cardiovascular' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'A vitamina K2 da fórmula (MK-7, 100 µg) tem meia-vida muito longa e acumula-se no uso contínuo; preparações com 50 µg/dia ou mais podem interferir de forma clinicamente relevante com anticoagulantes orais. O ômega 3 (1 g) pode somar efeito antiplaquetário: há relato de RNI de 2,8 para 4,3 ao dobrar a dose para 2 g/dia, mas estudo retrospectivo não mostrou efeito significativo no RNI.',
      en: "The formula's vitamin K2 (MK-7, 100 µg) has a very long half-life and accumulates with continuous use; preparations supplying 50 µg/day or more may interfere with oral anticoagulants in a clinically relevant way. Its omega-3 (1 g) may add an antiplatelet effect: a case report describes INR rising from 2.8 to 4.3 after doubling the dose to 2 g/day, but a retrospective study found no significant effect on INR.",
    },
    management: {
      pt: 'Evitar em usuários de varfarina salvo com acompanhamento; se usada, dose estável e RNI monitorado ao iniciar, mudar ou suspender.',
      en: 'Avoid in warfarin users unless followed up; if used, keep a stable dose and monitor the INR when starting, changing or stopping.',
    },
    references: [REFS.schurgers2007, REFS.buckley2004, REFS.pryce2016],
  },
  {
    supplement: { name: 'Óleo de Krill' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'Em pacientes com fibrilação atrial ou trombose venosa em uso prolongado de varfarina, a suplementação com óleo de peixe ou de krill não alterou de forma significativa o RNI nem a incidência de eventos adversos.',
      en: 'In patients with atrial fibrillation or venous thrombosis on long-term warfarin, fish or krill oil supplementation did not significantly change the INR or the incidence of adverse events.',
    },
    management: {
      pt: 'Registrar o uso e monitorar o RNI como de rotina ao iniciar.',
      en: 'Record its use and monitor the INR as usual when starting.',
    },
    references: [REFS.pryce2016],
  },
  {
    supplement: { name: 'Ômega 3' },
    other: { kind: 'condition', key: 'cirurgia-programada' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'B',
    mechanism: {
      pt: 'Apesar da recomendação frequente de suspender o óleo de peixe antes de cirurgias, em ensaio randomizado com 1.516 pacientes de cirurgia cardíaca (8–10 g antes e 2 g/dia depois) ele não aumentou o sangramento perioperatório.',
      en: 'Despite frequent advice to stop fish oil before surgery, in a randomised trial of 1,516 cardiac surgery patients (8–10 g before and 2 g/day after) it did not increase perioperative bleeding.',
    },
    management: {
      pt: 'Informar a equipe cirúrgica; a suspensão rotineira não é sustentada por esse ensaio, e a decisão é do cirurgião.',
      en: 'Tell the surgical team; routine discontinuation is not supported by this trial, and the decision is the surgeon\'s.',
    },
    references: [REFS.akintoye2018],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'condition', key: 'anticoagulacao' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em meta-análise de ensaios randomizados, a vitamina E aumentou o risco de AVC hemorrágico (RR 1,22), um risco que se soma ao da anticoagulação (extrapolação: os ensaios não avaliaram anticoagulados).',
      en: 'In a meta-analysis of randomised trials, vitamin E increased the risk of haemorrhagic stroke (RR 1.22), a risk that adds to that of anticoagulation (extrapolation: the trials did not study anticoagulated patients).',
    },
    management: {
      pt: 'Evitar doses suplementares sem indicação clara em pacientes anticoagulados; se usada, vigiar sinais de sangramento.',
      en: 'Avoid supplemental doses without a clear indication in anticoagulated patients; if used, watch for bleeding.',
    },
    references: [REFS.schurks2010],
  },
  {
    supplement: { name: 'Panax ginseng' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em voluntários sadios, o ginseng asiático não alterou o RNI nem a agregação plaquetária após dose única de varfarina; em análise populacional aumentou moderadamente a depuração da S-varfarina (razão 1,14), sem efeito farmacodinâmico direto.',
      en: 'In healthy volunteers, Asian ginseng did not change the INR or platelet aggregation after a single warfarin dose; a population analysis found a moderate rise in S-warfarin clearance (ratio 1.14) with no direct pharmacodynamic effect.',
    },
    management: {
      pt: 'Estudos em pacientes anticoagulados ainda são necessários; monitorar o RNI ao iniciar ou suspender.',
      en: 'Studies in anticoagulated patients are still needed; monitor the INR when starting or stopping it.',
    },
    references: [REFS.jiang2004, REFS.jiang2006],
  },
  {
    supplement: { name: 'Gengibre' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'Em voluntários sadios, o gengibre não alterou a farmacocinética nem a farmacodinâmica da varfarina.',
      en: 'In healthy volunteers, ginger did not change the pharmacokinetics or pharmacodynamics of warfarin.',
    },
    management: {
      pt: 'Sem ajuste previsto; registrar o uso, pois faltam estudos em pacientes anticoagulados.',
      en: 'No adjustment expected; record its use, as studies in anticoagulated patients are lacking.',
    },
    references: [REFS.jiang2006],
  },
  // Pregnancy and other conditions.
  {
    supplement: { name: 'Vitamina A' },
    other: { kind: 'condition', key: 'gestacao' },
    severity: 'grave', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'Vitamina A pré-formada (retinol) em dose alta é teratogênica: mais de 10.000 UI/dia de suplemento associaram-se a prevalência 4,8 vezes maior de defeitos da crista neural craniana.',
      en: 'High-dose preformed vitamin A (retinol) is teratogenic: more than 10,000 IU/day from supplements was associated with a 4.8-fold prevalence of cranial-neural-crest defects.',
    },
    management: {
      pt: 'Evitar suplementos de retinol (palmitato ou acetato de retinila) em dose alta na gestação e em quem pode engravidar; o betacaroteno não tem essa toxicidade.',
      en: 'Avoid high-dose retinol supplements (retinyl palmitate or acetate) in pregnancy and in women who may become pregnant; beta-carotene lacks this toxicity.',
    },
    references: [REFS.rothman1995],
  },
  {
    supplement: { name: 'Cafeína' },
    other: { kind: 'condition', key: 'gestacao' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Consumo moderado (menos de 200 mg/dia) não parece contribuir de forma importante para aborto ou parto prematuro; acima disso, o risco não está esclarecido.',
      en: 'Moderate intake (less than 200 mg/day) does not appear to be a major factor in miscarriage or preterm birth; above that, the risk is unresolved.',
    },
    management: {
      pt: 'Limitar a cafeína total (alimentos e suplementos) a menos de 200 mg/dia na gestação.',
      en: 'Keep total caffeine (food and supplements) below 200 mg/day in pregnancy.',
    },
    references: [REFS.acog2010],
  },
  {
    supplement: { name: 'Cafeína' },
    other: { kind: 'drug', key: 'ciprofloxacino' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O ciprofloxacino inibe o metabolismo hepático da cafeína e aumenta as suas concentrações séricas.',
      en: 'Ciprofloxacin impairs the hepatic metabolism of caffeine and raises its serum concentrations.',
    },
    management: {
      pt: 'Reduzir ou suspender a cafeína suplementar durante o antibiótico; observar sinais de excesso de cafeína.',
      en: 'Reduce or pause supplemental caffeine during the antibiotic; watch for signs of caffeine excess.',
    },
    references: [REFS.marchbanks1993],
  },
  {
    supplement: { name: 'Potássio' },
    other: { kind: 'drug_class', key: 'diureticos-poupadores-potassio' },
    severity: 'grave', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'A espironolactona retém potássio; após o estudo RALES, o aumento das prescrições veio acompanhado de aumento abrupto de internações e mortes por hipercalemia. Potássio suplementar soma-se a esse risco.',
      en: 'Spironolactone retains potassium; after the RALES trial, rising prescriptions came with an abrupt increase in hyperkalaemia admissions and deaths. Supplemental potassium adds to that risk.',
    },
    management: {
      pt: 'Evitar suplemento de potássio com diuréticos poupadores de potássio, salvo hipocalemia documentada e potássio sérico monitorado.',
      en: 'Avoid potassium supplements with potassium-sparing diuretics unless hypokalaemia is documented and serum potassium is monitored.',
    },
    references: [REFS.juurlink2004],
  },
  {
    supplement: { name: 'Potássio' },
    other: { kind: 'drug_class', key: 'ieca' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Os IECA reduzem a aldosterona e a excreção renal de potássio; somar outra fonte de retenção de potássio aumentou as internações por hipercalemia em usuários de IECA (extrapolação para o suplemento).',
      en: 'ACE inhibitors lower aldosterone and renal potassium excretion; adding another source of potassium retention increased hyperkalaemia admissions in ACE inhibitor users (extrapolated to the supplement).',
    },
    management: {
      pt: 'Usar potássio suplementar só com indicação e com potássio sérico e função renal monitorados.',
      en: 'Use supplemental potassium only when indicated, with serum potassium and kidney function monitored.',
    },
    references: [REFS.juurlink2004],
  },
  {
    supplement: { name: 'Potássio' },
    other: { kind: 'condition', key: 'insuficiencia-renal' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O potássio é excretado sobretudo pelos rins. Em pacientes com doença renal crônica (TFGe média 31), 40 mmol/dia de cloreto de potássio por 2 semanas elevaram o potássio plasmático em 0,4 mmol/L e 11% desenvolveram hipercalemia; idade e potássio basal mais altos aumentaram o risco.',
      en: 'Potassium is excreted mainly by the kidneys. In chronic kidney disease (mean eGFR 31), 40 mmol/day of potassium chloride for 2 weeks raised plasma potassium by 0.4 mmol/L and 11% developed hyperkalaemia; older age and higher baseline potassium raised the risk.',
    },
    management: {
      pt: 'Evitar suplemento de potássio sem indicação do nefrologista; se usado, dosar potássio sérico no início e periodicamente.',
      en: 'Avoid potassium supplements unless the nephrologist advises them; if used, check serum potassium at the start and periodically.',
    },
    references: [REFS.gritter2022],
  },
  {
    supplement: { name: 'Vitamina D3' },
    other: { kind: 'drug_class', key: 'diureticos-tiazidicos' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A hidroclorotiazida reduz a excreção urinária de cálcio; com colecalciferol (1.000–4.000 UI/dia), usuários de hidroclorotiazida tiveram cálcio sérico mais alto, mas hipercalcemia foi rara (1 de 84).',
      en: 'Hydrochlorothiazide lowers urinary calcium excretion; with cholecalciferol (1,000–4,000 IU/day), hydrochlorothiazide users had higher serum calcium, but hypercalcaemia was rare (1 of 84).',
    },
    management: {
      pt: 'Dosar o cálcio sérico ao associar vitamina D em dose alta a tiazídico, sobretudo com suplemento de cálcio.',
      en: 'Check serum calcium when combining high-dose vitamin D with a thiazide, especially with a calcium supplement.',
    },
    references: [REFS.chandler2014],
  },
  {
    supplement: { name: 'Vitamina B6 (Piridoxina)' },
    other: { kind: 'drug', key: 'levodopa' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A piridoxina acelera a descarboxilação periférica da levodopa e pode reverter o seu efeito quando ela é usada sozinha; com um inibidor da dopa-descarboxilase (carbidopa, benserazida) esse efeito não ocorreu.',
      en: 'Pyridoxine speeds peripheral decarboxylation of levodopa and can reverse its effect when levodopa is used alone; with a dopa decarboxylase inhibitor (carbidopa, benserazide) this did not occur.',
    },
    management: {
      pt: 'Relevante só para levodopa sem inibidor da descarboxilase; confirmar a apresentação em uso.',
      en: 'Relevant only to levodopa without a decarboxylase inhibitor; confirm the product in use.',
    },
    references: [REFS.klawans1971],
  },
  {
    supplement: { name: '5-HTP' },
    other: { kind: 'drug_class', key: 'isrs' },
    severity: 'grave', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O 5-HTP é precursor direto da serotonina; somado a um ISRS, aumenta a atividade serotoninérgica e o risco de síndrome serotoninérgica, potencialmente fatal.',
      en: '5-HTP is the direct precursor of serotonin; added to an SSRI it increases serotonergic activity and the risk of serotonin syndrome, which can be fatal.',
    },
    management: {
      pt: 'Evitar a associação; orientar sobre agitação, tremor, hipertermia e diarreia.',
      en: 'Avoid the combination; advise on agitation, tremor, hyperthermia and diarrhoea.',
    },
    references: [REFS.francescangeli2019],
  },
  {
    supplement: { name: '5-HTP' },
    other: { kind: 'drug_class', key: 'imao' },
    severity: 'grave', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Precursor da serotonina associado a inibidor da monoaminoxidase, que impede a sua degradação: combinação de dois agentes serotoninérgicos com risco de síndrome serotoninérgica.',
      en: 'A serotonin precursor combined with a monoamine oxidase inhibitor, which blocks its breakdown: two serotonergic agents together, with a risk of serotonin syndrome.',
    },
    management: {
      pt: 'Evitar a associação.',
      en: 'Avoid the combination.',
    },
    references: [REFS.francescangeli2019],
  },
  {
    supplement: { name: 'L-Triptofano' },
    other: { kind: 'drug_class', key: 'isrs' },
    severity: 'grave', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O L-triptofano aumenta a síntese de serotonina; com ISRS, soma efeitos serotoninérgicos e pode causar síndrome serotoninérgica.',
      en: 'L-tryptophan increases serotonin synthesis; with an SSRI it adds serotonergic effects and may cause serotonin syndrome.',
    },
    management: {
      pt: 'Evitar a associação; se já em uso, suspender e avaliar sinais de toxicidade serotoninérgica.',
      en: 'Avoid the combination; if already taken, stop it and assess for signs of serotonin toxicity.',
    },
    references: [REFS.francescangeli2019],
  },
  {
    supplement: { name: 'L-Triptofano' },
    other: { kind: 'drug_class', key: 'imao' },
    severity: 'grave', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Precursor da serotonina com inibidor da monoaminoxidase: combinação serotoninérgica com risco de síndrome serotoninérgica.',
      en: 'A serotonin precursor with a monoamine oxidase inhibitor: a serotonergic combination with a risk of serotonin syndrome.',
    },
    management: {
      pt: 'Evitar a associação.',
      en: 'Avoid the combination.',
    },
    references: [REFS.francescangeli2019],
  },
  // Liver.
  {
    supplement: { name: 'Extrato de Chá Verde' },
    other: { kind: 'condition', key: 'hepatopatia' },
    severity: 'grave', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'Extratos concentrados de chá verde causam lesão hepática hepatocelular; relatos associam hepatotoxicidade a 140 mg a ~1.000 mg/dia de EGCG, e doses em jejum aumentam a exposição às catequinas.',
      en: 'Concentrated green tea extracts cause hepatocellular liver injury; reports link hepatotoxicity to 140 mg to ~1,000 mg/day of EGCG, and fasting doses raise catechin exposure.',
    },
    management: {
      pt: 'Não usar em pacientes com doença hepática; nos demais, tomar com alimento e suspender diante de dor abdominal, urina escura ou icterícia.',
      en: 'Do not use in patients with liver disease; otherwise take with food and stop if abdominal pain, dark urine or jaundice appear.',
    },
    references: [REFS.oketchRabah2020],
  },
  {
    supplement: { name: 'Extrato de Chá Verde' },
    other: { kind: 'drug', key: 'nadolol' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O chá verde (bebida, 700 mL/dia por 14 dias) reduziu em cerca de 85% o pico e a área sob a curva do nadolol, por inibição do transportador intestinal OATP1A2, e atenuou o efeito na pressão sistólica.',
      en: 'Green tea (the drink, 700 mL/day for 14 days) cut nadolol peak and area under the curve by about 85%, by inhibiting the intestinal transporter OATP1A2, and blunted its effect on systolic pressure.',
    },
    management: {
      pt: 'Evitar em usuários de nadolol ou monitorar pressão e frequência cardíaca (estudo feito com a bebida, não com o extrato).',
      en: 'Avoid in nadolol users or monitor blood pressure and heart rate (studied with the drink, not the extract).',
    },
    references: [REFS.misaka2014],
  },
  {
    supplement: { name: 'Ashwagandha' },
    other: { kind: 'condition', key: 'hepatopatia' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Série de casos descreve lesão hepática colestática ou mista com icterícia prolongada atribuída a suplementos de ashwagandha, após 2 a 12 semanas de uso.',
      en: 'A case series describes cholestatic or mixed liver injury with prolonged jaundice attributed to ashwagandha supplements after 2 to 12 weeks of use.',
    },
    management: {
      pt: 'Evitar em pacientes com doença hepática; suspender diante de icterícia, prurido ou alteração de enzimas hepáticas.',
      en: 'Avoid in patients with liver disease; stop if jaundice, itching or abnormal liver enzymes appear.',
    },
    references: [REFS.bjornsson2020],
  },
  {
    supplement: { name: 'Curcumina' },
    other: { kind: 'condition', key: 'hepatopatia' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A rede norte-americana DILIN descreveu 10 casos de lesão hepática, em geral hepatocelular, associados à cúrcuma (1 óbito), com latência de 1 a 4 meses; 3 produtos também continham piperina.',
      en: 'The US DILIN network described 10 cases of liver injury, mostly hepatocellular, associated with turmeric (1 death), with a latency of 1 to 4 months; 3 products also contained piperine.',
    },
    management: {
      pt: 'Evitar em pacientes com doença hepática; suspender diante de sinais de lesão hepática.',
      en: 'Avoid in patients with liver disease; stop if signs of liver injury appear.',
    },
    references: [REFS.halegouaDeMarzio2023],
  },
  // Thyroid, smoking, immunosuppression.
  {
    supplement: { name: 'Iodo' },
    other: { kind: 'condition', key: 'hipertireoidismo' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em pessoas suscetíveis, como as com doença tireoidiana prévia, o excesso de iodo pode induzir disfunção tireoidiana, com hipertireoidismo ou hipotireoidismo.',
      en: 'In susceptible people, such as those with prior thyroid disease, excess iodine can induce thyroid dysfunction, either hyperthyroidism or hypothyroidism.',
    },
    management: {
      pt: 'Não suplementar iodo sem orientação do endocrinologista.',
      en: 'Do not supplement iodine without the endocrinologist\'s advice.',
    },
    references: [REFS.leung2014],
  },
  {
    supplement: { name: 'Iodo' },
    other: { kind: 'condition', key: 'tireoidite-autoimune' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Doença tireoidiana preexistente aumenta o risco de disfunção induzida por excesso de iodo, subclínica ou franca.',
      en: 'Pre-existing thyroid disease raises the risk of thyroid dysfunction induced by excess iodine, subclinical or overt.',
    },
    management: {
      pt: 'Evitar doses acima da ingestão recomendada (150 µg/dia em adultos fora da gestação e lactação); monitorar TSH se a suplementação for indicada.',
      en: 'Avoid doses above the recommended intake (150 µg/day in adults who are not pregnant or lactating); monitor TSH if supplementation is indicated.',
    },
    references: [REFS.leung2014],
  },
  {
    supplement: { name: 'Betacaroteno' },
    other: { kind: 'condition', key: 'tabagismo' },
    severity: 'grave', likelihood: 'provavel', evidence: 'A',
    mechanism: {
      pt: 'No ensaio ATBC com 29.133 fumantes, 20 mg/dia de betacaroteno aumentaram o risco de câncer de pulmão e a mortalidade total durante a intervenção.',
      en: 'In the ATBC trial of 29,133 smokers, 20 mg/day of beta-carotene increased lung cancer risk and total mortality during the intervention.',
    },
    management: {
      pt: 'Não suplementar betacaroteno em fumantes.',
      en: 'Do not supplement beta-carotene in smokers.',
    },
    references: [REFS.virtamo2014],
  },
  {
    supplement: { name: 'Vitamina A', form: 'Betacaroteno' },
    other: { kind: 'condition', key: 'tabagismo' },
    severity: 'grave', likelihood: 'provavel', evidence: 'A',
    mechanism: {
      pt: 'A forma betacaroteno traz o mesmo risco: no ensaio ATBC, 20 mg/dia de betacaroteno aumentaram o câncer de pulmão e a mortalidade total em fumantes.',
      en: 'The beta-carotene form carries the same risk: in the ATBC trial, 20 mg/day of beta-carotene increased lung cancer and total mortality in smokers.',
    },
    management: {
      pt: 'Em fumantes, não usar a forma betacaroteno.',
      en: 'In smokers, do not use the beta-carotene form.',
    },
    references: [REFS.virtamo2014],
  },
  {
    supplement: { name: 'Saccharomyces boulardii' },
    other: { kind: 'condition', key: 'imunossupressao' },
    severity: 'grave', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O probiótico pode causar fungemia por Saccharomyces, sobretudo em pacientes de UTI, com nutrição enteral ou parenteral, cateter venoso ou imunossupressão; a mortalidade geral dos casos revisados foi de 36%.',
      en: 'The probiotic can cause Saccharomyces fungaemia, especially in ICU patients, with enteral or parenteral nutrition, venous catheters or immunosuppression; overall mortality of the reviewed cases was 36%.',
    },
    management: {
      pt: 'Evitar em imunossuprimidos e portadores de cateter venoso central; onde for usado, abrir sachês e cápsulas com luvas e fora do quarto do paciente.',
      en: 'Avoid in immunosuppressed patients and those with central venous catheters; where used, open sachets and capsules with gloves and outside the patient\'s room.',
    },
    references: [REFS.vinayagamoorthy2023, REFS.hennequin2000],
  },
  // Issue 39, checked 2026-11-28: the medication interactions the NIH ODS health-professional fact
  // sheets list for the seeded nutrients, and the pairs the monographs' prose names, each read in the
  // primary source it cites. Appended so the earlier records keep their ids.
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'bisfosfonatos' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'A biodisponibilidade oral do alendronato é inferior a 1% e cai 60% ou mais quando ele é tomado com outra bebida que não água, e mais de 85% com alimento; a bula orienta que cátions polivalentes como o magnésio (antiácidos, suplementos) se ligam ao bisfosfonato e reduzem a sua absorção.',
      en: 'The oral bioavailability of alendronate is below 1% and falls by 60% or more when it is taken with any drink other than water, and by over 85% with food; the label states that polyvalent cations such as magnesium (antacids, supplements) bind the bisphosphonate and reduce its absorption.',
    },
    management: {
      pt: 'Tomar o bisfosfonato em jejum, só com água, e o magnésio em outro horário do dia.',
      en: 'Take the bisphosphonate fasting, with water only, and magnesium at another time of day.',
    },
    timing: { pt: 'Bisfosfonato em jejum, pelo menos 30 min antes de qualquer outro item; o magnésio em outro horário', en: 'Bisphosphonate fasting, at least 30 min before anything else; magnesium at another time' },
    references: [REFS.gertz1995],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'drug_class', key: 'bisfosfonatos' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'A biodisponibilidade oral do alendronato é inferior a 1% e cai 60% ou mais com outra bebida que não água e mais de 85% com alimento; o cálcio (de suplementos e laticínios) liga-se ao bisfosfonato e reduz a sua absorção, como advertem as bulas.',
      en: 'The oral bioavailability of alendronate is below 1% and falls by 60% or more with any drink other than water and by over 85% with food; calcium (from supplements and dairy) binds the bisphosphonate and reduces its absorption, as the labels warn.',
    },
    management: {
      pt: 'Não tomar juntos; manter o cálcio, necessário no tratamento da osteoporose, em outro horário do dia.',
      en: 'Do not take them together; keep calcium, which osteoporosis treatment needs, at another time of day.',
    },
    timing: { pt: 'Bisfosfonato em jejum, pelo menos 30 min antes de qualquer outro item; o cálcio em outro horário', en: 'Bisphosphonate fasting, at least 30 min before anything else; calcium at another time' },
    references: [REFS.gertz1995],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'diureticos-alca' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Diuréticos de alça aumentam a perda urinária de magnésio; em doses altas, várias vezes ao dia e por longos períodos, podem levar a balanço negativo e deficiência de magnésio, embora faltem ensaios controlados.',
      en: 'Loop diuretics increase urinary magnesium loss; in high doses, several times a day and for long periods, they may cause negative magnesium balance and deficiency, although controlled trials are lacking.',
    },
    management: {
      pt: 'Em uso prolongado de diurético de alça em dose alta, dosar o magnésio sérico; suplementar se houver deficiência.',
      en: 'With long-term high-dose loop diuretic use, check serum magnesium; supplement if it is deficient.',
    },
    references: [REFS.davies1993],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'diureticos-tiazidicos' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'Tiazídicos aumentam a excreção urinária de magnésio, mas os poucos ensaios controlados não mostraram deficiência de magnésio nas doses usuais (bendroflumetiazida 2,5 mg/dia ou equivalente).',
      en: 'Thiazides increase urinary magnesium excretion, but the few controlled trials did not show magnesium deficiency at usual doses (bendroflumethiazide 2.5 mg/day or equivalent).',
    },
    management: {
      pt: 'Nas doses usuais de tiazídico, suplementar magnésio só se houver deficiência documentada.',
      en: 'At usual thiazide doses, supplement magnesium only if a deficiency is documented.',
    },
    references: [REFS.davies1993],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug_class', key: 'ibp' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A supressão ácida reduz a absorção do ferro não heme. Em estudo caso-controle, 2 anos ou mais de IBP associaram-se a risco maior de deficiência de ferro (OR 2,49), maior com doses mais altas e menor após a suspensão.',
      en: 'Acid suppression reduces non-haem iron absorption. In a case-control study, 2 years or more of PPI use was associated with a higher risk of iron deficiency (OR 2.49), greater with higher doses and lower after stopping.',
    },
    management: {
      pt: 'Em uso prolongado de IBP, acompanhar ferritina e hemograma; a resposta ao ferro oral pode ser menor.',
      en: 'With long-term PPI use, follow ferritin and the blood count; the response to oral iron may be smaller.',
    },
    references: [REFS.lam2017],
  },
  {
    supplement: { name: 'Vitamina D3' },
    other: { kind: 'drug', key: 'atorvastatina' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em 16 pacientes em uso de atorvastatina, 800 UI/dia de vitamina D por 6 semanas reduziram as concentrações de atorvastatina e de seus metabólitos ativos, mas o LDL e o colesterol total caíram mais.',
      en: 'In 16 patients on atorvastatin, 800 IU/day of vitamin D for 6 weeks lowered the concentrations of atorvastatin and its active metabolites, yet LDL and total cholesterol fell further.',
    },
    management: {
      pt: 'Sem ajuste previsto; acompanhar o perfil lipídico como de rotina.',
      en: 'No adjustment expected; follow the lipid profile as usual.',
    },
    references: [REFS.schwartz2009],
  },
  {
    supplement: { name: 'Vitamina D3' },
    other: { kind: 'drug_class', key: 'corticosteroides' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em dados do NHANES (22.650 pessoas), o uso de corticosteroide oral associou-se ao dobro de chance de 25(OH)D abaixo de 10 ng/mL (OR 2,36; 11% contra 5%).',
      en: 'In NHANES data (22,650 people), oral corticosteroid use was associated with twice the odds of 25(OH)D below 10 ng/mL (OR 2.36; 11% versus 5%).',
    },
    management: {
      pt: 'Em uso de corticosteroide sistêmico, dosar a 25(OH)D e repor vitamina D quando baixa.',
      en: 'With systemic corticosteroid use, check 25(OH)D and replace vitamin D when it is low.',
    },
    references: [REFS.skversky2011],
  },
  {
    supplement: { name: 'Vitamina D3' },
    other: { kind: 'drug', key: 'orlistate' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O orlistate reduz a absorção de gorduras e de vitaminas lipossolúveis: em adolescentes que tomavam orlistate 120 mg 3x/dia com multivitamínico (400 UI de vitamina D), a vitamina D sérica caiu de forma significativa já no primeiro mês.',
      en: 'Orlistat reduces the absorption of fat and fat-soluble vitamins: in adolescents taking orlistat 120 mg three times daily with a multivitamin (400 IU of vitamin D), serum vitamin D fell significantly within the first month.',
    },
    management: {
      pt: 'Tomar a vitamina D longe do orlistate (a bula do orlistate indica o multivitamínico ao deitar) e dosar a 25(OH)D.',
      en: 'Take vitamin D apart from orlistat (the orlistat label suggests the multivitamin at bedtime) and check 25(OH)D.',
    },
    timing: twoHours,
    references: [REFS.mcduffie2002],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'drug', key: 'orlistate' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em adolescentes em uso de orlistate 120 mg 3x/dia, a absorção aguda de alfa-tocoferol caiu de forma significativa em relação ao início (a de retinol não se alterou).',
      en: 'In adolescents taking orlistat 120 mg three times daily, acute alpha-tocopherol absorption fell significantly from baseline (retinol absorption did not change).',
    },
    management: {
      pt: 'Tomar a vitamina E longe do orlistate, por exemplo ao deitar.',
      en: 'Take vitamin E apart from orlistat, for example at bedtime.',
    },
    timing: twoHours,
    references: [REFS.mcduffie2002],
  },
  {
    supplement: { name: 'Zinco' },
    other: { kind: 'drug', key: 'tetraciclina' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Em 7 voluntários, 45 mg de zinco (sulfato) tomados junto com 500 mg de tetraciclina reduziram em cerca de 30% a concentração sérica e a área sob a curva do antibiótico; a absorção da doxiciclina não mudou de forma significativa.',
      en: 'In 7 volunteers, 45 mg of zinc (sulphate) taken with 500 mg of tetracycline cut the antibiotic\'s serum concentration and area under the curve by about 30%; doxycycline absorption did not change significantly.',
    },
    management: {
      pt: 'Não tomar o zinco junto com a tetraciclina; separar as doses ou pausar o zinco durante o antibiótico.',
      en: 'Do not take zinc together with tetracycline; separate the doses or pause zinc during the antibiotic.',
    },
    references: [REFS.penttila1975],
  },
  {
    // Issue 39: the formula's own line ('Separar da tetraciclina (zinco)') as a record, from its zinc's (15 mg).
    supplement: { name: 'Fórmula Imunidade' },
    other: { kind: 'drug', key: 'tetraciclina' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Pelo zinco da fórmula (15 mg): em 7 voluntários, 45 mg de zinco (sulfato) tomados junto com 500 mg de tetraciclina reduziram em cerca de 30% a concentração sérica e a área sob a curva do antibiótico (extrapolação para a dose da fórmula).',
      en: "Through the formula's zinc (15 mg): in 7 volunteers, 45 mg of zinc (sulphate) taken with 500 mg of tetracycline cut the antibiotic's serum concentration and area under the curve by about 30% (extrapolated to the formula's dose).",
    },
    management: {
      pt: 'Não tomar a fórmula junto com a tetraciclina; separar as doses ou pausar a fórmula durante o antibiótico.',
      en: 'Do not take the formula together with tetracycline; separate the doses or pause the formula during the antibiotic.',
    },
    references: [REFS.penttila1975],
  },
  {
    supplement: { name: 'Vitamina B12' },
    other: { kind: 'drug', key: 'metformina' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'Em ensaio randomizado de 4,3 anos (850 mg de metformina 3x/dia), a vitamina B12 caiu 19% em relação ao placebo e a deficiência (< 150 pmol/L) foi 7,2 pontos percentuais mais frequente (NNH 13,8).',
      en: 'In a 4.3-year randomised trial (metformin 850 mg three times daily), vitamin B12 fell 19% relative to placebo and deficiency (< 150 pmol/L) was 7.2 percentage points more common (NNH 13.8).',
    },
    management: {
      pt: 'Em uso prolongado de metformina, dosar a vitamina B12 periodicamente e suplementar quando baixa.',
      en: 'With long-term metformin use, check vitamin B12 periodically and supplement when it is low.',
    },
    references: [REFS.deJager2010],
  },
  {
    supplement: { name: 'Vitamina B12' },
    other: { kind: 'drug_class', key: 'ibp' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A supressão ácida prejudica a liberação da B12 dos alimentos. Em estudo caso-controle, 2 anos ou mais de IBP associaram-se a risco maior de deficiência de B12 (OR 1,65), maior com doses mais altas.',
      en: 'Acid suppression impairs the release of B12 from food. In a case-control study, 2 years or more of PPI use was associated with a higher risk of B12 deficiency (OR 1.65), greater with higher doses.',
    },
    management: {
      pt: 'Em uso prolongado de IBP, dosar a vitamina B12, sobretudo em idosos; suplementar quando baixa.',
      en: 'With long-term PPI use, check vitamin B12, especially in older adults; supplement when it is low.',
    },
    references: [REFS.lam2013],
  },
  {
    supplement: { name: 'Vitamina B3 (Niacina)', form: 'Ácido nicotínico' },
    other: { kind: 'drug_class', key: 'estatinas' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'A',
    mechanism: {
      pt: 'No ensaio HPS2-THRIVE (25.673 pacientes em sinvastatina 40 mg), acrescentar 2 g/dia de ácido nicotínico de liberação prolongada aumentou a miopatia definida (0,16% contra 0,04% ao ano; RR 4,4), sobretudo em pacientes chineses.',
      en: 'In the HPS2-THRIVE trial (25,673 patients on simvastatin 40 mg), adding 2 g/day of extended-release nicotinic acid increased definite myopathy (0.16% versus 0.04% a year; RR 4.4), especially in Chinese patients.',
    },
    management: {
      pt: 'Não associar ácido nicotínico em dose farmacológica a estatina sem indicação médica; orientar sobre dor ou fraqueza muscular e dosar CK se surgirem.',
      en: 'Do not add pharmacological doses of nicotinic acid to a statin without a medical indication; advise on muscle pain or weakness and check CK if they appear.',
    },
    references: [REFS.hps2thrive2013],
  },
  {
    supplement: { name: 'Vitamina C' },
    other: { kind: 'drug_class', key: 'estatinas' },
    severity: 'leve', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'No ensaio HATS (160 coronariopatas), um coquetel antioxidante com vitamina C 1.000 mg, vitamina E 800 UI, betacaroteno 25 mg e selênio 100 µg atenuou o aumento protetor do HDL2 com sinvastatina + niacina e o benefício angiográfico e clínico.',
      en: 'In the HATS trial (160 coronary patients), an antioxidant cocktail of vitamin C 1,000 mg, vitamin E 800 IU, beta-carotene 25 mg and selenium 100 µg blunted the protective HDL2 rise with simvastatin plus niacin and its angiographic and clinical benefit.',
    },
    management: {
      pt: 'Em coronariopatas tratados com estatina (e niacina), evitar antioxidantes em dose alta sem indicação.',
      en: 'In coronary patients treated with a statin (and niacin), avoid high-dose antioxidants without an indication.',
    },
    references: [REFS.brown2001],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'drug_class', key: 'estatinas' },
    severity: 'leve', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'No ensaio HATS, o coquetel antioxidante com vitamina E 800 UI (mais vitamina C, betacaroteno e selênio) atenuou o aumento do HDL2 e o benefício de sinvastatina + niacina em coronariopatas.',
      en: 'In the HATS trial, the antioxidant cocktail with vitamin E 800 IU (plus vitamin C, beta-carotene and selenium) blunted the HDL2 rise and the benefit of simvastatin plus niacin in coronary patients.',
    },
    management: {
      pt: 'Em coronariopatas tratados com estatina (e niacina), evitar vitamina E em dose alta sem indicação.',
      en: 'In coronary patients treated with a statin (and niacin), avoid high-dose vitamin E without an indication.',
    },
    references: [REFS.brown2001],
  },
  {
    supplement: { name: 'Schisandra chinensis' },
    other: { kind: 'drug', key: 'tacrolimo' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Extrato de Schisandra (S. sphenanthera) por 13 dias aumentou em 164% a área sob a curva e em 227% o pico do tacrolimo em voluntários sadios e reduziu a sua depuração em 49%, por inibição do metabolismo (CYP3A) do fármaco; o estudo não usou S. chinensis.',
      en: 'Schisandra extract (S. sphenanthera) for 13 days raised tacrolimus area under the curve by 164% and peak by 227% in healthy volunteers and cut its clearance by 49%, by inhibiting the drug\'s (CYP3A) metabolism; the study did not use S. chinensis.',
    },
    management: {
      pt: 'Evitar em transplantados; se usada, monitorar os níveis sanguíneos de tacrolimo e ajustar a dose.',
      en: 'Avoid in transplant recipients; if used, monitor tacrolimus blood levels and adjust the dose.',
    },
    references: [REFS.xin2007],
  },
  {
    supplement: { name: 'Potássio' },
    other: { kind: 'drug_class', key: 'bra' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Os bloqueadores do receptor de angiotensina II reduzem a excreção renal de potássio pela inibição do sistema renina-angiotensina-aldosterona; agentes que contêm potássio somam-se a esse risco de hipercalemia.',
      en: 'Angiotensin II receptor blockers reduce renal potassium excretion by inhibiting the renin-angiotensin-aldosterone system; potassium-containing agents add to that risk of hyperkalaemia.',
    },
    management: {
      pt: 'Usar potássio suplementar só com indicação e com potássio sérico e função renal monitorados.',
      en: 'Use supplemental potassium only when indicated, with serum potassium and kidney function monitored.',
    },
    references: [REFS.benSalem2014],
  },
  {
    supplement: { name: 'Potássio' },
    other: { kind: 'drug_class', key: 'inibidores-calcineurina' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Os inibidores da calcineurina (ciclosporina, tacrolimo) prejudicam a excreção renal de potássio e estão entre os fármacos que causam hipercalemia; agentes que contêm potássio somam-se a esse risco.',
      en: 'Calcineurin inhibitors (ciclosporin, tacrolimus) impair renal potassium excretion and are among the drugs that cause hyperkalaemia; potassium-containing agents add to that risk.',
    },
    management: {
      pt: 'Evitar potássio suplementar sem indicação em transplantados; se usado, dosar o potássio sérico.',
      en: 'Avoid supplemental potassium without an indication in transplant recipients; if used, check serum potassium.',
    },
    references: [REFS.benSalem2014],
  },
  {
    supplement: { name: 'Cafeína' },
    other: { kind: 'drug_class', key: 'contraceptivos-orais' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O uso crônico de contraceptivo oral com baixa dose de estrogênio reduziu a depuração da cafeína (1,05 contra 1,75 mL/min/kg) e prolongou a sua meia-vida (7,9 contra 5,4 h).',
      en: 'Chronic use of a low-dose oestrogen oral contraceptive reduced caffeine clearance (1.05 versus 1.75 mL/min/kg) and prolonged its half-life (7.9 versus 5.4 h).',
    },
    management: {
      pt: 'Considerar doses menores de cafeína suplementar; observar insônia, taquicardia e ansiedade.',
      en: 'Consider lower doses of supplemental caffeine; watch for insomnia, tachycardia and anxiety.',
    },
    references: [REFS.abernethy1985],
  },
  {
    supplement: { name: 'Vitamina B9 (Metilfolato)' },
    other: { kind: 'drug', key: 'fenitoina' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A fenitoína reduz o folato sérico; a suplementação de ácido fólico em pacientes com deficiência de folato altera a farmacocinética da fenitoína, em geral baixando a sua concentração sérica, com possível volta das crises.',
      en: 'Phenytoin lowers serum folate; folic acid supplementation in folate-deficient patients changes phenytoin pharmacokinetics, usually lowering its serum concentration, with possible breakthrough seizures.',
    },
    management: {
      pt: 'Não iniciar folato em usuário de fenitoína sem avisar o neurologista; dosar a fenitoína sérica ao iniciar ou mudar a dose.',
      en: 'Do not start folate in a phenytoin user without telling the neurologist; check serum phenytoin when starting or changing the dose.',
    },
    references: [REFS.lewis1995],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'drug_class', key: 'antiplaquetarios' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em homens do ensaio ATBC, o sangramento gengival foi maior com alfa-tocoferol 50 mg/dia somado a ácido acetilsalicílico (33,4% dos sítios sondados, contra 25,8% sem nenhum dos dois).',
      en: 'In men from the ATBC trial, gingival bleeding was greatest with alpha-tocopherol 50 mg/day plus acetylsalicylic acid (33.4% of probed sites, versus 25.8% with neither).',
    },
    management: {
      pt: 'Evitar vitamina E em dose alta sem indicação em quem usa antiplaquetário; observar sinais de sangramento.',
      en: 'Avoid high-dose vitamin E without an indication in people on an antiplatelet agent; watch for bleeding.',
    },
    references: [REFS.liede1998],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'moderada', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'Em estudo controlado com pacientes estáveis em varfarina, 800 ou 1.200 UI/dia de vitamina E por 4 semanas não alteraram o RNI de forma clinicamente relevante; há porém relato de caso em que 1.200 UI/dia causaram equimoses e hematúria, e 800 UI/dia na reexposição reduziram os fatores dependentes de vitamina K e prolongaram o tempo de protrombina.',
      en: 'In a controlled study of patients stable on warfarin, 800 or 1,200 IU/day of vitamin E for 4 weeks did not change the INR in a clinically relevant way; yet in a case report 1,200 IU/day caused ecchymoses and haematuria, and 800 IU/day on rechallenge lowered the vitamin K-dependent factors and prolonged the prothrombin time.',
    },
    management: {
      pt: 'Evitar vitamina E em dose alta sem indicação em usuários de varfarina; se usada, monitorar o RNI e sinais de sangramento.',
      en: 'Avoid high-dose vitamin E without an indication in warfarin users; if used, monitor the INR and watch for bleeding.',
    },
    references: [REFS.kimWhite1996, REFS.corrigan1974],
  },
  {
    supplement: { name: 'Coenzima Q10' },
    other: { kind: 'drug', key: 'varfarina' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'D',
    mechanism: {
      pt: 'A coenzima Q10 tem estrutura semelhante à da vitamina K. Em três pacientes estáveis em varfarina, o RNI caiu (por exemplo, de 2,6 para 1,3) cerca de 2 semanas após iniciarem 30 mg/dia de ubidecarenona e voltou à faixa terapêutica após a suspensão.',
      en: 'Coenzyme Q10 is structurally similar to vitamin K. In three patients stable on warfarin, the INR fell (for example, from 2.6 to 1.3) about 2 weeks after starting 30 mg/day of ubidecarenone and returned to range after it was stopped.',
    },
    management: {
      pt: 'Não iniciar nem suspender sem avisar quem controla a anticoagulação; dosar o RNI ao iniciar, mudar a dose ou suspender.',
      en: 'Do not start or stop it without telling whoever manages the anticoagulation; check the INR when starting, changing the dose or stopping.',
    },
    references: [REFS.spigset1994],
  },
  {
    supplement: { name: 'Eleutherococcus senticosus' },
    other: { kind: 'drug', key: 'digoxina' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Componentes do ginseng-siberiano têm imunorreatividade semelhante à da digoxina: em soro de pacientes em digoxina, o extrato elevou falsamente a digoxina medida por imunoensaios (FPIA, Digoxin III), sem efeito no ensaio Tina-quant.',
      en: 'Siberian ginseng components have digoxin-like immunoreactivity: in serum from patients on digoxin, the extract falsely raised digoxin measured by immunoassays (FPIA, Digoxin III), with no effect on the Tina-quant assay.',
    },
    management: {
      pt: 'Informar o laboratório e interpretar a digoxina sérica com cautela (preferir método não afetado); avaliar clinicamente antes de ajustar a dose.',
      en: 'Tell the laboratory and interpret serum digoxin with caution (prefer an unaffected method); assess clinically before adjusting the dose.',
    },
    references: [REFS.dasgupta2008],
  },
  {
    supplement: { name: 'Panax ginseng' },
    other: { kind: 'drug', key: 'digoxina' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O ginseng asiático produziu imunorreatividade semelhante à da digoxina e elevou falsamente a digoxina medida pelo imunoensaio Digoxin III em soro de pacientes em digoxina; o ensaio Tina-quant não foi afetado.',
      en: 'Asian ginseng produced digoxin-like immunoreactivity and falsely raised digoxin measured by the Digoxin III immunoassay in serum from patients on digoxin; the Tina-quant assay was not affected.',
    },
    management: {
      pt: 'Informar o laboratório e interpretar a digoxina sérica com cautela; avaliar clinicamente antes de ajustar a dose.',
      en: 'Tell the laboratory and interpret serum digoxin with caution; assess clinically before adjusting the dose.',
    },
    references: [REFS.dasgupta2008],
  },
  {
    supplement: { name: 'Ashwagandha' },
    other: { kind: 'drug', key: 'digoxina' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A ashwagandha produziu imunorreatividade semelhante à da digoxina e elevou falsamente a digoxina medida pelo imunoensaio Digoxin III em soro de pacientes em digoxina; em concentração muito alta interferiu também no ensaio Tina-quant.',
      en: 'Ashwagandha produced digoxin-like immunoreactivity and falsely raised digoxin measured by the Digoxin III immunoassay in serum from patients on digoxin; at very high concentration it also interfered with the Tina-quant assay.',
    },
    management: {
      pt: 'Informar o laboratório e interpretar a digoxina sérica com cautela; avaliar clinicamente antes de ajustar a dose.',
      en: 'Tell the laboratory and interpret serum digoxin with caution; assess clinically before adjusting the dose.',
    },
    references: [REFS.dasgupta2008],
  },
  {
    supplement: { name: 'Ashwagandha' },
    other: { kind: 'condition', key: 'hipertireoidismo' },
    severity: 'grave', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em ensaio randomizado com 50 adultos com hipotireoidismo subclínico, 600 mg/dia de extrato de raiz por 8 semanas aumentaram T3 e T4 e reduziram o TSH em relação ao placebo; esse efeito estimulante pode agravar o hipertireoidismo.',
      en: 'In a randomised trial of 50 adults with subclinical hypothyroidism, 600 mg/day of root extract for 8 weeks raised T3 and T4 and lowered TSH compared with placebo; this stimulating effect may worsen hyperthyroidism.',
    },
    management: {
      pt: 'Evitar em pacientes com hipertireoidismo.',
      en: 'Avoid in patients with hyperthyroidism.',
    },
    references: [REFS.sharma2018],
  },
  {
    supplement: { name: 'Ashwagandha' },
    other: { kind: 'drug_class', key: 'hormonios-tireoidianos' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A ashwagandha (600 mg/dia de extrato de raiz) aumentou T3 e T4 e reduziu o TSH em hipotireoidismo subclínico; somada à reposição hormonal, pode alterar a dose necessária (extrapolação: o ensaio não incluiu usuários de levotiroxina).',
      en: 'Ashwagandha (600 mg/day of root extract) raised T3 and T4 and lowered TSH in subclinical hypothyroidism; added to hormone replacement it may change the dose needed (extrapolation: the trial did not include levothyroxine users).',
    },
    management: {
      pt: 'Dosar TSH e T4 livre após iniciar ou suspender a ashwagandha em quem usa hormônio tireoidiano.',
      en: 'Check TSH and free T4 after starting or stopping ashwagandha in people taking thyroid hormone.',
    },
    references: [REFS.sharma2018],
  },
  {
    supplement: { name: 'L-Carnitina' },
    other: { kind: 'drug_class', key: 'hormonios-tireoidianos' },
    severity: 'leve', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'A L-carnitina é antagonista periférico da ação dos hormônios tireoidianos (inibe a entrada de T3 e T4 no núcleo): em mulheres em dose supressiva de levotiroxina, 2 a 4 g/dia reverteram e preveniram sintomas e alterações bioquímicas de hipertireoidismo.',
      en: 'L-carnitine is a peripheral antagonist of thyroid hormone action (it inhibits T3 and T4 entry into the nucleus): in women on a suppressive levothyroxine dose, 2 to 4 g/day reversed and prevented hyperthyroid symptoms and biochemical changes.',
    },
    management: {
      pt: 'Em quem usa hormônio tireoidiano para reposição, doses altas de carnitina podem reduzir o seu efeito; acompanhar sintomas e função tireoidiana.',
      en: 'In people on thyroid hormone replacement, high carnitine doses may blunt its effect; follow symptoms and thyroid function.',
    },
    references: [REFS.benvenga2001],
  },
  {
    supplement: { name: 'L-Carnitina' },
    other: { kind: 'drug', key: 'acido-valproico' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'O ácido valproico reduz a carnitina plasmática e associa-se a hiperamonemia (relação inversa com a dose de valproato); 50 mg/kg/dia de carnitina oral por 4 semanas corrigiram a deficiência e a hiperamonemia.',
      en: 'Valproic acid lowers plasma carnitine and is associated with hyperammonaemia (inversely related to the valproate dose); oral carnitine 50 mg/kg/day for 4 weeks corrected the deficiency and the hyperammonaemia.',
    },
    management: {
      pt: 'Interação em que o suplemento pode ser útil: em usuários de valproato com carnitina baixa ou hiperamonemia, a reposição deve ser decidida com o médico.',
      en: 'An interaction where the supplement may help: in valproate users with low carnitine or hyperammonaemia, replacement should be decided with the physician.',
    },
    references: [REFS.ohtani1982],
  },
  {
    supplement: { name: 'L-Tirosina' },
    other: { kind: 'drug', key: 'levodopa' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Aminoácidos neutros grandes competem com a levodopa pelo transporte do plasma ao cérebro: fenilalanina, leucina ou isoleucina orais (100 mg/kg) reverteram o efeito da levodopa em pacientes com flutuações. A tirosina é um aminoácido neutro grande (extrapolação: não foi testada).',
      en: 'Large neutral amino acids compete with levodopa for transport from plasma to the brain: oral phenylalanine, leucine or isoleucine (100 mg/kg) reversed the levodopa effect in patients with fluctuations. Tyrosine is a large neutral amino acid (extrapolation: it was not tested).',
    },
    management: {
      pt: 'Evitar doses altas de tirosina perto das tomadas de levodopa; observar piora das flutuações motoras.',
      en: 'Avoid high tyrosine doses close to levodopa doses; watch for worsening motor fluctuations.',
    },
    references: [REFS.nutt1984],
  },
  {
    supplement: { name: 'N-Acetilcisteína' },
    other: { kind: 'drug', key: 'nitroglicerina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'A N-acetilcisteína potencializa o efeito vasodilatador da nitroglicerina: em ensaio randomizado em angina instável, a combinação causou efeitos adversos em 35% dos pacientes, sobretudo cefaleia intolerável, quase o dobro do observado com nitroglicerina isolada.',
      en: 'N-acetylcysteine potentiates the vasodilator effect of glyceryl trinitrate: in a randomised trial in unstable angina, the combination caused adverse effects in 35% of patients, mainly intolerable headache, almost twice as often as glyceryl trinitrate alone.',
    },
    management: {
      pt: 'Evitar a associação sem orientação do cardiologista; se usada, orientar sobre cefaleia e hipotensão.',
      en: 'Avoid the combination without the cardiologist\'s advice; if used, advise on headache and hypotension.',
    },
    references: [REFS.ardissino1997],
  },
  {
    supplement: { name: 'Cromo' },
    other: { kind: 'drug_class', key: 'biguanidas' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em meta-análise de 25 ensaios randomizados em diabetes, a suplementação de cromo reduziu a HbA1c em 0,55 ponto e a glicemia de jejum; somada a antidiabéticos, pode aumentar a redução da glicemia (extrapolação).',
      en: 'In a meta-analysis of 25 randomised trials in diabetes, chromium supplementation lowered HbA1c by 0.55 points and fasting glucose; added to antidiabetic drugs it may add to glucose lowering (extrapolation).',
    },
    management: {
      pt: 'Monitorar a glicemia ao iniciar cromo em quem usa antidiabéticos.',
      en: 'Monitor blood glucose when starting chromium in people taking antidiabetic drugs.',
    },
    references: [REFS.suksomboon2014],
  },
  {
    supplement: { name: 'Vitamina B1 (Tiamina)' },
    other: { kind: 'drug_class', key: 'diureticos-alca' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Em pacientes com insuficiência cardíaca em furosemida, houve evidência bioquímica de deficiência grave de tiamina em 24 de 25 dos que usavam 80 mg/dia ou mais e em 4 de 7 dos que usavam 40 mg/dia.',
      en: 'In heart failure patients on furosemide, there was biochemical evidence of severe thiamine deficiency in 24 of 25 taking 80 mg/day or more and in 4 of 7 taking 40 mg/day.',
    },
    management: {
      pt: 'Interação em que o suplemento pode ser útil: em uso prolongado de diurético de alça, avaliar o estado de tiamina e suplementar quando indicado.',
      en: 'An interaction where the supplement may help: with long-term loop diuretic use, assess thiamine status and supplement when indicated.',
    },
    references: [REFS.zenuk2003],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'drug', key: 'rivaroxabana' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em meta-análise de ensaios randomizados, a vitamina E aumentou o risco de AVC hemorrágico (RR 1,22), um risco que se soma ao do anticoagulante oral direto (rivaroxabana) (extrapolação: não há estudos da associação com anticoagulantes orais diretos).',
      en: 'In a meta-analysis of randomised trials, vitamin E increased the risk of haemorrhagic stroke (RR 1.22), a risk that adds to that of the direct oral anticoagulant (rivaroxaban) (extrapolation: the combination with direct oral anticoagulants has not been studied).',
    },
    management: {
      pt: 'Evitar vitamina E em dose alta sem indicação clara; se usada, orientar sobre sinais de sangramento.',
      en: 'Avoid high-dose vitamin E without a clear indication; if used, advise on signs of bleeding.',
    },
    references: [REFS.schurks2010],
  },
  {
    supplement: { name: 'Vitamina E' },
    other: { kind: 'drug', key: 'apixabana' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em meta-análise de ensaios randomizados, a vitamina E aumentou o risco de AVC hemorrágico (RR 1,22), um risco que se soma ao do anticoagulante oral direto (apixabana) (extrapolação: não há estudos da associação com anticoagulantes orais diretos).',
      en: 'In a meta-analysis of randomised trials, vitamin E increased the risk of haemorrhagic stroke (RR 1.22), a risk that adds to that of the direct oral anticoagulant (apixaban) (extrapolation: the combination with direct oral anticoagulants has not been studied).',
    },
    management: {
      pt: 'Evitar vitamina E em dose alta sem indicação clara; se usada, orientar sobre sinais de sangramento.',
      en: 'Avoid high-dose vitamin E without a clear indication; if used, advise on signs of bleeding.',
    },
    references: [REFS.schurks2010],
  },
  {
    supplement: { name: 'Vitamina D3' },
    other: { kind: 'drug_class', key: 'anticonvulsivantes' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Anticonvulsivantes de uso crônico alteram o metabolismo da vitamina D: em crianças tratadas, a 25(OH)D foi menor que nos controles no inverno (12,6 contra 19,6 ng/mL), mas não no verão, com mais exposição solar.',
      en: 'Long-term anticonvulsants alter vitamin D metabolism: in treated children, 25(OH)D was lower than in controls in winter (12.6 versus 19.6 ng/mL), but not in summer, with more sun exposure.',
    },
    management: {
      pt: 'Em uso crônico de anticonvulsivante, dosar a 25(OH)D e considerar vitamina D profilática quando a exposição solar for insuficiente.',
      en: 'With long-term anticonvulsant use, check 25(OH)D and consider prophylactic vitamin D when sun exposure is insufficient.',
    },
    references: [REFS.riancho1989],
  },
  {
    supplement: { name: 'Zinco' },
    other: { kind: 'drug_class', key: 'diureticos-tiazidicos' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Em ensaio randomizado, bendroflumetiazida, clortalidona e hidroclorotiazida aumentaram a concentração urinária de zinco em 30% e a excreção total em 60%; os diuréticos de alça aumentaram bem menos a perda.',
      en: 'In a randomised trial, bendroflumethiazide, chlortalidone and hydrochlorothiazide raised urinary zinc concentration by 30% and total excretion by 60%; loop diuretics increased the loss much less.',
    },
    management: {
      pt: 'Em uso prolongado de tiazídico, atentar para sinais de deficiência de zinco; a suplementação, se indicada, segue a dose de manutenção.',
      en: 'With long-term thiazide use, watch for signs of zinc deficiency; if supplementation is indicated, use a maintenance dose.',
    },
    references: [REFS.wester1980],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'condition', key: 'hemocromatose' },
    severity: 'grave', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Na hemocromatose a absorção intestinal de ferro é aumentada e o ferro se acumula no fígado, no coração, no pâncreas e nas articulações; a diretriz da AASLD orienta não usar suplementos de ferro.',
      en: 'In haemochromatosis intestinal iron absorption is increased and iron accumulates in the liver, heart, pancreas and joints; the AASLD guideline advises against iron supplements.',
    },
    management: {
      pt: 'Não suplementar ferro em paciente com hemocromatose; investigar sobrecarga de ferro (saturação de transferrina, ferritina) antes de prescrever quando houver suspeita.',
      en: 'Do not supplement iron in a patient with haemochromatosis; check for iron overload (transferrin saturation, ferritin) before prescribing when it is suspected.',
    },
    references: [REFS.bacon2011],
  },
  {
    supplement: { name: 'Vitamina C' },
    other: { kind: 'condition', key: 'hemocromatose' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'A vitamina C aumenta a absorção do ferro não heme; na hemocromatose, em que a absorção de ferro já é excessiva, a diretriz da AASLD orienta evitar suplementos de vitamina C.',
      en: 'Vitamin C increases non-haem iron absorption; in haemochromatosis, where iron absorption is already excessive, the AASLD guideline advises avoiding vitamin C supplements.',
    },
    management: {
      pt: 'Não usar vitamina C suplementar em paciente com hemocromatose, sobretudo junto às refeições.',
      en: 'Do not use supplemental vitamin C in a patient with haemochromatosis, especially with meals.',
    },
    references: [REFS.bacon2011],
  },
  {
    // Issue 39: the monograph's 'Cautela em doença hepática (acúmulo no sistema nervoso)' as a record.
    supplement: { name: 'Manganês' },
    other: { kind: 'condition', key: 'hepatopatia' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'O manganês é eliminado sobretudo pelo fígado (bile); na cirrose, mesmo o da dieta pode acumular-se: em 3 pacientes com cirrose e sintomas neurológicos o manganês no sangue estava elevado, com hipersinal em T1 nos globos pálidos e na substância negra, como na intoxicação por manganês.',
      en: 'Manganese is cleared mainly by the liver (bile); in cirrhosis even dietary manganese may accumulate: in 3 patients with cirrhosis and neurological symptoms blood manganese was raised, with T1 hyperintensity in the globi pallidi and substantia nigra, as in manganese intoxication.',
    },
    management: {
      pt: 'Evitar suplementar manganês em hepatopatia crônica; se houver sintomas neurológicos, considerar acúmulo de manganês.',
      en: 'Avoid manganese supplements in chronic liver disease; with neurological symptoms, consider manganese accumulation.',
    },
    references: [REFS.hauser1994],
  },
  {
    // Issue 39: the monograph's 'Cautela em imunossuprimidos graves' as a record.
    supplement: { name: 'Lactobacillus acidophilus' },
    other: { kind: 'condition', key: 'imunossupressao' },
    severity: 'moderada', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'A bacteremia por Lactobacillus é rara, mas tem mortalidade alta; os fatores de risco incluem doença de base grave, imunossupressão, internação em UTI e cateter venoso central, e é mais comum em quem usa probióticos do que em quem não usa.',
      en: 'Lactobacillus bacteraemia is rare but carries a high mortality; risk factors include severe underlying disease, immune suppression, intensive care admission and central venous catheters, and it is more common in people taking probiotics than in those who are not.',
    },
    management: {
      pt: 'Em imunossupressão grave, internação em UTI ou com cateter venoso central, pesar o benefício antes de usar; diante de febre, lembrar do probiótico nas hemoculturas.',
      en: 'In severe immune suppression, intensive care or with a central venous catheter, weigh the benefit before use; with fever, mention the probiotic when reading blood cultures.',
    },
    references: [REFS.kullar2023],
  },
  {
    supplement: { name: 'Magnésio' },
    other: { kind: 'drug_class', key: 'diureticos-poupadores-potassio' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Os diuréticos poupadores de potássio tendem a aumentar o magnésio sérico e intracelular, ao contrário dos tiazídicos e dos de alça.',
      en: 'Potassium-sparing diuretics tend to raise serum and intracellular magnesium, unlike thiazide and loop diuretics.',
    },
    management: {
      pt: 'Não há necessidade de magnésio suplementar atribuível ao diurético; se usado, dosar o magnésio sérico, sobretudo com função renal reduzida.',
      en: 'There is no need for supplemental magnesium due to the diuretic; if used, check serum magnesium, especially with reduced kidney function.',
    },
    references: [REFS.davies1993],
  },
  {
    supplement: { name: 'Zinco' },
    other: { kind: 'drug', key: 'doxiciclina' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'Em 7 voluntários, 45 mg de zinco (sulfato) tomados junto com 200 mg de doxiciclina não alteraram de forma significativa a absorção do antibiótico (ao contrário da tetraciclina, reduzida em cerca de 30%).',
      en: 'In 7 volunteers, 45 mg of zinc (sulphate) taken with 200 mg of doxycycline did not significantly change the absorption of the antibiotic (unlike tetracycline, reduced by about 30%).',
    },
    management: {
      pt: 'Sem ajuste previsto; por cautela, tomar o zinco em outro horário.',
      en: 'No adjustment expected; as a precaution, take zinc at another time.',
    },
    references: [REFS.penttila1975],
  },
  {
    supplement: { name: 'Vitamina A' },
    other: { kind: 'drug', key: 'orlistate' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'Em adolescentes em uso de orlistate 120 mg 3x/dia com multivitamínico, a absorção aguda de retinol não se alterou e o retinol sérico ficou estável (a vitamina D caiu e a absorção de vitamina E diminuiu).',
      en: 'In adolescents taking orlistat 120 mg three times daily with a multivitamin, acute retinol absorption did not change and serum retinol stayed stable (vitamin D fell and vitamin E absorption decreased).',
    },
    management: {
      pt: 'Sem ajuste previsto para a vitamina A; tomar o multivitamínico longe do orlistate, como indica a sua bula.',
      en: 'No adjustment expected for vitamin A; take the multivitamin apart from orlistat, as its label advises.',
    },
    references: [REFS.mcduffie2002],
  },
  {
    supplement: { name: 'Potássio' },
    other: { kind: 'drug_class', key: 'betabloqueadores' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Os betabloqueadores dificultam a entrada do potássio nas células e estão entre os fármacos que causam hipercalemia; agentes que contêm potássio somam-se a esse risco.',
      en: 'Beta blockers impair potassium shift into cells and are among the drugs that cause hyperkalaemia; potassium-containing agents add to that risk.',
    },
    management: {
      pt: 'Usar potássio suplementar só com indicação; dosar o potássio sérico se houver doença renal ou outros fármacos que retêm potássio.',
      en: 'Use supplemental potassium only when indicated; check serum potassium with kidney disease or other potassium-retaining drugs.',
    },
    references: [REFS.benSalem2014],
  },
  {
    supplement: { name: 'Betacaroteno' },
    other: { kind: 'drug_class', key: 'estatinas' },
    severity: 'leve', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'No ensaio HATS (160 coronariopatas), o coquetel antioxidante com betacaroteno 25 mg (mais vitaminas C e E) atenuou o aumento protetor do HDL2 e o benefício de sinvastatina + niacina.',
      en: 'In the HATS trial (160 coronary patients), the antioxidant cocktail with beta-carotene 25 mg (plus vitamins C and E) blunted the protective HDL2 rise and the benefit of simvastatin plus niacin.',
    },
    management: {
      pt: 'Em coronariopatas tratados com estatina (e niacina), evitar antioxidantes em dose alta sem indicação.',
      en: 'In coronary patients treated with a statin (and niacin), avoid high-dose antioxidants without an indication.',
    },
    references: [REFS.brown2001],
  },
  {
    supplement: { name: 'Selênio' },
    other: { kind: 'drug_class', key: 'estatinas' },
    severity: 'leve', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'No ensaio HATS (160 coronariopatas), o coquetel antioxidante com selênio 100 µg (mais vitaminas C e E) atenuou o aumento protetor do HDL2 e o benefício de sinvastatina + niacina.',
      en: 'In the HATS trial (160 coronary patients), the antioxidant cocktail with selenium 100 µg (plus vitamins C and E) blunted the protective HDL2 rise and the benefit of simvastatin plus niacin.',
    },
    management: {
      pt: 'Em coronariopatas tratados com estatina (e niacina), evitar antioxidantes em dose alta sem indicação.',
      en: 'In coronary patients treated with a statin (and niacin), avoid high-dose antioxidants without an indication.',
    },
    references: [REFS.brown2001],
  },
  {
    supplement: { name: 'BCAA' },
    other: { kind: 'drug', key: 'levodopa' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'B',
    mechanism: {
      pt: 'Leucina ou isoleucina orais (100 mg/kg) reverteram o efeito terapêutico da levodopa em pacientes com flutuações, sem baixar a levodopa plasmática: competem pelo transporte do plasma ao cérebro.',
      en: 'Oral leucine or isoleucine (100 mg/kg) reversed the therapeutic effect of levodopa in patients with fluctuations without lowering plasma levodopa: they compete for transport from plasma to the brain.',
    },
    management: {
      pt: 'Evitar doses altas de BCAA perto das tomadas de levodopa; observar piora das flutuações motoras.',
      en: 'Avoid high BCAA doses close to levodopa doses; watch for worsening motor fluctuations.',
    },
    references: [REFS.nutt1984],
  },
  {
    supplement: { name: 'Whey Protein' },
    other: { kind: 'drug', key: 'levodopa' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Refeições ricas em proteína reverteram o efeito da levodopa em pacientes com flutuações, pela competição dos aminoácidos neutros grandes com a levodopa pelo transporte ao cérebro.',
      en: 'High-protein meals reversed the levodopa effect in patients with fluctuations, through competition of large neutral amino acids with levodopa for transport into the brain.',
    },
    management: {
      pt: 'Tomar a proteína longe das doses de levodopa e observar flutuações motoras.',
      en: 'Take the protein apart from levodopa doses and watch for motor fluctuations.',
    },
    references: [REFS.nutt1984],
  },
  // Issue 39, seed contradictions (2026-11-29): prose claims a source confirms.
  {
    supplement: { name: 'Fósforo' },
    other: { kind: 'condition', key: 'insuficiencia-renal' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'O fósforo é eliminado pelos rins; na doença renal crônica a perda progressiva da função renal leva à sua retenção. O fósforo sérico se mantém normal por mecanismos compensatórios até a doença avançada (estágio 5), e o fósforo sérico alto associa-se a maior mortalidade, em diálise e em estágios anteriores.',
      en: 'Phosphorus is cleared by the kidneys; in chronic kidney disease the progressive loss of kidney function leads to its retention. Serum phosphorus is kept normal by compensatory mechanisms until advanced disease (stage 5), and high serum phosphorus is associated with higher mortality, on dialysis and in earlier stages.',
    },
    management: {
      pt: 'Na doença renal crônica o fósforo da dieta é restringido no tratamento; não suplementar fósforo sem indicação do nefrologista e dosar o fósforo sérico.',
      en: 'In chronic kidney disease dietary phosphorus is restricted as part of treatment; do not supplement phosphorus without the nephrologist\'s indication, and check serum phosphorus.',
    },
    references: [REFS.kalantarZadeh2010],
  },
  {
    supplement: { name: 'Coenzima Q10' },
    other: { kind: 'drug_class', key: 'estatinas' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'As estatinas inibem a HMG-CoA redutase, da via que também sintetiza a coenzima Q10: em ensaio duplo-cego de 18 semanas com 45 pacientes, a CoQ10 sérica caiu 29% com lovastatina (20–80 mg/dia) e 20% com pravastatina (10–40 mg/dia), de forma dependente da dose.',
      en: 'Statins inhibit HMG-CoA reductase, in the pathway that also makes coenzyme Q10: in an 18-week double-blind trial in 45 patients, serum CoQ10 fell by 29% with lovastatin (20–80 mg/day) and 20% with pravastatin (10–40 mg/day), in a dose-related way.',
    },
    management: {
      pt: 'A associação não é contraindicada; a queda da CoQ10 sérica com a estatina é esperada. Sintomas musculares em uso de estatina são avaliados pelo médico; não suspender a estatina por conta própria.',
      en: 'The combination is not contraindicated; the fall in serum CoQ10 with a statin is expected. Muscle symptoms on a statin are assessed by the doctor; do not stop the statin on your own.',
    },
    references: [REFS.mortensen1997],
  },
  {
    supplement: { name: 'Fórmula Controle Glicêmico' },
    other: { kind: 'drug_class', key: 'biguanidas' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Pelo cromo da fórmula (picolinato, 200 mcg por dose): em meta-análise de 25 ensaios randomizados em diabetes, a suplementação de cromo reduziu a HbA1c em 0,55 ponto e a glicemia de jejum; somada a antidiabéticos, pode aumentar a redução da glicemia (extrapolação para a fórmula).',
      en: "Through the formula's chromium (picolinate, 200 mcg per dose): in a meta-analysis of 25 randomised trials in diabetes, chromium supplementation lowered HbA1c by 0.55 points and fasting glucose; added to antidiabetic drugs it may add to glucose lowering (extrapolated to the formula).",
    },
    management: {
      pt: 'Monitorar a glicemia ao iniciar a fórmula em quem usa antidiabéticos.',
      en: 'Monitor blood glucose when starting the formula in people taking antidiabetic drugs.',
    },
    references: [REFS.suksomboon2014],
  },
  {
    supplement: { name: 'Boldo' },
    other: { kind: 'condition', key: 'hepatopatia' },
    severity: 'grave', likelihood: 'possivel', evidence: 'D',
    mechanism: {
      pt: 'A Comissão E alemã contraindica o boldo em doença hepática grave e em obstrução biliar. Há relatos de hepatotoxicidade pelo chá de folhas: um homem de 87 anos teve icterícia e enzimas hepáticas elevadas após um mês de infusões, com recuperação completa uma semana após suspender (causalidade considerada provável, outras causas excluídas).',
      en: 'The German Commission E contraindicates boldo in severe liver disease and biliary obstruction. Liver injury from the leaf tea has been reported: an 87-year-old man developed jaundice and raised liver enzymes after a month of infusions and fully recovered a week after stopping (causality judged probable, other causes excluded).',
    },
    management: {
      pt: 'Evitar em doença hepática grave e em obstrução biliar; suspender se surgir icterícia ou alteração das enzimas hepáticas.',
      en: 'Avoid in severe liver disease and biliary obstruction; stop if jaundice or abnormal liver enzymes appear.',
    },
    references: [REFS.sa2020],
  },
  // Issue 39, item 1, second coverage pass (checked 2026-11-29): ODS pairs left out by the first pass and
  // further pairs for seeded nutrients, each from the study the record cites (docs/decisions/interactions-checker.md).
  {
    supplement: { name: 'Vitamina B9 (Metilfolato)' },
    other: { kind: 'drug', key: 'sulfassalazina' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'A sulfassalazina reduz a absorção intestinal do folato: em 6 pacientes com retocolite ulcerativa, a absorção de um folato marcado (5-metiltetraidrofolato) caiu de 76,7% para 69,4% após 3 meses do medicamento; em 4 que desenvolveram anemia megaloblástica ou macrocitose, subiu de 66,3% para 82,4% ao suspendê-lo. A deficiência só se tornou relevante quando havia outras causas (doença celíaca, desnutrição grave, hemólise).',
      en: 'Sulfasalazine reduces intestinal folate absorption: in 6 patients with ulcerative colitis, absorption of a labelled folate (5-methyltetrahydrofolate) fell from 76.7% to 69.4% after 3 months of the drug; in 4 who developed megaloblastic anaemia or macrocytosis, it rose from 66.3% to 82.4% when the drug was stopped. Deficiency mattered only when other causes were present (coeliac disease, severe undernutrition, haemolysis).',
    },
    management: {
      pt: 'A associação não é contraindicada: o folato corrige a deficiência. Em uso prolongado de sulfassalazina com outros fatores de deficiência, avaliar o folato e o hemograma.',
      en: 'The combination is not contraindicated: folate corrects the deficiency. On long-term sulfasalazine with other causes of deficiency, check folate and the blood count.',
    },
    references: [REFS.swinson1981],
  },
  {
    supplement: { name: 'Vitamina B9 (Metilfolato)' },
    other: { kind: 'drug', key: 'metotrexato' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'O metotrexato é um antagonista do folato. Em ensaio duplo-cego com 79 pacientes com artrite reumatoide em metotrexato em dose baixa, ácido fólico 5 ou 27,5 mg por semana reduziu os escores de toxicidade em relação ao placebo sem alterar a eficácia do metotrexato (extrapolação do ácido fólico para as demais formas de folato).',
      en: 'Methotrexate is a folate antagonist. In a double-blind trial of 79 patients with rheumatoid arthritis on low-dose methotrexate, folic acid 5 or 27.5 mg per week lowered toxicity scores against placebo without changing methotrexate\'s efficacy (folic acid extrapolated to the other folate forms).',
    },
    management: {
      pt: 'Na artrite reumatoide, o folato com metotrexato é prescrito para reduzir a toxicidade: usar a dose e o dia definidos pelo médico. Em outros usos do metotrexato, não iniciar folato por conta própria.',
      en: 'In rheumatoid arthritis, folate with methotrexate is prescribed to reduce toxicity: use the dose and day set by the doctor. In other uses of methotrexate, do not start folate on your own.',
    },
    references: [REFS.morgan1994],
  },
  {
    supplement: { name: 'Ômega 3' },
    other: { kind: 'drug_class', key: 'antiplaquetarios' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em 10 voluntários sadios, ésteres etílicos de ômega-3 (4 cápsulas/dia por 28 dias) sozinhos não inibiram a agregação plaquetária, mas com AAS a inibiram frente a mais agonistas do que o AAS sozinho. Em ensaio cruzado com 12 adultos (8 g/dia de ômega-3 por 21 dias), o tempo de sangramento após AAS 325 mg não foi maior do que com óleo de oliva. Estudos com AAS (extrapolação para os demais antiplaquetários).',
      en: 'In 10 healthy volunteers, omega-3 acid ethyl esters (4 capsules/day for 28 days) alone did not inhibit platelet aggregation, but with aspirin inhibited it against more agonists than aspirin alone. In a crossover trial in 12 adults (8 g/day of omega-3 for 21 days), bleeding time after aspirin 325 mg was not longer than with olive oil. Studies with aspirin (extrapolated to the other antiplatelet agents).',
    },
    management: {
      pt: 'Os estudos não mostraram aumento clinicamente relevante de sangramento; com doses altas, estar atento a sangramentos e informar o uso antes de procedimentos.',
      en: 'The studies showed no clinically relevant increase in bleeding; at high doses, watch for bleeding and mention the supplement before procedures.',
    },
    references: [REFS.larson2008, REFS.mueller1991],
  },
  {
    supplement: { name: 'Vitamina B3 (Niacina)', form: 'Ácido nicotínico' },
    other: { kind: 'condition', key: 'hepatopatia' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Em coorte retrospectiva de 896 pacientes tratados com niacina de liberação controlada (dose média de manutenção 1,67 g/dia), 42 (4,7%) preencheram critérios de hepatotoxicidade possível ou provável pela niacina; doença hepática preexistente, dose alta e uso de álcool estiveram entre os fatores predisponentes.',
      en: 'In a retrospective cohort of 896 patients treated with controlled-release niacin (mean maintenance dose 1.67 g/day), 42 (4.7%) met criteria for possible or probable niacin hepatotoxicity; pre-existing liver disease, high dose and alcohol use were among the predisposing factors.',
    },
    management: {
      pt: 'Em doença hepática, evitar ácido nicotínico em dose farmacológica sem indicação médica; se indicado, dosar as enzimas hepáticas durante o uso.',
      en: 'In liver disease, avoid pharmacological doses of nicotinic acid without medical indication; if indicated, check liver enzymes during use.',
    },
    references: [REFS.gray1994],
  },
  {
    supplement: { name: 'Vitamina B3 (Niacina)', form: 'Ácido nicotínico' },
    other: { kind: 'drug_class', key: 'biguanidas' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'O ácido nicotínico em dose farmacológica eleva a glicemia: na mesma coorte (dose média 1,67 g/dia), a glicemia subiu 7% e a piora do controle glicêmico levou à suspensão da niacina em 43 de 106 diabéticos (40,6%). O resumo do estudo não detalha os antidiabéticos em uso (extrapolação para as biguanidas).',
      en: 'Pharmacological doses of nicotinic acid raise blood glucose: in the same cohort (mean dose 1.67 g/day), glucose rose by 7% and worse glycaemic control led to stopping niacin in 43 of 106 people with diabetes (40.6%). The abstract of the study does not detail their antidiabetic drugs (extrapolated to biguanides).',
    },
    management: {
      pt: 'Em diabéticos, monitorar a glicemia e a HbA1c ao iniciar ou aumentar o ácido nicotínico; o ajuste do antidiabético cabe ao médico.',
      en: 'In people with diabetes, monitor glucose and HbA1c when starting or raising nicotinic acid; adjusting the antidiabetic drug is for the doctor.',
    },
    references: [REFS.gray1994],
  },
  {
    supplement: { name: 'Vitamina C' },
    other: { kind: 'condition', key: 'insuficiencia-renal' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'D',
    mechanism: {
      pt: 'A vitamina C é metabolizada a oxalato; em doses altas, a cristalização de oxalato de cálcio nos túbulos renais causou nefropatia por oxalato com insuficiência renal aguda (relato de caso e revisão dos casos publicados). Aplicar isso a quem já tem função renal reduzida é extrapolação.',
      en: 'Vitamin C is metabolised to oxalate; at high doses, calcium oxalate crystallising in the renal tubules caused oxalate nephropathy with acute kidney failure (case report and review of published cases). Applying this to people whose kidney function is already reduced is an extrapolation.',
    },
    management: {
      pt: 'Na insuficiência renal, evitar doses altas de vitamina C sem indicação médica.',
      en: 'In kidney failure, avoid high doses of vitamin C without medical indication.',
    },
    references: [REFS.lamarche2011],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug', key: 'penicilamina' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'O ferro forma complexos com a penicilamina no intestino: tomados juntos, a biodisponibilidade do medicamento cai de forma marcada (revisão das interações dos suplementos de ferro).',
      en: 'Iron forms complexes with penicillamine in the gut: taken together, the drug\'s bioavailability falls markedly (review of iron supplement interactions).',
    },
    management: {
      pt: 'Não tomar juntos: tomar a penicilamina longe do ferro e avisar o médico ao iniciar ou suspender o ferro.',
      en: 'Do not take them together: take penicillamine apart from iron and tell the doctor when starting or stopping iron.',
    },
    references: [REFS.campbellHasinoff1991],
  },
  {
    supplement: { name: 'Cálcio' },
    other: { kind: 'drug_class', key: 'ibp' },
    severity: 'leve', likelihood: 'improvavel', evidence: 'B',
    mechanism: {
      pt: 'A menor acidez gástrica foi proposta como causa de menor absorção do cálcio, mas em 21 mulheres pós-menopáusicas o omeprazol 40 mg/dia por 30 dias não reduziu a absorção fracionada do cálcio das refeições (20% e 18% antes, 23% depois) e, em 12 adultos jovens, o esomeprazol não a alterou (34,2% contra 31,5% com placebo).',
      en: 'Lower gastric acidity has been proposed to reduce calcium absorption, but in 21 postmenopausal women omeprazole 40 mg/day for 30 days did not reduce fractional absorption of calcium from meals (20% and 18% before, 23% after) and, in 12 young adults, esomeprazole did not change it (34.2% against 31.5% with placebo).',
    },
    management: {
      pt: 'Nos estudos o cálcio das refeições foi absorvido normalmente: em uso de IBP, tomar o suplemento de cálcio junto das refeições.',
      en: 'In the studies calcium from meals was absorbed normally: on a PPI, take the calcium supplement with meals.',
    },
    references: [REFS.hansen2010, REFS.wright2010],
  },
  {
    supplement: { name: 'Ferro' },
    other: { kind: 'drug', key: 'metildopa' },
    severity: 'moderada', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'O ferro forma complexos com a metildopa no intestino: tomados juntos, a biodisponibilidade do medicamento cai de forma marcada (revisão das interações dos suplementos de ferro).',
      en: 'Iron forms complexes with methyldopa in the gut: taken together, the drug\'s bioavailability falls markedly (review of iron supplement interactions).',
    },
    management: {
      pt: 'Não tomar juntos: tomar a metildopa longe do ferro e acompanhar a pressão arterial ao iniciar ou suspender o ferro.',
      en: 'Do not take them together: take methyldopa apart from iron and follow blood pressure when starting or stopping iron.',
    },
    references: [REFS.campbellHasinoff1991],
  },
  {
    supplement: { name: 'Lactobacillus rhamnosus GG' },
    other: { kind: 'condition', key: 'imunossupressao' },
    severity: 'moderada', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'A bacteremia por Lactobacillus é rara, mas tem mortalidade alta; os fatores de risco incluem doença de base grave, imunossupressão, internação em UTI e cateter venoso central, e é mais comum em quem usa probióticos do que em quem não usa (revisão sobre o gênero Lactobacillus).',
      en: 'Lactobacillus bacteraemia is rare but carries a high mortality; risk factors include severe underlying disease, immune suppression, intensive care admission and central venous catheters, and it is more common in people taking probiotics than in those who are not (review of the Lactobacillus genus).',
    },
    management: {
      pt: 'Em imunossupressão grave, internação em UTI ou com cateter venoso central, pesar o benefício antes de usar; diante de febre, lembrar do probiótico nas hemoculturas.',
      en: 'In severe immune suppression, intensive care or with a central venous catheter, weigh the benefit before use; with fever, mention the probiotic when reading blood cultures.',
    },
    references: [REFS.kullar2023],
  },
  {
    supplement: { name: 'Lactobacillus casei' },
    other: { kind: 'condition', key: 'imunossupressao' },
    severity: 'moderada', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'A bacteremia por Lactobacillus é rara, mas tem mortalidade alta; os fatores de risco incluem doença de base grave, imunossupressão, internação em UTI e cateter venoso central, e é mais comum em quem usa probióticos do que em quem não usa (revisão sobre o gênero Lactobacillus).',
      en: 'Lactobacillus bacteraemia is rare but carries a high mortality; risk factors include severe underlying disease, immune suppression, intensive care admission and central venous catheters, and it is more common in people taking probiotics than in those who are not (review of the Lactobacillus genus).',
    },
    management: {
      pt: 'Em imunossupressão grave, internação em UTI ou com cateter venoso central, pesar o benefício antes de usar; diante de febre, lembrar do probiótico nas hemoculturas.',
      en: 'In severe immune suppression, intensive care or with a central venous catheter, weigh the benefit before use; with fever, mention the probiotic when reading blood cultures.',
    },
    references: [REFS.kullar2023],
  },
  {
    supplement: { name: 'Lactobacillus plantarum' },
    other: { kind: 'condition', key: 'imunossupressao' },
    severity: 'moderada', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'A bacteremia por Lactobacillus é rara, mas tem mortalidade alta; os fatores de risco incluem doença de base grave, imunossupressão, internação em UTI e cateter venoso central, e é mais comum em quem usa probióticos do que em quem não usa (revisão sobre o gênero Lactobacillus).',
      en: 'Lactobacillus bacteraemia is rare but carries a high mortality; risk factors include severe underlying disease, immune suppression, intensive care admission and central venous catheters, and it is more common in people taking probiotics than in those who are not (review of the Lactobacillus genus).',
    },
    management: {
      pt: 'Em imunossupressão grave, internação em UTI ou com cateter venoso central, pesar o benefício antes de usar; diante de febre, lembrar do probiótico nas hemoculturas.',
      en: 'In severe immune suppression, intensive care or with a central venous catheter, weigh the benefit before use; with fever, mention the probiotic when reading blood cultures.',
    },
    references: [REFS.kullar2023],
  },
  {
    supplement: { name: 'Lactobacillus reuteri' },
    other: { kind: 'condition', key: 'imunossupressao' },
    severity: 'moderada', likelihood: 'improvavel', evidence: 'C',
    mechanism: {
      pt: 'A bacteremia por Lactobacillus é rara, mas tem mortalidade alta; os fatores de risco incluem doença de base grave, imunossupressão, internação em UTI e cateter venoso central, e é mais comum em quem usa probióticos do que em quem não usa (revisão sobre o gênero Lactobacillus).',
      en: 'Lactobacillus bacteraemia is rare but carries a high mortality; risk factors include severe underlying disease, immune suppression, intensive care admission and central venous catheters, and it is more common in people taking probiotics than in those who are not (review of the Lactobacillus genus).',
    },
    management: {
      pt: 'Em imunossupressão grave, internação em UTI ou com cateter venoso central, pesar o benefício antes de usar; diante de febre, lembrar do probiótico nas hemoculturas.',
      en: 'In severe immune suppression, intensive care or with a central venous catheter, weigh the benefit before use; with fever, mention the probiotic when reading blood cultures.',
    },
    references: [REFS.kullar2023],
  },
  {
    supplement: { name: 'Fórmula Saúde Cardiovascular' },
    other: { kind: 'drug_class', key: 'antiplaquetarios' },
    severity: 'leve', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Pelo ômega-3 da fórmula (1.000 mg de EPA+DHA por dose): com AAS, ésteres etílicos de ômega-3 inibiram a agregação plaquetária frente a mais agonistas do que o AAS sozinho, e em outro ensaio o tempo de sangramento após AAS não foi maior do que com óleo de oliva (extrapolação para a fórmula e para os demais antiplaquetários).',
      en: "Through the formula's omega-3 (1,000 mg of EPA+DHA per dose): with aspirin, omega-3 acid ethyl esters inhibited platelet aggregation against more agonists than aspirin alone, and in another trial bleeding time after aspirin was not longer than with olive oil (extrapolated to the formula and to the other antiplatelet agents).",
    },
    management: {
      pt: 'Os estudos não mostraram aumento clinicamente relevante de sangramento; estar atento a sangramentos e informar o uso antes de procedimentos.',
      en: 'The studies showed no clinically relevant increase in bleeding; watch for bleeding and mention the formula before procedures.',
    },
    references: [REFS.larson2008, REFS.mueller1991],
  },
  {
    supplement: { name: 'Fórmula Controle Glicêmico' },
    other: { kind: 'drug', key: 'ciclosporina' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'C',
    mechanism: {
      pt: 'Pela berberina da fórmula (500 mg por dose): em revisão das interações de fitoterápicos com a ciclosporina, foi relatado aumento da concentração sanguínea de ciclosporina em pacientes que usavam berberina; a ciclosporina tem margem terapêutica estreita e depende de CYP3A4 e glicoproteína P (extrapolação para a fórmula).',
      en: "Through the formula's berberine (500 mg per dose): in a review of herbal interactions with ciclosporin, raised ciclosporin blood concentrations were reported in patients taking berberine; ciclosporin has a narrow therapeutic window and depends on CYP3A4 and P-glycoprotein (extrapolated to the formula).",
    },
    management: {
      pt: 'Evitar iniciar a fórmula por conta própria em uso de ciclosporina; se usada, dosar a ciclosporina sanguínea.',
      en: 'Do not start the formula on your own while taking ciclosporin; if used, check ciclosporin blood levels.',
    },
    references: [REFS.colombo2014],
  },
  {
    supplement: { name: 'Camomila' },
    other: { kind: 'drug', key: 'ciclosporina' },
    severity: 'moderada', likelihood: 'possivel', evidence: 'D',
    mechanism: {
      pt: 'Em revisão das interações de fitoterápicos com a ciclosporina, foi relatado aumento da concentração sanguínea de ciclosporina em pacientes que usavam camomila; a ciclosporina tem margem terapêutica estreita e depende de CYP3A4 e glicoproteína P.',
      en: 'In a review of herbal interactions with ciclosporin, raised ciclosporin blood concentrations were reported in patients using chamomile; ciclosporin has a narrow therapeutic window and depends on CYP3A4 and P-glycoprotein.',
    },
    management: {
      pt: 'Em uso de ciclosporina, evitar camomila em doses medicinais sem orientação; se usada, dosar a ciclosporina sanguínea.',
      en: 'On ciclosporin, avoid medicinal doses of chamomile without advice; if used, check ciclosporin blood levels.',
    },
    references: [REFS.colombo2014],
  },
  {
    supplement: { name: 'Fórmula Cabelos e Unhas' },
    other: { kind: 'drug', key: 'tetraciclina' },
    severity: 'leve', likelihood: 'provavel', evidence: 'C',
    mechanism: {
      pt: 'Pelo zinco da fórmula (15 mg): em 7 voluntários, 45 mg de zinco (sulfato) tomados junto com 500 mg de tetraciclina reduziram em cerca de 30% a concentração sérica e a área sob a curva do antibiótico (extrapolação para a dose da fórmula).',
      en: "Through the formula's zinc (15 mg): in 7 volunteers, 45 mg of zinc (sulphate) taken with 500 mg of tetracycline cut the antibiotic's serum concentration and area under the curve by about 30% (extrapolated to the formula's dose).",
    },
    management: {
      pt: 'Não tomar a fórmula junto com a tetraciclina; separar as doses ou pausar a fórmula durante o antibiótico.',
      en: 'Do not take the formula together with tetracycline; separate the doses or pause the formula during the antibiotic.',
    },
    references: [REFS.penttila1975],
  },
  {
    supplement: { name: 'Fórmula Pré-Treino' },
    other: { kind: 'drug', key: 'ciprofloxacino' },
    severity: 'leve', likelihood: 'provavel', evidence: 'B',
    mechanism: {
      pt: 'Pela cafeína da fórmula (200 mg por dose): o ciprofloxacino inibe o metabolismo hepático da cafeína e aumenta as suas concentrações séricas (extrapolação para a fórmula).',
      en: "Through the formula's caffeine (200 mg per dose): ciprofloxacin impairs the hepatic metabolism of caffeine and raises its serum concentrations (extrapolated to the formula).",
    },
    management: {
      pt: 'Reduzir ou suspender a fórmula durante o antibiótico; observar sinais de excesso de cafeína.',
      en: 'Reduce or pause the formula during the antibiotic; watch for signs of caffeine excess.',
    },
    references: [REFS.marchbanks1993],
  },
];
