import type { TopicReference } from '../../../contract/evidence.js';

/**
 * The publications the demonstration's interactions cite. Each was found with the documentation
 * search in a published listing of it (PubMed, PMC, the journal's page or an indexing service) while
 * the seed was written (issue 31); an identifier that was not seen in such a listing is null, and
 * "et al." stands for co-authors that were not seen.
 */
const ref = (authors: string, title: string, journal: string, year: number, doi: string | null, pmid: string | null): TopicReference =>
  ({ authors, title, journal, year, doi, pmid });

export const REFS = {
  campbell1992: ref('Campbell NR, Hasinoff BB, Stalts H, Rao B, Wong NC', 'Ferrous sulfate reduces thyroxine efficacy in patients with hypothyroidism', 'Ann Intern Med', 1992, '10.7326/0003-4819-117-12-1010', '1443969'),
  zamfirescu2011: ref('Zamfirescu I, et al.', 'Absorption of levothyroxine when coadministered with various calcium formulations', 'Thyroid', 2011, '10.1089/thy.2010.0296', '21595516'),
  hallberg1991: ref('Hallberg L, et al.', 'Calcium: effect of different amounts on nonheme- and heme-iron absorption in humans', 'Am J Clin Nutr', 1991, '10.1093/ajcn/53.1.112', null),
  marchbanks1993: ref('Marchbanks CR', 'Drug-drug interactions with fluoroquinolones', 'Pharmacotherapy', 1993, '10.1002/j.1875-9114.1993.tb02712.x', '8474934'),
  campbellHasinoff1991: ref('Campbell NR, Hasinoff BB', 'Iron supplements: a common cause of drug interactions', 'Br J Clin Pharmacol', 1991, '10.1111/j.1365-2125.1991.tb05525.x', '2054263'),
  kara1991: ref('Kara M, Hasinoff BB, McKay DW, Campbell NR', 'Clinical and chemical interactions between iron preparations and ciprofloxacin', 'Br J Clin Pharmacol', 1991, '10.1111/j.1365-2125.1991.tb05526.x', '2054264'),
  campbell1989: ref('Campbell NR, Hasinoff B', 'Ferrous sulfate reduces levodopa bioavailability: chelation as a possible mechanism', 'Clin Pharmacol Ther', 1989, '10.1038/clpt.1989.21', '2920496'),
  solomons1981: ref('Solomons NW, Jacob RA', 'Studies on the bioavailability of zinc in humans: effects of heme and nonheme iron on the absorption of zinc', 'Am J Clin Nutr', 1981, '10.1093/ajcn/34.4.475', '7223699'),
  jeng2022: ref('Jeng SS, Chen YH', 'Association of zinc with anemia', 'Nutrients', 2022, '10.3390/nu14224918', '36432604'),
  wood1997: ref('Wood RJ, Zheng JJ', 'High dietary calcium intakes reduce zinc absorption and balance in humans', 'Am J Clin Nutr', 1997, '10.1093/ajcn/65.6.1803', '9174476'),
  ekenved1976: ref('Ekenved G, Halvorsen L, Sölvell L', 'Influence of a liquid antacid on the absorption of different iron salts', 'Scand J Haematol', 1976, '10.1111/j.1600-0609.1976.tb00349.x', null),
  schurgers2004: ref('Schurgers LJ, Shearer MJ, Hamulyák K, Stöcklin E, Vermeer C', 'Effect of vitamin K intake on the stability of oral anticoagulant treatment: dose-response relationships in healthy subjects', 'Blood', 2004, '10.1182/blood-2004-04-1525', '15231565'),
  lurie2010: ref('Lurie Y, Loebstein R, Kurnik D, Almog S, Halkin H', 'Warfarin and vitamin K intake in the era of pharmacogenetics', 'Br J Clin Pharmacol', 2010, '10.1111/j.1365-2125.2010.03672.x', '20653669'),
  schurgers2007: ref('Schurgers LJ, et al.', 'Vitamin K-containing dietary supplements: comparison of synthetic vitamin K1 and natto-derived menaquinone-7', 'Blood', 2007, '10.1182/blood-2006-08-040709', '17158229'),
  buckley2004: ref('Buckley MS, Goff AD, Knapp WE', 'Fish oil interaction with warfarin', 'Ann Pharmacother', 2004, '10.1345/aph.1d007', null),
  pryce2016: ref('Pryce R, Bernaitis N, Davey AK, Badrick T, Anoopkumar-Dukie S', 'The use of fish oil with warfarin does not significantly affect either the international normalised ratio or incidence of adverse events in patients with atrial fibrillation and deep vein thrombosis: a retrospective study', 'Nutrients', 2016, '10.3390/nu8090578', null),
  akintoye2018: ref('Akintoye E, Sethi P, Harris WS, et al.', 'Fish oil and perioperative bleeding', 'Circ Cardiovasc Qual Outcomes', 2018, '10.1161/CIRCOUTCOMES.118.004584', '30571332'),
  schurks2010: ref('Schürks M, Glynn RJ, Rist PM, Tzourio C, Kurth T', 'Effects of vitamin E on stroke subtypes: meta-analysis of randomised controlled trials', 'BMJ', 2010, '10.1136/bmj.c5702', '21051774'),
  rothman1995: ref('Rothman KJ, Moore LL, Singer MR, Nguyen USDT, Mannino S, Milunsky A', 'Teratogenicity of high vitamin A intake', 'N Engl J Med', 1995, null, '7477116'),
  ziaei2007: ref('Ziaei S, et al.', 'A randomised placebo-controlled trial to determine the effect of iron supplementation on pregnancy outcome in pregnant women with haemoglobin ≥ 13.2 g/dl', 'BJOG', 2007, '10.1111/j.1471-0528.2007.01325.x', '17516958'),
  haider2013: ref('Haider BA, Olofin I, Wang M, Spiegelman D, Ezzati M, Fawzi WW', 'Anaemia, prenatal iron use, and risk of adverse pregnancy outcomes: systematic review and meta-analysis', 'BMJ', 2013, '10.1136/bmj.f3443', '23794316'),
  juurlink2004: ref('Juurlink DN, Mamdani MM, Lee DS, Kopp A, Austin PC, Laupacis A, Redelmeier DA', 'Rates of hyperkalemia after publication of the Randomized Aldactone Evaluation Study', 'N Engl J Med', 2004, '10.1056/NEJMoa040135', null),
  klawans1971: ref('Klawans HL, Ringel SP, Shenker DM', 'Failure of vitamin B6 to reverse the L-dopa effect in patients on a dopa decarboxylase inhibitor', 'J Neurol Neurosurg Psychiatry', 1971, '10.1136/jnnp.34.6.682', null),
  oketchRabah2020: ref('Oketch-Rabah HA, et al.', 'United States Pharmacopeia (USP) comprehensive review of the hepatotoxicity of green tea extracts', 'Toxicol Rep', 2020, '10.1016/j.toxrep.2020.02.008', '32140423'),
  misaka2014: ref('Misaka S, Yatabe J, Müller F, et al.', 'Green tea ingestion greatly reduces plasma concentrations of nadolol in healthy subjects', 'Clin Pharmacol Ther', 2014, '10.1038/clpt.2013.241', '24419562'),
  leung2014: ref('Leung AM, Braverman LE', 'Consequences of excess iodine', 'Nat Rev Endocrinol', 2014, '10.1038/nrendo.2013.251', null),
  virtamo2014: ref('Virtamo J, Taylor PR, Kontto J, et al.', 'Effects of α-tocopherol and β-carotene supplementation on cancer incidence and mortality: 18-year postintervention follow-up of the Alpha-tocopherol, Beta-carotene Cancer Prevention Study', 'Int J Cancer', 2014, null, '24338499'),
  vinayagamoorthy2023: ref('Vinayagamoorthy K, Pentapati KC, Prakash H', 'Epidemiology of Saccharomyces fungemia: a systematic review', 'Med Mycol', 2023, '10.1093/mmy/myad014', '36806741'),
  hennequin2000: ref('Hennequin C, Kauffmann-Lacroix C, Jobert A, et al.', 'Possible role of catheters in Saccharomyces boulardii fungemia', 'Eur J Clin Microbiol Infect Dis', 2000, '10.1007/s100960050003', '10706174'),
  bjornsson2020: ref('Björnsson HK, Björnsson ES, Avula B, et al.', 'Ashwagandha-induced liver injury: a case series from Iceland and the US Drug-Induced Liver Injury Network', 'Liver Int', 2020, '10.1111/liv.14393', '31991029'),
  halegouaDeMarzio2023: ref('Halegoua-DeMarzio D, Navarro V, Ahmad J, et al.', 'Liver injury associated with turmeric: a growing problem. Ten cases from the Drug-Induced Liver Injury Network [DILIN]', 'Am J Med', 2023, '10.1016/j.amjmed.2022.09.026', '36252717'),
  chandler2014: ref('Chandler PD, Scott JB, Drake BF, et al.', 'Risk of hypercalcemia in blacks taking hydrochlorothiazide and vitamin D', 'Am J Med', 2014, '10.1016/j.amjmed.2014.02.044', '24657333'),
  acog2010: ref('American College of Obstetricians and Gynecologists, Committee on Obstetric Practice', 'Committee Opinion No. 462: moderate caffeine consumption during pregnancy', 'Obstet Gynecol', 2010, '10.1097/AOG.0b013e3181eeb2a1', null),
  wakai2019: ref('Wakai E, Ikemura K, Sugimoto H, Iwamoto T, Okuda M', 'Risk factors for the development of hypermagnesemia in patients prescribed magnesium oxide: a retrospective cohort study', 'J Pharm Health Care Sci', 2019, '10.1186/s40780-019-0133-7', '30805197'),
  park2014: ref('Park CH, Kim EH, Roh YH, Kim HY, Lee SK', 'The association between the use of proton pump inhibitors and the risk of hypomagnesemia: a systematic review and meta-analysis', 'PLoS One', 2014, '10.1371/journal.pone.0112558', '25394217'),
  jiang2004: ref('Jiang X, Williams KM, Liauw WS, et al.', "Effect of St John's wort and ginseng on the pharmacokinetics and pharmacodynamics of warfarin in healthy subjects", 'Br J Clin Pharmacol', 2004, '10.1111/j.1365-2125.2004.02051.x', null),
  jiang2006: ref('Jiang X, et al.', 'Investigation of the effects of herbal medicines on warfarin response in healthy subjects: a population pharmacokinetic-pharmacodynamic modeling approach', 'J Clin Pharmacol', 2006, '10.1177/0091270006292124', '17050802'),
  cook2001: ref('Cook JD, Reddy MB', 'Effect of ascorbic acid intake on nonheme-iron absorption from a complete diet', 'Am J Clin Nutr', 2001, null, '11124756'),
  hunt1990: ref('Hunt JR, Mullen LM, Lykken GI, Gallagher SK, Nielsen FH', 'Ascorbic acid: effect on ongoing iron absorption and status in iron-depleted young women', 'Am J Clin Nutr', 1990, '10.1093/ajcn/51.4.649', null),
  neuvonen1976: ref('Neuvonen PJ', 'Interactions with the absorption of tetracyclines', 'Drugs', 1976, '10.2165/00003495-197611010-00004', '946598'),
  gritter2022: ref('Gritter M, Wouda RD, Yeung SMH, et al.', 'Effects of short-term potassium chloride supplementation in patients with CKD', 'J Am Soc Nephrol', 2022, '10.1681/ASN.2022020147', '35609996'),
  beall1995: ref('Beall DP, Scofield RH', 'Milk-alkali syndrome associated with calcium carbonate consumption. Report of 7 patients with parathyroid hormone levels and an estimate of prevalence among patients hospitalized with hypercalcemia', 'Medicine (Baltimore)', 1995, '10.1097/00005792-199503000-00004', '7891547'),
  toh2014: ref('Toh JW, Ong E, Wilson R', 'Hypomagnesaemia associated with long-term use of proton pump inhibitors', 'Gastroenterol Rep (Oxf)', 2014, '10.1093/gastro/gou054', '25138239'),
  francescangeli2019: ref('Francescangeli J, Karamchandani K, Powell M, Bonavia A', 'The serotonin syndrome: from molecular mechanisms to clinical practice', 'Int J Mol Sci', 2019, '10.3390/ijms20092288', '31075831'),
} as const;
