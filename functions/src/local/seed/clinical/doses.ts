import type {
  GroupDoseReference,
  NutrientDoseReference,
  PopulationGroup,
  PopulationGroupKey,
  RecommendedIntake,
  SeedFormChemistry,
  SourceKey,
  SourceRef,
  UpperLevel,
} from './dose-types.js';

/*
 * DEMONSTRATION CONTENT: doses by population for the seeded supplements (issue 32, foundation).
 *
 * How it was checked (2026-11-27): every number below was read in the source named beside it, in a
 * stored public copy of the publisher's table (the NIH Office of Dietary Supplements fact sheets
 * quote the same IOM/NASEM tables; where the sheet itself could not be reached, the Food and
 * Nutrition Board's summary tables were read directly). A group's value is the lowest and highest
 * over the IOM life stages it spans (both sexes, every age band). Nothing was interpolated: a value
 * whose every life stage cannot be read stays null. Where a
 * summary table's pregnancy or lactation rows were cut off, the DRI report's own page for that
 * nutrient was read instead (cited per value).
 *
 * Population groups: the columns of IN 28/2018, Annex IV ("0 a 6 meses, 7 a 11 meses, 1 a 3 anos,
 * 4 a 8 anos, 9 a 18 anos, ≥ 19 anos, Gestantes, Lactantes"), as printed in the DOU (the heading is
 * reproduced in the rectification of IN nº 76/2020 to Annex IV; source `anvisa-annex-iv-headings`).
 *
 * ANVISA maxima: the rule in force is Instrução Normativa nº 28, de 26 de julho de 2018 (DOU nº 144,
 * 27/07/2018, Seção 1, p. 141), Annex IV ("Lista dos limites máximos de nutrientes, substâncias
 * bioativas, enzimas e probióticos que não podem ser ultrapassados pelos suplementos alimentares, na
 * recomendação diária de consumo e por grupo populacional indicado pelo fabricante"), as amended;
 * the latest amendment found is IN nº 418, de 18 de dezembro de 2025, which updated its annexes.
 * ANVISA publishes no separate consolidated IN: the version in force is IN 28/2018 with its
 * amendments (the compiled text on ANVISA's site). ANVISA's limits are imported reference data of
 * their own (clinical/anvisa/limits.csv → limits.generated.ts, `npm run import:anvisa -w functions`):
 * only a value checked against the official text is served; see docs/decisions/doses-and-forms.md for which.
 */

