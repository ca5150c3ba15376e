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
 * likelihood and the A–D evidence grade (docs/decisions.md, "Evidence grades", read here as the
 * strength of the evidence that the interaction happens and matters) are the demonstration's
 * editorial reading of those sources, like the grades in `../evidence.ts`.
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
];
