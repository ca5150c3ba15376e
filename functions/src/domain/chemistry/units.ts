import { moietyFraction } from './formula.js';

/**
 * Unit conversions for doses: mass units, and the vitamin units clinicians still meet on labels.
 * Every factor is cited where it is defined.
 */
export type MassUnit = 'g' | 'mg' | 'µg';

const MICROGRAMS_PER: Record<MassUnit, number> = { g: 1_000_000, mg: 1_000, µg: 1 };

export function convertMass(value: number, from: MassUnit, to: MassUnit): number {
  return (value * MICROGRAMS_PER[from]) / MICROGRAMS_PER[to];
}

/**
 * Vitamin D: 1 µg = 40 IU. USP, Ergocalciferol Tablets, Labeling: "40 USP Vitamin D Units = 1 µg"
 * (https://www.drugfuture.com/Pharmacopoeia/USP35/data/v35300/usp35nf30s0_m29780.html); the same
 * factor in IOM 2011's vitamin D values as Health Canada tabulates them (RDA 600 IU = 15 µg, UL
 * 4,000 IU = 100 µg; http://lobc.ca/index.php?ac=article&at=read&did=7).
 */
export const VITAMIN_D_IU_PER_MICROGRAM = 40;

export function vitaminDMicrogramsFromIU(iu: number): number {
  return iu / VITAMIN_D_IU_PER_MICROGRAM;
}

export function vitaminDIUFromMicrograms(micrograms: number): number {
  return micrograms * VITAMIN_D_IU_PER_MICROGRAM;
}

/**
 * Vitamin A in µg retinol activity equivalents (RAE), IOM 2001: 1 µg RAE = 1 µg preformed retinol =
 * 2 µg supplemental β-carotene in oil (Oxford, A Dictionary of Food and Nutrition, "retinol activity
 * equivalent", http://oxfordindex.oup.com/view/10.1093/oi/authority.20110803100416783; also the FAO
 * INFOODS list, https://listserv.fao.org/scripts/wa-fao.exe?A3=1410&L=INFOODS-FOOD-COMP-L), and
 * 1 IU of vitamin A = 0.3 µg retinol (same FAO INFOODS text). Retinyl esters count by the retinol they
 * carry, from their formulas: retinol C20H30O (USP, Oil-Soluble Vitamins Tablets, "vitamin A as retinol (C20H30O)",
 * https://doi.usp.org/USPNF/USPNF_M7170_06_01.html; 286.451 g/mol, https://quemist.com/compounds/retinol),
 * retinyl acetate C22H32O2 and retinyl palmitate C36H60O2 (sources in
 * local/seed/clinical/doses.ts); so 1 IU = 0.3 µg retinol = 0.55 µg retinyl palmitate, as
 * https://www.livestrong.com/article/425462-how-to-convert-vitamin-a-palmitate-iu-to-micrograms/ states.
 */
export const RETINOL_MICROGRAMS_PER_IU = 0.3;
export const SUPPLEMENTAL_BETA_CAROTENE_MICROGRAMS_PER_RAE = 2;

const RETINOL = 'C20H30O';
const RETINYL_ESTERS = { retinyl_acetate_ug: 'C22H32O2', retinyl_palmitate_ug: 'C36H60O2' } as const;

export type VitaminASource =
  | 'retinol_ug'
  | 'retinol_iu'
  | keyof typeof RETINYL_ESTERS
  | 'supplemental_beta_carotene_ug';

/** µg RAE from an amount of a vitamin A source as supplements state it. */
export function vitaminARAE(amount: number, source: VitaminASource): number {
  switch (source) {
    case 'retinol_ug':
      return amount;
    case 'retinol_iu':
      return amount * RETINOL_MICROGRAMS_PER_IU;
    case 'retinyl_acetate_ug':
    case 'retinyl_palmitate_ug':
      return amount * moietyFraction(RETINOL, RETINYL_ESTERS[source]);
    case 'supplemental_beta_carotene_ug':
      return amount / SUPPLEMENTAL_BETA_CAROTENE_MICROGRAMS_PER_RAE;
  }
}

/**
 * Vitamin E in mg α-tocopherol from IU, IOM 2000 (Dietary Reference Intakes for Vitamin C,
 * Vitamin E, Selenium, and Carotenoids, "Vitamin E Supplements", p. 244,
 * http://www.nap.edu/openbook.php?record_id=9810&page=244): 0.67 mg/IU for natural RRR-α-tocopherol
 * (and its esters, whose IU already allow for molecular weight), 0.45 mg/IU for synthetic
 * all-rac-α-tocopherol (and its esters).
 */
export const ALPHA_TOCOPHEROL_MG_PER_IU = { natural: 0.67, synthetic: 0.45 } as const;

/**
 * The share of synthetic all-rac-α-tocopherol the RDA counts: its 2R-stereoisomers, one half (IOM
 * 2000, p. 191: "all rac-α-tocopherol has one-half the activity of RRR-α-tocopherol",
 * http://books.nap.edu/openbook.php?record_id=9810&page=191). The UL counts all eight stereoisomers
 * (p. 394, http://books.nap.edu/openbook.php?record_id=9810&page=394; Table 9-1, p. 397: 1,000 mg of
 * dl-α-tocopherol = 1,100 IU, i.e. 0.45 / 0.5 ≈ 0.9 mg per IU).
 */
export const ALL_RAC_ALPHA_TOCOPHEROL_2R_SHARE = 0.5;

/**
 * Folate in µg dietary folate equivalents (DFE), IOM 1998: µg DFE = µg food folate + 1.7 × µg folic
 * acid (folic acid in fortified food or a supplement taken with food: 1 µg DFE = 0.6 µg; taken on an
 * empty stomach 0.5 µg, i.e. 2 µg DFE per µg, not modelled: the smaller factor is used). IOM, DRI: The
 * Essential Guide, Table F-2 notes (http://www.nap.edu/openbook.php?record_id=11280&page=366), which
 * also state that the folate UL "applies to synthetic forms (i.e., folic acid)" in µg; the 1.7 equation
 * as tabulated in PMC11435031, Table 1 (https://pmc.ncbi.nlm.nih.gov/articles/PMC11435031/table/nutrients-16-03154-t001).
 */
export const FOLIC_ACID_DFE_PER_MICROGRAM = 1.7;

export type VitaminEOrigin = keyof typeof ALPHA_TOCOPHEROL_MG_PER_IU;

export function alphaTocopherolMgFromIU(iu: number, origin: VitaminEOrigin): number {
  return iu * ALPHA_TOCOPHEROL_MG_PER_IU[origin];
}