export const DOSE_SOURCES: Readonly<Record<SourceKey, SourceRef>> = {
  'anvisa-in28-2018': {
    title: 'ANVISA, Instrução Normativa nº 28, de 26 de julho de 2018 (DOU nº 144, 27/07/2018, Seção 1, p. 141)',
    url: 'https://pt.scribd.com/document/655748989/INSTRUCAO-NORMATIVA-IN-N-28-DE-26-DE-JULHO-DE-2018-Imprensa-Nacional',
  },
  'anvisa-in418-2025': {
    title: 'ANVISA, Instrução Normativa nº 418, de 18 de dezembro de 2025 (altera os anexos da IN 28/2018, o Anexo IV inclusive)',
    url: 'https://legislacao.regoola.io/instrucao-normativa-anvisa-no-418-de-18-de-dezembro-de-2025',
  },
  'anvisa-annex-iv-headings': {
    title: 'Retificação da IN nº 76, de 5 de novembro de 2020 (DOU nº 215, 11/11/2020): cabeçalho "Grupos Populacionais" do Anexo IV',
    url: 'https://alimentusconsultoria.com.br/retificacao-instrucao-normativa-no-76-de-5-de-novembro-de-2020/',
  },
  'nasem-rda-elements': {
    title: 'NASEM 2019, Dietary Reference Intakes for Sodium and Potassium, Appendix J, Table: RDAs and AIs, Elements (includes the 2011 calcium values)',
    url: 'https://www.ncbi.nlm.nih.gov/books/NBK545442/table/appJ_tab3/',
  },
  'fnb-rda-vitamins': {
    title: 'Food and Nutrition Board, IOM: Dietary Reference Intakes (DRIs): Recommended Dietary Allowances and Adequate Intakes, Vitamins',
    url: 'https://docslib.org/doc/459083/dietary-reference-intakes-dris-recommended-dietary-allowances-and-adequate-intakes-vitamins-food-and-nutrition-board-institute-of-medicine-national-academies',
  },
  'fnb-ul-elements': {
    title: 'Food and Nutrition Board, National Academies: DRIs: Tolerable Upper Intake Levels, Elements (rows from infancy to pregnancy 14–18 y)',
    url: 'https://www.scribd.com/document/716954115/UL-MINERAIS-Dietary-Reference-Intakes-DRIs-Tolerable-Upper-Intake-Levels-Elements-Food-and-Nutrition-Board-National-Academies-Di',
  },
  'iom-2000-ul-summary': {
    title: 'IOM 2000, Dietary Reference Intakes: Applications in Dietary Assessment, Summary Table: Tolerable Upper Intake Levels (magnesium, pharmacological agents only; pregnancy and lactation rows)',
    url: 'https://www.nationalacademies.org/read/9956/chapter/28',
  },
  'iom-2001-ul-summary': {
    title: 'IOM 2001, Dietary Reference Intakes for Vitamin A, Vitamin K, ... and Zinc, UL summary table, p. 27 (iron and zinc, pregnancy and lactation rows)',
    url: 'http://books.nap.edu/openbook.php?record_id=10026&page=27',
  },
  'iom-2011-calcium-ul-pregnancy': {
    title: 'IOM 2011, Dietary Reference Intakes for Calcium and Vitamin D, p. 424: ULs for pregnancy and lactation (14–18 y 3,000 mg; 19–50 y 2,500 mg)',
    url: 'http://books.nap.edu/openbook.php?record_id=13050&page=424',
  },
  'iom-2000-selenium-ul': {
    title: 'IOM 2000, Dietary Reference Intakes for Vitamin C, Vitamin E, Selenium, and Carotenoids, p. 315: selenium UL for pregnancy and lactation (400 µg)',
    url: 'http://books.nap.edu/openbook.php?record_id=9810&page=315',
  },
  'iom-2001-iodine-ul': {
    title: 'IOM 2001, Dietary Reference Intakes for Vitamin A, ... and Zinc, p. 283: iodine UL for pregnancy and lactation (14–18 y 900 µg; 19–50 y 1,100 µg)',
    url: 'http://books.nap.edu/openbook.php?record_id=10026&page=283',
  },
  'iom-2001-copper-ul': {
    title: 'IOM 2001, Dietary Reference Intakes for Vitamin A, ... and Zinc, p. 250: copper UL for pregnancy and lactation the same as for non-pregnant females (14–18 y 8,000 µg; 19 y and over 10,000 µg)',
    url: 'http://books.nap.edu/openbook.php?record_id=10026&page=250',
  },
  'iom-ul-vitamins': {
    title: 'Food and Nutrition Board, IOM: DRIs: Tolerable Upper Intake Levels for Vitamins (Endotext, Table 17)',
    url: 'https://www.ncbi.nlm.nih.gov/books/NBK278991/table/diet-treatment-obes.table17die/',
  },
  'aap-pediatric-ul': {
    title: 'AAP Pediatric Nutrition, 9th ed., Appendix D-2: Dietary Reference Intakes: Tolerable Upper Intake Levels (infants to 18 y)',
    url: 'https://download.skyscape.com/download/ota/lonestar/2CC2EA3D-4B38-4F99-85C8-2468752F4307/pednutri.ed9/content/HTML/h/tu8.htm',
  },
  'iom-2011-vitamin-d': {
    title: 'IOM 2011, Dietary Reference Intakes for Calcium and Vitamin D, vitamin D RDAs and ULs as tabulated from canada.ca ("What are the new DRIs for Vitamin D?")',
    url: 'http://lobc.ca/index.php?ac=article&at=read&did=7',
  },
  'iom-2011-vitamin-d-ul-pregnancy': {
    title: 'IOM 2011, Dietary Reference Intakes for Calcium and Vitamin D, p. 446: vitamin D UL for pregnancy and lactation, 4,000 IU (100 µg)',
    url: 'http://www.nap.edu/openbook.php?record_id=13050&page=446',
  },
  'hc-chromium-ul': {
    title: 'Health Canada, Dietary reference intakes tables: reference values for elements (footnote: ULs could not be established for arsenic and chromium)',
    url: 'https://somerivesofficers.pages.dev/861346.html',
  },
  'smolecule-mg-glycinate': { title: 'Magnesium glycinate, CAS 14783-68-7: C4H8MgN2O4, 172.42 g/mol', url: 'https://www.smolecule.com/products/s662723' },
  'wikipedia-mg-glycinate': { title: 'Magnesium glycinate: "It contains 14.1% elemental magnesium by mass"', url: 'https://en.wikipedia.org/wiki/Magnesium_glycinate' },
  'who-intpharm-mgo': { title: 'WHO International Pharmacopoeia, Magnesium oxide ("contains not less than 98.0% ... of MgO"), via openFDA substance record', url: 'https://api.fda.gov/other/substance.json?search=unii%3A3A3U0GI71G' },
  'pharmacistanswers-mg': { title: 'Pharmacist Answers: "magnesium oxide contains 60% elemental magnesium by weight"', url: 'https://www.pharmacistanswers.com/questions/do-you-need-to-take-magnesium-with-food' },
  'usp-zinc-gluconate': { title: 'Zinc Gluconate USP: C12H22O14Zn, 455.68', url: 'http://mubychem.net/zinc-gluconate.php' },
  'usp-zinc-sulfate': { title: 'USP, Zinc Sulfate: ZnSO4·xH2O, heptahydrate 287.56', url: 'http://www.jkzhan.com/yaodian/201709/161919.html' },
  'baycare-zinc': { title: 'BayCare Health Library, Zinc: zinc sulfate 23 percent, zinc gluconate 14.3 percent', url: 'https://baycare.org/health-library/zinc' },
  'ncats-selenomethionine': { title: 'NIH NCATS Inxight Drugs, Selenomethionine: C5H11NO2Se, 196.11', url: 'https://drugs.ncats.io/drug/J9V40V4PKZ' },
  'wikipedia-sodium-selenite': { title: 'Sodium selenite: Na2SeO3, 172.948 g/mol', url: 'https://en.wikipedia.org/wiki/Sodium_selenite' },
  'usp-ferrous-sulfate': { title: 'USP 29, Ferrous Sulfate: FeSO4·7H2O, 278.02', url: 'http://www.pharmacopeia.cn/v29240/usp29nf24s0_m33000.html' },
  'merck-ferrous-fumarate': { title: 'Merck Index, Ferrous Fumarate: C4H2FeO4, 169.90, Fe 32.87%', url: 'https://www.drugfuture.com/chemdata/Ferrous-Fumarate.html' },
  'livertox-iron': { title: 'NIH LiverTox, Iron: elemental iron in typical tablets (ferrous sulfate hydrated 20%, fumarate 33%)', url: 'https://ncbi.nlm.nih.gov/books/NBK548214/table/Iron.T1/' },
  'merck-calcium-citrate': { title: 'Merck Index, Calcium Citrate: Ca3(C6H5O7)2, tetrahydrate CAS 5785-44-4; 570.49 g/mol (tetrahydrate)', url: 'http://data.cas-msds.com/Calcium%20Citrate.html' },
  'usp-calcium-carbonate': { title: 'USP 32, Calcium Carbonate: CaCO3, 100.09', url: 'https://www.drugfuture.com/Pharmacopoeia/USP32/pub/data/v32270/usp32nf27s0_m11430.html' },
  'healthlinkbc-calcium': { title: 'HealthLinkBC, Calcium supplements: carbonate 40% and citrate 21% elemental calcium', url: 'https://www.healthlinkbc.ca/health-topics/stc123670' },
  'usp-chromium-picolinate': { title: 'USP 28, Chromium Picolinate: C18H12N3O6Cr, 418.31', url: 'http://www.newdruginfo.com/pharmacopeia/usp28/v28230/usp28nf23s0_m17532.htm' },
  'wikipedia-potassium-iodide': { title: 'Potassium iodide: KI, 166.00 g/mol', url: 'http://www.cs.mcgill.ca/~rwest/link-suggestion/wpcd_2008-09_augmented/wp/p/Potassium_iodide.htm' },
  'copper-gluconate-patent': { title: 'US 2021/0371434, Basic copper gluconate (background: copper gluconate Cu[C6H11O7]2, 453.8 g/mol anhydrous)', url: 'https://trea.com/information/basic-copper-gluconate/patentapplication/303c59e7-e228-4716-9736-f34be663b33b' },
  'usp-cholecalciferol': { title: 'USP 35, Cholecalciferol: C27H44O, 384.64', url: 'https://www.drugfuture.com/Pharmacopoeia/USP35/data/v35300/usp35nf30s0_m17120.html' },
  'usp-ergocalciferol': { title: 'USP 29, Ergocalciferol: C28H44O, 396.65', url: 'http://pharmacopeia.cn/v29240/usp29nf24s0_m29740.html' },
  'merck-beta-carotene': { title: 'Merck Index, beta-Carotene: C40H56, 536.87', url: 'http://druglead.com/cds/beta-carotene.html' },
  'usp-folic-acid': { title: 'USP 35, Folic Acid: C19H19N7O6, 441.40', url: 'https://www.drugfuture.com/Pharmacopoeia/USP35/data/v35300/xref_usp35nf30s0_m34237.html' },
  'usp-d-alpha-tocopherol': { title: 'USP 29, Vitamin E Polyethylene Glycol Succinate: d-alpha tocopherol (C29H50O2)', url: 'http://pharmacopeia.cn/v29240/usp29nf24s0_m88662.html' },
  'jecfa-dl-alpha-tocopherol': { title: 'JECFA (FAO FNP 52), dl-alpha-Tocopherol: C29H50O2, formula weight 430.71', url: 'https://es.scribd.com/document/92936612/Codex-Vitamin-E' },
  'retinyl-palmitate': { title: 'Retinyl palmitate: C36H60O2, 524.86 g/mol', url: 'https://www.chemeurope.com/en/encyclopedia/Retinyl_palmitate.html' },
  'wikipedia-retinyl-acetate': { title: 'Retinyl acetate: molar mass 328.496 g/mol (C22H32O2)', url: 'https://en.wikipedia.org/wiki/Retinyl_acetate' },
  'usp-ascorbic-acid': { title: 'USP 32, Ascorbic Acid: C6H8O6, 176.12', url: 'https://www.drugfuture.com/Pharmacopoeia/USP32/pub/data/v32270/usp32nf27s0_m6030.html' },
  'usp-sodium-ascorbate': { title: 'USP 32, Sodium Ascorbate: C6H7NaO6, 198.11', url: 'https://www.drugfuture.com/Pharmacopoeia/USP32/pub/data/v32270/usp32nf27s0_m75810.html' },
  'usp-pyridoxine-hcl': { title: 'USP 35, Pyridoxine Hydrochloride: C8H11NO3·HCl, 205.64', url: 'https://www.drugfuture.com/Pharmacopoeia/USP35/data/v35300/xref_usp35nf30s0_m72040.html' },
  'usp-cyanocobalamin': { title: 'USP–NF, Cyanocobalamin: C63H88CoN14O14P, 1355.37', url: 'https://www.scribd.com/document/679423101/USP-NF-Cyanocobalamin' },
  'usp-methylcobalamin': { title: 'USP–NF, Methylcobalamin Tablets: methylcobalamin (C63H91CoN13O14P)', url: 'https://www.scribd.com/document/785125962/USP-NF-Methylcobalamin-Tablets' },
  // Issue 38: the chelates, citrate, threonate, picolinate, the other vitamin forms (read 2026-11-28).
  'usp-magnesium-citrate': {
    title: 'USP 35, Magnesium Citrate: C12H10Mg3O14, 451.11, magnesium citrate (3:2) [3344-18-1]; NLT 14.5% and NMT 16.4% of Mg on the dried basis; labelled "Anhydrous" when it loses NMT 2.0% on drying',
    url: 'https://www.drugfuture.com/Pharmacopoeia/USP35/data/v35300/usp35nf30s0_m46730.html',
  },
  'uk-novel-food-mg-threonate': {
    title: 'UK SI 2026/56, novel food specification of magnesium L-threonate: magnesium (2R,3S)-2,3,4-trihydroxybutanoate monohydrate, C8H16MgO11, 312.51 Da, CAS 500304-76-7; assay Mg 7.2 to 8.3%',
    url: 'https://www.legislation.gov.uk/wsi/2026/56/made/data.csv',
  },
  'ncats-mg-threonate-monohydrate': { title: 'NIH NCATS Inxight, Magnesium L-threonate monohydrate (UNII 8R67P63UCG): 2C4H7O5.Mg.H2O, 312.511', url: 'https://drugs.ncats.io/substance/8R67P63UCG' },
  'laboratorynotes-zinc-bisglycinate': { title: 'Laboratory Notes, Zinc bisglycinate: a zinc ion bound to two glycines, Zn(C2H4NO2)2', url: 'https://www.laboratorynotes.com/zinc-bisglycinate-znc%E2%82%82h%E2%82%84no%E2%82%82%E2%82%82/' },
  'wikipedia-zinc-picolinate': {
    title: 'Zinc picolinate: Zn(NC5H4CO2)2(H2O)2, C12H12N2O6Zn, 345.62 g/mol (the diaqua complex; it crystallises with two more waters)',
    url: 'https://pinocchiopedia.com/wiki/Zinc_picolinate',
  },
  'merck-ferrous-bisglycinate': {
    title: 'Merck Index, Ferrous Bisglycinate (CAS 20150-34-9; Ferrochel): C4H8FeN2O4, 203.96, Fe 27.38%',
    url: 'http://data.cas-msds.com/Ferrous%20Bisglycinate.html',
  },
  'jecfa-ferrous-glycinate': {
    title: 'JECFA (61st, 2003; FNP 52 Add 11), Ferrous glycinate (processed with citric acid): iron(II) 21.6 to 23.0% on the dried basis, citric acid NMT 19.5%',
    url: 'https://www.scribd.com/document/471079359/iron-bisglycinate-Copy',
  },
  'hermetica-calcium-bisglycinate': { title: 'Hermetica Encyclopedia, Calcium Bisglycinate: CAS 35947-07-0, C4H8CaN2O4, 188.20 g/mol', url: 'https://hermeticasuperfoods.com/apps/encyclopedia/calcium-bisglycinate' },
  'wikipedia-copper-glycinate': {
    title: 'Copper(II) glycinate, bis(glycinato)copper(II): C4H8CuN2O4, 211.664 g/mol (anhydrous, CAS 13479-54-4, PubChem CID 3032611; the monohydrate is C4H10CuN2O5)',
    url: 'https://en-wikipedia--on--ipfs-org.ipns.dweb.link/wiki/Copper(II)_glycinate',
  },
  'usp-cholecalciferol-solution': {
    title: 'USP 29, Cholecalciferol Solution: a solution of Cholecalciferol in an edible vegetable oil, labelled in mg of cholecalciferol (C27H44O) per mL',
    url: 'http://ftp.uspbpep.com/v29240/usp29nf24s0_m17125.html',
  },
  'ph-eur-calcifediol': { title: 'Ph. Eur. monograph 1295 (BP), Calcifediol monohydrate: C27H44O2,H2O, 418.7, CAS 63283-36-3', url: 'https://nhathuocngocanh.com/bp/calcifediol-monohydrate' },
  'usp-calcium-ascorbate': { title: 'USP 32, Calcium Ascorbate: C12H14CaO12·2H2O, 426.34', url: 'https://www.drugfuture.com/Pharmacopoeia/USP32/pub/data/v32270/usp32nf27s0_m11410.html' },
  'tga-ascorbyl-palmitate': {
    title: 'Australian approved name Ascorbyl palmitate (TGA, British Pharmacopoeia): C22H38O7, 414.53; conversion 42.48% ascorbic acid',
    url: 'https://resource.regsolutions.com.au/?p=1565',
  },
  'kotobank-pyridoxal-phosphate': { title: 'Kagaku Jiten, 2nd ed. (Morikita): pyridoxal 5-phosphate, C8H10NO6P (247.15), CAS 54-47-7', url: "https://kotobank.jp/word/%E3%83%94%E3%83%AA%E3%83%89%E3%82%AD%E3%82%B5%E3%83%BC%E3%83%AB5'%E3%83%AA%E3%83%B3%E9%85%B8-771593" },
  'smolecule-calcium-methylfolate': { title: 'Calcium N5-methyltetrahydrofolate (CAS 26560-38-3): C20H23CaN7O6, 497.5 g/mol', url: 'https://www.smolecule.com/products/s522514' },
  'usp-leucovorin-calcium': {
    title: 'USP 28, Leucovorin Calcium: NLT 95.0% of C20H21CaN7O7 on the anhydrous basis, water NMT 17.0% (with PubChem CID 135403647, 511.5 g/mol)',
    url: 'http://newdruginfo.com/pharmacopeia/usp28/v28230/usp28nf23s0_m44550.htm',
  },
  // Issue 38, item 2: the vitamin forms counted by what the DRIs count (read 2026-11-29).
  'iom-1998-vitamin-b6-ul': {
    title: 'IOM 1998, Dietary Reference Intakes for Thiamin, Riboflavin, Niacin, Vitamin B6, Folate, Vitamin B12, ..., p. 187: ULs in "mg/day of vitamin B6 as pyridoxine" (1–3 y 30 mg to 19 y and older 100 mg, pregnancy and lactation included)',
    url: 'http://books.nap.edu/openbook.php?record_id=6015&page=187',
  },
  'who-intpharm-pyridoxine-hcl': {
    title: 'WHO International Pharmacopoeia, Pyridoxine hydrochloride: C8H11NO3,HCl, relative molecular mass 205.6, CAS 58-56-0',
    url: 'https://digicollections.net/phint/en/d/Jb/6.1.308.html',
  },
  'tga-pyridoxal-phosphate': {
    title: 'Australian approved name Pyridoxal 5-phosphate monohydrate (TGA; reference Merck Index): C8H10NO6P.H2O, 265.16; conversion 63.8% pyridoxine, "calculated based on the molecular weight of pyridoxal 5-phosphate"',
    url: 'https://resource.regsolutions.com.au/archives/jobs/pyridoxal-5-phosphate-monohydrate',
  },
  'merck-vitamin-b12': {
    title: 'Merck Index, Vitamin B12 (synonym cyanocobalamin, CAS 68-19-9): C63H88CoN14O14P, 1355.37; "analogs of vitamin B12 which differ only in the β-ligand of the cobalt are termed cobalamins"',
    url: 'http://vvchem.com/cas-68/68-19-9.html',
  },
  'usp-hydroxocobalamin': { title: 'USP (2025), Hydroxocobalamin: C62H89CoN13O15P, 1346.36, CAS 13422-51-0, UNII Q40X8H422O', url: 'https://trungtamthuoc.com/usp-en/hydroxocobalamin' },
  'who-anc-daily-iron': {
    title: 'WHO recommendation on daily oral iron and folic acid supplementation in pregnant women (antenatal care, 2016): 30 mg to 60 mg of elemental iron daily',
    url: 'https://extranet.who.int/rhl/topics/preconception-pregnancy-childbirth-and-postpartum-care/antenatal-care/who-recommendation-daily-oral-iron-and-folic-acid-supplementation-pregnant-women',
  },
  'selenium-organic-sources': {
    title: 'PMC6756489, Table 1, "Sources of organic Se available on the market": Se-glycinates and Se-chelates, "chemistry is not proven"',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6756489/table/T1',
  },
};

export const POPULATION_GROUPS: readonly PopulationGroup[] = [
  { key: 'lactentes-0-6m', anvisaHeading: '0 a 6 meses', name: { pt: 'Lactentes de 0 a 6 meses', en: 'Infants 0–6 months' }, iomLifeStages: ['0–6 mo'] },
  { key: 'lactentes-7-11m', anvisaHeading: '7 a 11 meses', name: { pt: 'Lactentes de 7 a 11 meses', en: 'Infants 7–11 months' }, iomLifeStages: ['7–12 mo'] },
  { key: 'criancas-1-3a', anvisaHeading: '1 a 3 anos', name: { pt: 'Crianças de 1 a 3 anos', en: 'Children 1–3 years' }, iomLifeStages: ['1–3 y'] },
  { key: 'criancas-4-8a', anvisaHeading: '4 a 8 anos', name: { pt: 'Crianças de 4 a 8 anos', en: 'Children 4–8 years' }, iomLifeStages: ['4–8 y'] },
  { key: '9-18a', anvisaHeading: '9 a 18 anos', name: { pt: 'De 9 a 18 anos', en: '9–18 years' }, iomLifeStages: ['males 9–13 y', 'males 14–18 y', 'females 9–13 y', 'females 14–18 y'] },
  {
    key: 'adultos-19a', anvisaHeading: '≥ 19 anos', name: { pt: 'Adultos (19 anos ou mais)', en: 'Adults (19 years and over)' },
    iomLifeStages: ['males 19–30 y', 'males 31–50 y', 'males 51–70 y', 'males > 70 y', 'females 19–30 y', 'females 31–50 y', 'females 51–70 y', 'females > 70 y'],
  },
  { key: 'gestantes', anvisaHeading: 'Gestantes', name: { pt: 'Gestantes', en: 'Pregnancy' }, iomLifeStages: ['pregnancy 14–18 y', 'pregnancy 19–30 y', 'pregnancy 31–50 y'] },
  { key: 'lactantes', anvisaHeading: 'Lactantes', name: { pt: 'Lactantes', en: 'Lactation' }, iomLifeStages: ['lactation 14–18 y', 'lactation 19–30 y', 'lactation 31–50 y'] },
];

const rda = (source: SourceKey, low: number, high = low): RecommendedIntake => ({ kind: 'RDA', low, high, source });
const ai = (source: SourceKey, low: number, high = low): RecommendedIntake => ({ kind: 'AI', low, high, source });
const ul = (source: SourceKey, low: number, high = low): UpperLevel => ({ kind: 'value', low, high, source });
const nd = (source: SourceKey): UpperLevel => ({ kind: 'not_determined', source });
const group = (intake: RecommendedIntake | null, upperLevel: UpperLevel | null): GroupDoseReference => ({ intake, upperLevel });

/** The eight groups in the order of POPULATION_GROUPS. */
function byGroup(rows: readonly GroupDoseReference[]): Record<PopulationGroupKey, GroupDoseReference> {
  if (rows.length !== POPULATION_GROUPS.length) throw new Error('one row per population group');
  return Object.fromEntries(POPULATION_GROUPS.map((g, index) => [g.key, rows[index]])) as Record<PopulationGroupKey, GroupDoseReference>;
}

const E = 'nasem-rda-elements';
const V = 'fnb-rda-vitamins';
const UE = 'fnb-ul-elements';
const UV = 'iom-ul-vitamins';
const UP = 'aap-pediatric-ul';

export const NUTRIENT_DOSES: readonly NutrientDoseReference[] = [
  {
    key: 'magnesio', name: { pt: 'Magnésio', en: 'Magnesium' }, unit: 'mg', element: 'Mg',
    expressedAs: { pt: 'magnésio elementar', en: 'elemental magnesium' },
    // The UL counts magnesium from supplements and medicines only, not from food and water.
    upperLevelScope: 'supplemental_only', supplements: ['Magnésio'],
    groups: byGroup([
      group(ai(E, 30), nd('iom-2000-ul-summary')),
      group(ai(E, 75), nd('iom-2000-ul-summary')),
      group(rda(E, 80), ul('iom-2000-ul-summary', 65)),
      group(rda(E, 130), ul('iom-2000-ul-summary', 110)),
      group(rda(E, 240, 410), ul('iom-2000-ul-summary', 350)),
      group(rda(E, 310, 420), ul('iom-2000-ul-summary', 350)),
      group(rda(E, 350, 400), ul('iom-2000-ul-summary', 350)),
      group(rda(E, 310, 360), ul('iom-2000-ul-summary', 350)),
    ]),
  },
  {
    key: 'ferro', name: { pt: 'Ferro', en: 'Iron' }, unit: 'mg', element: 'Fe',
    expressedAs: { pt: 'ferro elementar', en: 'elemental iron' }, upperLevelScope: 'total', supplements: ['Ferro'],
    groups: byGroup([
      group(ai(E, 0.27), ul(UE, 40)),
      group(rda(E, 11), ul(UE, 40)),
      group(rda(E, 7), ul(UE, 40)),
      group(rda(E, 10), ul(UE, 40)),
      group(rda(E, 8, 15), ul(UE, 40, 45)),
      group(rda(E, 8, 18), ul(UE, 45)),
      group(rda(E, 27), ul('iom-2001-ul-summary', 45)),
      group(rda(E, 9, 10), ul('iom-2001-ul-summary', 45)),
    ]),
  },
  {
    key: 'zinco', name: { pt: 'Zinco', en: 'Zinc' }, unit: 'mg', element: 'Zn',
    expressedAs: { pt: 'zinco elementar', en: 'elemental zinc' }, upperLevelScope: 'total', supplements: ['Zinco'],
    groups: byGroup([
      group(ai(E, 2), ul(UE, 4)),
      group(rda(E, 3), ul(UE, 5)),
      group(rda(E, 3), ul(UE, 7)),
      group(rda(E, 5), ul(UE, 12)),
      group(rda(E, 8, 11), ul(UE, 23, 34)),
      group(rda(E, 8, 11), ul(UE, 40)),
      group(rda(E, 11, 12), ul('iom-2001-ul-summary', 34, 40)),
      group(rda(E, 12, 13), ul('iom-2001-ul-summary', 34, 40)),
    ]),
  },
  {
    key: 'calcio', name: { pt: 'Cálcio', en: 'Calcium' }, unit: 'mg', element: 'Ca',
    expressedAs: { pt: 'cálcio elementar', en: 'elemental calcium' }, upperLevelScope: 'total', supplements: ['Cálcio'],
    groups: byGroup([
      group(ai(E, 200), ul(UE, 1000)),
      group(ai(E, 260), ul(UE, 1500)),
      group(rda(E, 700), ul(UE, 2500)),
      group(rda(E, 1000), ul(UE, 2500)),
      group(rda(E, 1300), ul(UE, 3000)),
      group(rda(E, 1000, 1200), ul(UE, 2000, 2500)),
      group(rda(E, 1000, 1300), ul('iom-2011-calcium-ul-pregnancy', 2500, 3000)),
      group(rda(E, 1000, 1300), ul('iom-2011-calcium-ul-pregnancy', 2500, 3000)),
    ]),
  },
  {
    key: 'selenio', name: { pt: 'Selênio', en: 'Selenium' }, unit: 'µg', element: 'Se',
    expressedAs: { pt: 'selênio elementar', en: 'elemental selenium' }, upperLevelScope: 'total', supplements: ['Selênio'],
    groups: byGroup([
      group(ai(E, 15), ul(UE, 45)),
      group(ai(E, 20), ul(UE, 60)),
      group(rda(E, 20), ul(UE, 90)),
      group(rda(E, 30), ul(UE, 150)),
      group(rda(E, 40, 55), ul(UE, 280, 400)),
      group(rda(E, 55), ul(UE, 400)),
      group(rda(E, 60), ul('iom-2000-selenium-ul', 400)),
      group(rda(E, 70), ul('iom-2000-selenium-ul', 400)),
    ]),
  },
  {
    key: 'iodo', name: { pt: 'Iodo', en: 'Iodine' }, unit: 'µg', element: 'I',
    expressedAs: { pt: 'iodo elementar', en: 'elemental iodine' }, upperLevelScope: 'total', supplements: ['Iodo'],
    groups: byGroup([
      group(ai(E, 110), nd(UE)),
      group(ai(E, 130), nd(UE)),
      group(rda(E, 90), ul(UE, 200)),
      group(rda(E, 90), ul(UE, 300)),
      group(rda(E, 120, 150), ul(UE, 600, 900)),
      group(rda(E, 150), ul(UE, 1100)),
      group(rda(E, 220), ul('iom-2001-iodine-ul', 900, 1100)),
      group(rda(E, 290), ul('iom-2001-iodine-ul', 900, 1100)),
    ]),
  },
  {
    key: 'cobre', name: { pt: 'Cobre', en: 'Copper' }, unit: 'µg', element: 'Cu',
    expressedAs: { pt: 'cobre elementar', en: 'elemental copper' }, upperLevelScope: 'total', supplements: ['Cobre'],
    groups: byGroup([
      group(ai(E, 200), nd(UE)),
      group(ai(E, 220), nd(UE)),
      group(rda(E, 340), ul(UE, 1000)),
      group(rda(E, 440), ul(UE, 3000)),
      group(rda(E, 700, 890), ul(UE, 5000, 8000)),
      group(rda(E, 900), ul(UE, 10000)),
      group(rda(E, 1000), ul('iom-2001-copper-ul', 8000, 10000)),
      group(rda(E, 1300), ul('iom-2001-copper-ul', 8000, 10000)),
    ]),
  },
  {
    key: 'cromo', name: { pt: 'Cromo', en: 'Chromium' }, unit: 'µg', element: 'Cr',
    expressedAs: { pt: 'cromo elementar', en: 'elemental chromium' }, upperLevelScope: 'total', supplements: ['Cromo'],
    groups: byGroup([
      group(ai(E, 0.2), nd('hc-chromium-ul')),
      group(ai(E, 5.5), nd('hc-chromium-ul')),
      group(ai(E, 11), nd('hc-chromium-ul')),
      group(ai(E, 15), nd('hc-chromium-ul')),
      group(ai(E, 21, 35), nd('hc-chromium-ul')),
      group(ai(E, 20, 35), nd('hc-chromium-ul')),
      group(ai(E, 29, 30), nd('hc-chromium-ul')),
      group(ai(E, 44, 45), nd('hc-chromium-ul')),
    ]),
  },
  {
    key: 'vitamina-d', name: { pt: 'Vitamina D', en: 'Vitamin D' }, unit: 'µg', element: null,
    expressedAs: { pt: 'colecalciferol ou ergocalciferol (1 µg = 40 UI)', en: 'cholecalciferol or ergocalciferol (1 µg = 40 IU)' },
    upperLevelScope: 'total', supplements: ['Vitamina D3'],
    groups: byGroup([
      group(ai('iom-2011-vitamin-d', 10), ul('iom-2011-vitamin-d', 25)),
      group(ai('iom-2011-vitamin-d', 10), ul('iom-2011-vitamin-d', 38)),
      group(rda('iom-2011-vitamin-d', 15), ul('iom-2011-vitamin-d', 63)),
      group(rda('iom-2011-vitamin-d', 15), ul('iom-2011-vitamin-d', 75)),
      group(rda('iom-2011-vitamin-d', 15), ul('iom-2011-vitamin-d', 100)),
      group(rda('iom-2011-vitamin-d', 15, 20), ul('iom-2011-vitamin-d', 100)),
      group(rda('iom-2011-vitamin-d', 15), ul('iom-2011-vitamin-d-ul-pregnancy', 100)),
      group(rda('iom-2011-vitamin-d', 15), ul('iom-2011-vitamin-d-ul-pregnancy', 100)),
    ]),
  },
  {
    key: 'vitamina-a', name: { pt: 'Vitamina A', en: 'Vitamin A' }, unit: 'µg', element: null,
    expressedAs: { pt: 'equivalentes de atividade de retinol (µg RAE)', en: 'retinol activity equivalents (µg RAE)' },
    // The UL counts preformed vitamin A (retinol and its esters) only, not β-carotene.
    upperLevelScope: 'preformed_only', supplements: ['Vitamina A'],
    groups: byGroup([
      group(ai(V, 400), ul(UP, 600)),
      group(ai(V, 500), ul(UP, 600)),
      group(rda(V, 300), ul(UV, 600)),
      group(rda(V, 400), ul(UV, 900)),
      group(rda(V, 600, 900), ul(UV, 1700, 2800)),
      group(rda(V, 700, 900), ul(UV, 3000)),
      group(rda(V, 750, 770), ul(UV, 2800, 3000)),
      group(rda(V, 1200, 1300), ul(UV, 2800, 3000)),
    ]),
  },
  {
    key: 'vitamina-e', name: { pt: 'Vitamina E', en: 'Vitamin E' }, unit: 'mg', element: null,
    expressedAs: { pt: 'alfa-tocoferol', en: 'alpha-tocopherol' },
    // The UL applies to any form of supplemental alpha-tocopherol.
    upperLevelScope: 'supplemental_only', supplements: ['Vitamina E'],
    groups: byGroup([
      group(ai(V, 4), nd(UP)),
      group(ai(V, 5), nd(UP)),
      group(rda(V, 6), ul(UV, 200)),
      group(rda(V, 7), ul(UV, 300)),
      group(rda(V, 11, 15), ul(UV, 600, 800)),
      group(rda(V, 15), ul(UV, 1000)),
      group(rda(V, 15), ul(UV, 800, 1000)),
      group(rda(V, 19), ul(UV, 800, 1000)),
    ]),
  },
  {
    key: 'vitamina-c', name: { pt: 'Vitamina C', en: 'Vitamin C' }, unit: 'mg', element: null,
    expressedAs: { pt: 'ácido ascórbico', en: 'ascorbic acid' }, upperLevelScope: 'total', supplements: ['Vitamina C'],
    groups: byGroup([
      group(ai(V, 40), nd(UP)),
      group(ai(V, 50), nd(UP)),
      group(rda(V, 15), ul(UV, 400)),
      group(rda(V, 25), ul(UV, 650)),
      group(rda(V, 45, 75), ul(UV, 1200, 1800)),
      group(rda(V, 75, 90), ul(UV, 2000)),
      group(rda(V, 80, 85), ul(UV, 1800, 2000)),
      group(rda(V, 115, 120), ul(UV, 1800, 2000)),
    ]),
  },
  {
    key: 'vitamina-b6', name: { pt: 'Vitamina B6', en: 'Vitamin B6' }, unit: 'mg', element: null,
    // IOM 1998 states the B6 ULs in mg of vitamin B6 as pyridoxine (iom-1998-vitamin-b6-ul): a form counts by its pyridoxine.
    expressedAs: { pt: 'vitamina B6 (como piridoxina)', en: 'vitamin B6 (as pyridoxine)' }, upperLevelScope: 'total', supplements: ['Vitamina B6 (Piridoxina)'],
    groups: byGroup([
      group(ai(V, 0.1), nd(UP)),
      group(ai(V, 0.3), nd(UP)),
      group(rda(V, 0.5), ul(UV, 30)),
      group(rda(V, 0.6), ul(UV, 40)),
      group(rda(V, 1.0, 1.3), ul(UV, 60, 80)),
      group(rda(V, 1.3, 1.7), ul(UV, 100)),
      group(rda(V, 1.9), ul(UV, 80, 100)),
      group(rda(V, 2.0), ul(UV, 80, 100)),
    ]),
  },
  {
    key: 'folato', name: { pt: 'Folato', en: 'Folate' }, unit: 'µg', element: null,
    expressedAs: { pt: 'equivalentes de folato alimentar (µg DFE)', en: 'dietary folate equivalents (µg DFE)' },
    // The UL counts synthetic folate from supplements and fortified foods only.
    upperLevelScope: 'synthetic_only', supplements: ['Vitamina B9 (Metilfolato)'],
    groups: byGroup([
      group(ai(V, 65), nd(UP)),
      group(ai(V, 80), nd(UP)),
      group(rda(V, 150), ul(UV, 300)),
      group(rda(V, 200), ul(UV, 400)),
      group(rda(V, 300, 400), ul(UV, 600, 800)),
      group(rda(V, 400), ul(UV, 1000)),
      group(rda(V, 600), ul(UV, 800, 1000)),
      group(rda(V, 500), ul(UV, 800, 1000)),
    ]),
  },
  {
    key: 'vitamina-b12', name: { pt: 'Vitamina B12', en: 'Vitamin B12' }, unit: 'µg', element: null,
    expressedAs: { pt: 'cobalamina', en: 'cobalamin' }, upperLevelScope: 'total', supplements: ['Vitamina B12'],
    groups: byGroup([
      group(ai(V, 0.4), nd(UV)),
      group(ai(V, 0.5), nd(UV)),
      group(rda(V, 0.9), nd(UV)),
      group(rda(V, 1.2), nd(UV)),
      group(rda(V, 1.8, 2.4), nd(UV)),
      group(rda(V, 2.4), nd(UV)),
      group(rda(V, 2.6), nd(UV)),
      group(rda(V, 2.8), nd(UV)),
    ]),
  },
];

const form = (
  supplement: string,
  name: string,
  chemistry: Omit<SeedFormChemistry, 'supplement' | 'form'>,
): SeedFormChemistry => ({ supplement, form: name, ...chemistry });

/** A form not counted: no formula, with the reason in Portuguese (the topic's 'Teor') and in English. */
const notCounted = (supplement: string, name: string, reason: string, note: string): SeedFormChemistry =>
  form(supplement, name, { formula: null, formulaSource: null, element: null, statedPercent: null, notCounted: reason, note });

/**
 * Every seeded form of the supplements above: its formula where a published source defines the
 * compound, with the hydrate it assumes and an identifier to look it up by; otherwise why it is not
 * counted. A chelate is counted as the defined 1:2 metal bis-glycinate, anhydrous (as its source
 * prints it); a commercial chelate's assay can be lower (JECFA's ferrous glycinate processed with
 * citric acid: 21.6–23.0% Fe), which the note says.
 */
export const SEED_FORM_CHEMISTRY: readonly SeedFormChemistry[] = [
  form('Magnésio', 'Magnésio quelato (bisglicinato)', {
    formula: 'C4H8MgN2O4', formulaSource: 'smolecule-mg-glycinate', hydrate: 'anhydrous', identifier: 'CAS 14783-68-7', element: 'Mg', publishedMolarMass: 172.42,
    statedPercent: { value: 14.1, source: 'wikipedia-mg-glycinate' },
  }),
  form('Magnésio', 'Citrato de magnésio', {
    formula: 'C12H10Mg3O14', formulaSource: 'usp-magnesium-citrate', hydrate: 'anhydrous', identifier: 'USP monograph "Magnesium Citrate"; CAS 3344-18-1', element: 'Mg',
    publishedMolarMass: 451.11, statedPercent: null,
    note: 'Trimagnesium dicitrate, the salt USP defines, anhydrous (16.2% Mg, inside its 14.5–16.4% on the dried basis); a hydrated material (USP allows up to 29% loss on drying) holds less per gram.',
  }),
  form('Magnésio', 'Óxido de magnésio', {
    formula: 'MgO', formulaSource: 'who-intpharm-mgo', hydrate: 'anhydrous', identifier: 'UNII 3A3U0GI71G', element: 'Mg', statedPercent: { value: 60, source: 'pharmacistanswers-mg' },
  }),
  form('Magnésio', 'Treonato de magnésio', {
    formula: 'C8H14MgO10·H2O', formulaSource: 'uk-novel-food-mg-threonate', hydrate: 'monohydrate', identifier: 'CAS 500304-76-7; UNII 8R67P63UCG (ncats-mg-threonate-monohydrate)', element: 'Mg',
    publishedMolarMass: 312.51, statedPercent: null,
    note: 'The monohydrate the novel-food specification defines (7.8% Mg, inside its 7.2–8.3% assay); the source prints C8H16MgO11.',
  }),
  notCounted('Magnésio', 'Malato de magnésio', 'sal e hidrato não confirmados numa fonte publicada',
    'Not counted: magnesium malate is sold as different salts and hydrates (EFSA 2018 could not tell di-magnesium malate from magnesium malate) and no monograph or database entry defining the commercial form was found.'),
  form('Zinco', 'Zinco quelato (bisglicinato)', {
    formula: 'C4H8N2O4Zn', formulaSource: 'laboratorynotes-zinc-bisglycinate', hydrate: 'anhydrous', identifier: 'bis(glycinato)zinc, Zn(C2H4NO2)2', element: 'Zn', statedPercent: null,
    note: 'The defined 1:2 chelate, anhydrous (30.6% Zn). Commercial chelates are often sold at a lower zinc assay (the seed said ~20%); the pharmacy certificate of the raw material governs.',
  }),
  form('Zinco', 'Gluconato de zinco', {
    formula: 'C12H22O14Zn', formulaSource: 'usp-zinc-gluconate', hydrate: 'anhydrous', identifier: 'USP monograph "Zinc Gluconate"', element: 'Zn', publishedMolarMass: 455.68,
    statedPercent: { value: 14.3, source: 'baycare-zinc' },
  }),
  form('Zinco', 'Picolinato de zinco', {
    formula: 'C12H8N2O4Zn·2H2O', formulaSource: 'wikipedia-zinc-picolinate', hydrate: 'dihydrate', identifier: 'ECHA InfoCard 100.132.913', element: 'Zn',
    publishedMolarMass: 345.62, statedPercent: null,
    note: 'The diaqua complex Zn(C6H4NO2)2(H2O)2 as the source gives it (C12H12N2O6Zn, 18.9% Zn); the anhydrous salt would be 21.1%.',
  }),
  form('Zinco', 'Sulfato de zinco', {
    formula: 'ZnSO4·7H2O', formulaSource: 'usp-zinc-sulfate', hydrate: 'heptahydrate', identifier: 'USP monograph "Zinc Sulfate"', element: 'Zn', publishedMolarMass: 287.56,
    statedPercent: { value: 23, source: 'baycare-zinc' },
    note: 'USP admits the monohydrate too (about 36% Zn); the seeded ~23% and the source are the heptahydrate.',
  }),
  form('Selênio', 'L-selenometionina', {
    formula: 'C5H11NO2Se', formulaSource: 'ncats-selenomethionine', hydrate: 'anhydrous', identifier: 'UNII J9V40V4PKZ', element: 'Se', publishedMolarMass: 196.11, statedPercent: null,
  }),
  notCounted('Selênio', 'Selênio quelato (glicinato)', 'sem composto definido (a química dos glicinatos de selênio não foi comprovada)',
    'Not counted: the selenium "glycinate" chelates sold have no demonstrated chemical structure (source selenium-organic-sources), so there is no formula to count from.'),
  form('Selênio', 'Selenito de sódio', {
    formula: 'Na2SeO3', formulaSource: 'wikipedia-sodium-selenite', hydrate: 'anhydrous', identifier: 'Wikipedia chembox "Sodium selenite"', element: 'Se', publishedMolarMass: 172.948, statedPercent: null,
  }),
  form('Ferro', 'Ferro bisglicinato (quelato)', {
    formula: 'C4H8FeN2O4', formulaSource: 'merck-ferrous-bisglycinate', hydrate: 'anhydrous', identifier: 'CAS 20150-34-9 (Merck Index, Ferrous Bisglycinate)', element: 'Fe',
    publishedMolarMass: 203.96, statedPercent: { value: 27.38, source: 'merck-ferrous-bisglycinate' },
    note: 'The defined chelate (27.4% Fe). The commercial material processed with citric acid assays 21.6–23.0% Fe(II) on the dried basis (JECFA, source jecfa-ferrous-glycinate): counted by the formula, an amount of it is overstated by up to about a fifth.',
  }),
  form('Ferro', 'Sulfato ferroso', {
    formula: 'FeSO4·7H2O', formulaSource: 'usp-ferrous-sulfate', hydrate: 'heptahydrate', identifier: 'USP monograph "Ferrous Sulfate"', element: 'Fe', publishedMolarMass: 278.02,
    statedPercent: { value: 20, source: 'livertox-iron' },
  }),
  notCounted('Ferro', 'Ferro polimaltosado', 'complexo polimérico de ferro(III), sem fórmula única', 'A polymeric iron(III) complex: no single molecular formula.'),
  form('Ferro', 'Fumarato ferroso', {
    formula: 'C4H2FeO4', formulaSource: 'merck-ferrous-fumarate', hydrate: 'anhydrous', identifier: 'Merck Index monograph "Ferrous Fumarate"', element: 'Fe', publishedMolarMass: 169.9,
    statedPercent: { value: 33, source: 'livertox-iron' },
  }),
  form('Cálcio', 'Citrato de cálcio', {
    formula: 'Ca3(C6H5O7)2·4H2O', formulaSource: 'merck-calcium-citrate', hydrate: 'tetrahydrate', identifier: 'CAS 5785-44-4 (tetrahydrate)', element: 'Ca', publishedMolarMass: 570.49,
    statedPercent: { value: 21, source: 'healthlinkbc-calcium' },
  }),
  form('Cálcio', 'Carbonato de cálcio', {
    formula: 'CaCO3', formulaSource: 'usp-calcium-carbonate', hydrate: 'anhydrous', identifier: 'USP monograph "Calcium Carbonate"', element: 'Ca', publishedMolarMass: 100.09,
    statedPercent: { value: 40, source: 'healthlinkbc-calcium' },
  }),
  form('Cálcio', 'Cálcio quelato (bisglicinato)', {
    formula: 'C4H8CaN2O4', formulaSource: 'hermetica-calcium-bisglycinate', hydrate: 'anhydrous', identifier: 'CAS 35947-07-0', element: 'Ca', publishedMolarMass: 188.2, statedPercent: null,
    note: 'The defined 1:2 chelate, anhydrous (21.3% Ca); the seed said ~18% for commercial material.',
  }),
  notCounted('Cálcio', 'Hidroxiapatita microcristalina (MCHC)', 'extrato ósseo com matriz proteica, sem fórmula única', 'A bone extract with protein matrix: no single molecular formula.'),
  form('Cromo', 'Picolinato de cromo', {
    formula: 'C18H12CrN3O6', formulaSource: 'usp-chromium-picolinate', hydrate: 'anhydrous', identifier: 'USP monograph "Chromium Picolinate"', element: 'Cr', publishedMolarMass: 418.31, statedPercent: null,
  }),
  notCounted('Cromo', 'Cromo quelato (glicinato)', 'sem composto definido numa fonte publicada',
    'Not counted: no source defining a chromium glycinate compound was found (EFSA evaluated a chromium glycinate nicotinate, another product).'),
  notCounted('Cromo', 'Cromo polinicotinato', 'cromo ligado à niacina sem estequiometria única',
    'Not counted: "polynicotinate" (niacin-bound chromium) is described with different numbers of nicotinates per chromium; no single formula defines it.'),
  form('Iodo', 'Iodeto de potássio', {
    formula: 'KI', formulaSource: 'wikipedia-potassium-iodide', hydrate: 'anhydrous', identifier: 'Wikipedia chembox "Potassium iodide"', element: 'I', publishedMolarMass: 166.0, statedPercent: null,
  }),
  notCounted('Iodo', 'Iodo de alga (kelp)', 'alga com teor de iodo variável, sem fórmula', 'A seaweed: iodine content varies, no formula.'),
  form('Cobre', 'Cobre quelato (bisglicinato)', {
    formula: 'C4H8CuN2O4', formulaSource: 'wikipedia-copper-glycinate', hydrate: 'anhydrous', identifier: 'PubChem CID 3032611; CAS 13479-54-4', element: 'Cu', publishedMolarMass: 211.664,
    statedPercent: null, note: 'Anhydrous bis(glycinato)copper(II) (30.0% Cu); the monohydrate would be 27.7%.',
  }),
  form('Cobre', 'Gluconato de cobre', {
    formula: 'Cu(C6H11O7)2', formulaSource: 'copper-gluconate-patent', hydrate: 'anhydrous', identifier: 'US 2021/0371434 (background)', element: 'Cu', publishedMolarMass: 453.8, statedPercent: null,
  }),
  form('Vitamina D3', 'Colecalciferol (D3)', {
    formula: 'C27H44O', formulaSource: 'usp-cholecalciferol', hydrate: 'anhydrous', identifier: 'CAS 67-97-0', element: null, publishedMolarMass: 384.64, statedPercent: null,
  }),
  form('Vitamina D3', 'Ergocalciferol (D2)', {
    formula: 'C28H44O', formulaSource: 'usp-ergocalciferol', hydrate: 'anhydrous', identifier: 'USP monograph "Ergocalciferol"', element: null, publishedMolarMass: 396.65, statedPercent: null,
  }),
  form('Vitamina D3', 'Colecalciferol em óleo (TCM)', {
    formula: 'C27H44O', formulaSource: 'usp-cholecalciferol-solution', hydrate: 'anhydrous', identifier: 'USP monograph "Cholecalciferol Solution"; CAS 67-97-0', element: null, statedPercent: null,
    note: 'A solution of colecalciferol in oil: its amount in UI is colecalciferol (counted at 0.025 µg per UI); a mass of the solution is not counted (its strength is the label\u2019s).',
  }),
  form('Vitamina D3', 'Calcifediol (25-OH-D3)', {
    formula: 'C27H44O2·H2O', formulaSource: 'ph-eur-calcifediol', hydrate: 'monohydrate', identifier: 'Ph. Eur. 1295; CAS 63283-36-3', element: null, publishedMolarMass: 418.7, statedPercent: null,
    note: 'Recorded, not counted toward vitamin D: the DRIs count colecalciferol and ergocalciferol, and calcifediol is not equivalent to them µg for µg.',
  }),
  form('Vitamina A', 'Palmitato de retinila', {
    formula: 'C36H60O2', formulaSource: 'retinyl-palmitate', hydrate: 'anhydrous', identifier: 'chemeurope "Retinyl palmitate"', element: null, publishedMolarMass: 524.86, statedPercent: null,
  }),
  form('Vitamina A', 'Acetato de retinila', {
    formula: 'C22H32O2', formulaSource: 'wikipedia-retinyl-acetate', hydrate: 'anhydrous', identifier: 'Wikipedia chembox "Retinyl acetate"', element: null, publishedMolarMass: 328.496, statedPercent: null,
    note: 'The source prints the molar mass; the formula is checked against it.',
  }),
  form('Vitamina A', 'Betacaroteno', {
    formula: 'C40H56', formulaSource: 'merck-beta-carotene', hydrate: 'anhydrous', identifier: 'Merck Index monograph "beta-Carotene"', element: null, publishedMolarMass: 536.87, statedPercent: null,
    note: 'Counted as supplemental β-carotene, 2 µg per µg RAE (IOM 2001; in oil); β-carotene in food counts 12 µg per µg RAE. Not counted toward the preformed-vitamin-A UL.',
  }),
  form('Vitamina E', 'd-alfa-tocoferol (natural)', {
    formula: 'C29H50O2', formulaSource: 'usp-d-alpha-tocopherol', hydrate: 'anhydrous', identifier: 'USP monograph "Vitamin E Polyethylene Glycol Succinate" (d-alpha tocopherol)', element: null, statedPercent: null,
  }),
  form('Vitamina E', 'dl-alfa-tocoferol (sintético)', {
    formula: 'C29H50O2', formulaSource: 'jecfa-dl-alpha-tocopherol', hydrate: 'anhydrous', identifier: 'JECFA FNP 52 "dl-alpha-Tocopherol"', element: null, publishedMolarMass: 430.71, statedPercent: null,
    note: 'Half of it (the 2R-stereoisomers) counts toward the RDA, all of it toward the UL (IOM 2000, pp. 191, 394, 397; domain/chemistry/units.ts).',
  }),
  notCounted('Vitamina E', 'Tocoferóis mistos', 'mistura de tocoferóis, sem fórmula única', 'A mixture: no single formula.'),
  notCounted('Vitamina E', 'Tocotrienóis', 'mistura de tocotrienóis, sem fórmula única', 'A mixture: no single formula.'),
  form('Vitamina C', 'Ácido ascórbico', {
    formula: 'C6H8O6', formulaSource: 'usp-ascorbic-acid', hydrate: 'anhydrous', identifier: 'USP monograph "Ascorbic Acid"', element: null, publishedMolarMass: 176.12, statedPercent: null,
  }),
  form('Vitamina C', 'Ascorbato de sódio', {
    formula: 'C6H7NaO6', formulaSource: 'usp-sodium-ascorbate', hydrate: 'anhydrous', identifier: 'USP monograph "Sodium Ascorbate"', element: null, publishedMolarMass: 198.11, statedPercent: null,
  }),
  form('Vitamina C', 'Ascorbato de cálcio', {
    formula: 'C12H14CaO12·2H2O', formulaSource: 'usp-calcium-ascorbate', hydrate: 'dihydrate', identifier: 'USP monograph "Calcium Ascorbate"', element: null, publishedMolarMass: 426.34, statedPercent: null,
    note: 'The dihydrate USP defines: two ascorbates per unit, 82.6% ascorbic acid (the seed said ~89%).',
  }),
  form('Vitamina C', 'Palmitato de ascorbila', {
    formula: 'C22H38O7', formulaSource: 'tga-ascorbyl-palmitate', hydrate: 'anhydrous', identifier: 'Australian approved name "Ascorbyl palmitate" (BP)', element: null, publishedMolarMass: 414.53,
    statedPercent: { value: 42.48, source: 'tga-ascorbyl-palmitate' },
  }),
  notCounted('Vitamina C', 'Vitamina C lipossomal', 'preparação encapsulada (ácido ascórbico em lipossomas), sem fórmula única',
    'An encapsulated preparation: no single formula, and its amount may name the preparation or the vitamin.'),
  form('Vitamina B6 (Piridoxina)', 'Cloridrato de piridoxina', {
    formula: 'C8H11NO3·HCl', formulaSource: 'usp-pyridoxine-hcl', hydrate: 'anhydrous', identifier: 'CAS 58-56-0', element: null, publishedMolarMass: 205.64, statedPercent: null,
    note: 'Counted by its pyridoxine (C8H11NO3, 82.3%): IOM states the vitamin B6 ULs "as pyridoxine" (source iom-1998-vitamin-b6-ul); the hydrochloride adds no vitamin.',
  }),
  form('Vitamina B6 (Piridoxina)', 'Piridoxal-5-fosfato (P5P)', {
    formula: 'C8H10NO6P·H2O', formulaSource: 'tga-pyridoxal-phosphate', hydrate: 'monohydrate', identifier: 'Australian approved name "Pyridoxal 5-phosphate monohydrate" (TGA)', element: null,
    publishedMolarMass: 265.16, statedPercent: { value: 63.8, source: 'tga-pyridoxal-phosphate' },
    note: 'The monohydrate the TGA lists, counted as pyridoxine by molecular weight (one vitamin B6 per molecule: 63.8%, as the TGA states); the anhydrous phosphate (C8H10NO6P, 247.15) would be 68.5%.',
  }),
  form('Vitamina B9 (Metilfolato)', 'L-5-metiltetraidrofolato de cálcio', {
    formula: 'C20H23CaN7O6', formulaSource: 'smolecule-calcium-methylfolate', hydrate: 'anhydrous', identifier: 'CAS 26560-38-3', element: null, publishedMolarMass: 497.5, statedPercent: null,
    note: 'Recorded, not counted: the DFE of the DRIs are defined for food folate and folic acid, not for methylfolate; EFSA (2022, EFSA Journal 20:7452) proposes 1.7 below 400 µg a day and 2.0 at or above, a factor that depends on the dose, and the IOM UL is for folic acid. Checked again 2026-11-29.',
  }),
  form('Vitamina B9 (Metilfolato)', 'Ácido fólico', {
    formula: 'C19H19N7O6', formulaSource: 'usp-folic-acid', hydrate: 'anhydrous', identifier: 'USP monograph "Folic Acid"', element: null, publishedMolarMass: 441.4, statedPercent: null,
    note: 'Counted as 1.7 µg DFE per µg toward the RDA (IOM: taken with food; 2.0 on an empty stomach is not modelled) and as itself toward the UL, which is in µg of folic acid (domain/chemistry/units.ts).',
  }),
  form('Vitamina B9 (Metilfolato)', 'Ácido folínico', {
    formula: 'C20H21CaN7O7', formulaSource: 'usp-leucovorin-calcium', hydrate: 'anhydrous', identifier: 'PubChem CID 135403647 (leucovorin calcium)', element: null, publishedMolarMass: 511.5, statedPercent: null,
    note: 'As calcium folinate (leucovorin calcium), on the anhydrous basis USP assays it on (the material holds up to 17% water). Recorded, not counted: no DFE factor for folinic acid was found.',
  }),
  form('Vitamina B12', 'Metilcobalamina', {
    formula: 'C63H91CoN13O14P', formulaSource: 'usp-methylcobalamin', hydrate: 'anhydrous', identifier: 'USP–NF monograph "Methylcobalamin Tablets"', element: null, statedPercent: null,
    note: 'Recorded, not counted: no source found states how an amount of methylcobalamin counts as the µg of vitamin B12 of the DRIs (µg for µg, or by its molar mass against cyanocobalamin\u2019s).',
  }),
  form('Vitamina B12', 'Cianocobalamina', {
    formula: 'C63H88CoN14O14P', formulaSource: 'usp-cyanocobalamin', hydrate: 'anhydrous', identifier: 'CAS 68-19-9; UNII P6YC3EG204', element: null, publishedMolarMass: 1355.37, statedPercent: null,
    note: 'Counted µg for µg: cyanocobalamin is the compound named vitamin B12 (Merck Index "Vitamin B12", source merck-vitamin-b12), the µg of the DRIs.',
  }),
  notCounted('Vitamina B12', 'Adenosilcobalamina', 'fórmula não confirmada numa fonte publicada',
    'Not counted: its formula (cobamamide) was not found in a reachable pharmacopoeia or database entry.'),
  form('Vitamina B12', 'Hidroxocobalamina', {
    formula: 'C62H89CoN13O15P', formulaSource: 'usp-hydroxocobalamin', hydrate: 'anhydrous', identifier: 'CAS 13422-51-0; UNII Q40X8H422O', element: null, publishedMolarMass: 1346.36, statedPercent: null,
    note: 'Recorded, not counted: as for methylcobalamin, no source found states how its amount counts as the DRIs\u2019 µg of vitamin B12.',
  }),
];
