import type { SeedDrug, SeedDrugClass } from './types.js';

/**
 * Demonstration drug list: the active ingredients the seeded interactions name, with their classes.
 * Portuguese names are the DCB (Denominação Comum Brasileira), English names the INN. Brands are
 * only those found in a published Brazilian package insert (bula) or pharmacy listing while this list
 * was written (see the report of issue 31); a drug whose brands were not checked has none.
 * Issue 39 appended orlistate, prednisona and nitroglicerina (no brand confirmed) and removed
 * anlodipino, for which no supplement interaction with a confirmed source was found. Its second coverage
 * pass appended metotrexato, sulfassalazina, penicilamina and metildopa (no brand confirmed).
 */
export const DRUG_CLASSES: readonly SeedDrugClass[] = [
  { key: 'anticoagulantes', name: { pt: 'Anticoagulantes orais', en: 'Oral anticoagulants' }, synonyms: ['anticoagulante', 'anticoagulação', 'afinar o sangue'] },
  { key: 'antagonistas-vitamina-k', name: { pt: 'Antagonistas da vitamina K (cumarínicos)', en: 'Vitamin K antagonists (coumarins)' }, synonyms: ['cumarínicos', 'AVK', 'anticoagulante cumarínico'] },
  { key: 'antiplaquetarios', name: { pt: 'Antiplaquetários', en: 'Antiplatelet agents' }, synonyms: ['antiagregantes plaquetários', 'antiagregante'] },
  { key: 'tetraciclinas', name: { pt: 'Tetraciclinas', en: 'Tetracyclines' }, synonyms: ['tetraciclina', 'antibiótico'] },
  { key: 'quinolonas', name: { pt: 'Quinolonas (fluoroquinolonas)', en: 'Quinolones (fluoroquinolones)' }, synonyms: ['fluoroquinolonas', 'quinolona', 'antibiótico'] },
  { key: 'bisfosfonatos', name: { pt: 'Bisfosfonatos', en: 'Bisphosphonates' }, synonyms: ['bifosfonatos', 'osteoporose'] },
  { key: 'ibp', name: { pt: 'Inibidores da bomba de prótons', en: 'Proton pump inhibitors' }, synonyms: ['IBP', 'protetor gástrico', 'antiácido'] },
  { key: 'biguanidas', name: { pt: 'Biguanidas (antidiabéticos orais)', en: 'Biguanides (oral antidiabetics)' }, synonyms: ['antidiabético', 'hipoglicemiante'] },
  { key: 'isrs', name: { pt: 'Inibidores seletivos da recaptação de serotonina', en: 'Selective serotonin reuptake inhibitors' }, synonyms: ['ISRS', 'SSRI', 'antidepressivo'] },
  { key: 'imao', name: { pt: 'Inibidores da monoaminoxidase', en: 'Monoamine oxidase inhibitors' }, synonyms: ['IMAO', 'MAOI', 'antidepressivo'] },
  { key: 'ieca', name: { pt: 'Inibidores da enzima conversora de angiotensina', en: 'Angiotensin-converting enzyme inhibitors' }, synonyms: ['IECA', 'inibidor da ECA', 'anti-hipertensivo'] },
  { key: 'bra', name: { pt: 'Bloqueadores do receptor de angiotensina II', en: 'Angiotensin II receptor blockers' }, synonyms: ['BRA', 'sartanas', 'anti-hipertensivo'] },
  { key: 'diureticos-tiazidicos', name: { pt: 'Diuréticos tiazídicos', en: 'Thiazide diuretics' }, synonyms: ['tiazídicos', 'diurético', 'anti-hipertensivo'] },
  { key: 'diureticos-poupadores-potassio', name: { pt: 'Diuréticos poupadores de potássio', en: 'Potassium-sparing diuretics' }, synonyms: ['antagonista da aldosterona', 'diurético'] },
  { key: 'diureticos-alca', name: { pt: 'Diuréticos de alça', en: 'Loop diuretics' }, synonyms: ['diurético de alça', 'diurético'] },
  { key: 'bloqueadores-canais-calcio', name: { pt: 'Bloqueadores dos canais de cálcio', en: 'Calcium channel blockers' }, synonyms: ['antagonistas do cálcio', 'anti-hipertensivo'] },
  { key: 'betabloqueadores', name: { pt: 'Betabloqueadores', en: 'Beta blockers' }, synonyms: ['bloqueadores beta-adrenérgicos', 'anti-hipertensivo'] },
  { key: 'estatinas', name: { pt: 'Estatinas', en: 'Statins' }, synonyms: ['inibidores da HMG-CoA redutase', 'hipolipemiante', 'colesterol'] },
  { key: 'inibidores-calcineurina', name: { pt: 'Imunossupressores inibidores da calcineurina', en: 'Calcineurin inhibitor immunosuppressants' }, synonyms: ['imunossupressor', 'transplante'] },
  { key: 'glicosideos-cardiacos', name: { pt: 'Glicosídeos cardíacos', en: 'Cardiac glycosides' }, synonyms: ['digitálicos'] },
  { key: 'antiparkinsonianos', name: { pt: 'Antiparkinsonianos dopaminérgicos', en: 'Dopaminergic antiparkinson agents' }, synonyms: ['Parkinson'] },
  { key: 'anticonvulsivantes', name: { pt: 'Anticonvulsivantes', en: 'Anticonvulsants' }, synonyms: ['antiepilépticos', 'epilepsia'] },
  { key: 'contraceptivos-orais', name: { pt: 'Contraceptivos orais', en: 'Oral contraceptives' }, synonyms: ['anticoncepcional', 'pílula'] },
  { key: 'hormonios-tireoidianos', name: { pt: 'Hormônios tireoidianos', en: 'Thyroid hormones' }, synonyms: ['tireoide', 'hipotireoidismo'] },
  // Issue 39: classes the ODS fact sheets' interactions need.
  { key: 'inibidores-lipase', name: { pt: 'Inibidores da lipase intestinal', en: 'Intestinal lipase inhibitors' }, synonyms: ['antiobesidade', 'emagrecedor'] },
  { key: 'nitratos', name: { pt: 'Nitratos orgânicos', en: 'Organic nitrates' }, synonyms: ['vasodilatador coronariano'] },
  { key: 'corticosteroides', name: { pt: 'Corticosteroides sistêmicos', en: 'Systemic corticosteroids' }, synonyms: ['glicocorticoides', 'corticoides', 'corticoide'] },
  // Issue 39, second coverage pass: classes of the drugs the folate and iron records name.
  { key: 'antagonistas-folato', name: { pt: 'Antagonistas do folato', en: 'Folate antagonists' }, synonyms: ['antifolato', 'antimetabólito'] },
  { key: 'aminossalicilatos', name: { pt: 'Aminossalicilatos', en: 'Aminosalicylates' }, synonyms: ['5-ASA', 'anti-inflamatório intestinal'] },
  { key: 'quelantes-cobre', name: { pt: 'Quelantes do cobre', en: 'Copper chelators' }, synonyms: ['quelante de metais'] },
  { key: 'anti-hipertensivos-centrais', name: { pt: 'Anti-hipertensivos de ação central', en: 'Centrally acting antihypertensives' }, synonyms: ['agonista alfa-2', 'anti-hipertensivo'] },
];

export const DRUGS: readonly SeedDrug[] = [
  { key: 'varfarina', name: { pt: 'Varfarina', en: 'Warfarin' }, synonyms: ['varfarina sódica', 'warfarina'], brands: ['Marevan', 'Coumadin'], classes: ['anticoagulantes', 'antagonistas-vitamina-k'] },
  { key: 'rivaroxabana', name: { pt: 'Rivaroxabana', en: 'Rivaroxaban' }, synonyms: ['anticoagulante oral direto', 'DOAC'], brands: [], classes: ['anticoagulantes'] },
  { key: 'apixabana', name: { pt: 'Apixabana', en: 'Apixaban' }, synonyms: ['anticoagulante oral direto', 'DOAC'], brands: [], classes: ['anticoagulantes'] },
  { key: 'acido-acetilsalicilico', name: { pt: 'Ácido acetilsalicílico', en: 'Acetylsalicylic acid' }, synonyms: ['AAS', 'aspirina'], brands: [], classes: ['antiplaquetarios'] },
  { key: 'clopidogrel', name: { pt: 'Clopidogrel', en: 'Clopidogrel' }, synonyms: ['bissulfato de clopidogrel'], brands: ['Plavix', 'Plagrel', 'Plaq'], classes: ['antiplaquetarios'] },
  { key: 'levotiroxina', name: { pt: 'Levotiroxina sódica', en: 'Levothyroxine sodium' }, synonyms: ['levotiroxina', 'T4', 'tiroxina'], brands: ['Puran T4', 'Euthyrox'], classes: ['hormonios-tireoidianos'] },
  { key: 'doxiciclina', name: { pt: 'Doxiciclina', en: 'Doxycycline' }, synonyms: ['hiclato de doxiciclina'], brands: [], classes: ['tetraciclinas'] },
  { key: 'tetraciclina', name: { pt: 'Tetraciclina', en: 'Tetracycline' }, synonyms: ['cloridrato de tetraciclina'], brands: [], classes: ['tetraciclinas'] },
  { key: 'minociclina', name: { pt: 'Minociclina', en: 'Minocycline' }, synonyms: ['cloridrato de minociclina'], brands: [], classes: ['tetraciclinas'] },
  { key: 'ciprofloxacino', name: { pt: 'Ciprofloxacino', en: 'Ciprofloxacin' }, synonyms: ['cloridrato de ciprofloxacino', 'ciprofloxacina'], brands: ['Cipro'], classes: ['quinolonas'] },
  { key: 'levofloxacino', name: { pt: 'Levofloxacino', en: 'Levofloxacin' }, synonyms: ['levofloxacina'], brands: [], classes: ['quinolonas'] },
  { key: 'alendronato', name: { pt: 'Alendronato de sódio', en: 'Alendronic acid' }, synonyms: ['alendronato', 'ácido alendrônico'], brands: ['Fosamax'], classes: ['bisfosfonatos'] },
  { key: 'risedronato', name: { pt: 'Risedronato sódico', en: 'Risedronic acid' }, synonyms: ['risedronato', 'ácido risedrônico'], brands: [], classes: ['bisfosfonatos'] },
  { key: 'omeprazol', name: { pt: 'Omeprazol', en: 'Omeprazole' }, synonyms: [], brands: ['Lozeprel'], classes: ['ibp'] },
  { key: 'pantoprazol', name: { pt: 'Pantoprazol', en: 'Pantoprazole' }, synonyms: ['pantoprazol sódico'], brands: [], classes: ['ibp'] },
  { key: 'metformina', name: { pt: 'Metformina', en: 'Metformin' }, synonyms: ['cloridrato de metformina'], brands: ['Glifage'], classes: ['biguanidas'] },
  { key: 'sertralina', name: { pt: 'Sertralina', en: 'Sertraline' }, synonyms: ['cloridrato de sertralina'], brands: ['Zoloft'], classes: ['isrs'] },
  { key: 'fluoxetina', name: { pt: 'Fluoxetina', en: 'Fluoxetine' }, synonyms: ['cloridrato de fluoxetina'], brands: ['Prozac', 'Prozen'], classes: ['isrs'] },
  { key: 'escitalopram', name: { pt: 'Escitalopram', en: 'Escitalopram' }, synonyms: ['oxalato de escitalopram'], brands: [], classes: ['isrs'] },
  { key: 'tranilcipromina', name: { pt: 'Tranilcipromina', en: 'Tranylcypromine' }, synonyms: ['sulfato de tranilcipromina'], brands: [], classes: ['imao'] },
  { key: 'enalapril', name: { pt: 'Enalapril', en: 'Enalapril' }, synonyms: ['maleato de enalapril'], brands: ['Renitec'], classes: ['ieca'] },
  { key: 'captopril', name: { pt: 'Captopril', en: 'Captopril' }, synonyms: [], brands: [], classes: ['ieca'] },
  { key: 'losartana', name: { pt: 'Losartana potássica', en: 'Losartan' }, synonyms: ['losartana', 'losartan'], brands: [], classes: ['bra'] },
  { key: 'espironolactona', name: { pt: 'Espironolactona', en: 'Spironolactone' }, synonyms: [], brands: ['Aldactone'], classes: ['diureticos-poupadores-potassio'] },
  { key: 'hidroclorotiazida', name: { pt: 'Hidroclorotiazida', en: 'Hydrochlorothiazide' }, synonyms: ['HCTZ'], brands: [], classes: ['diureticos-tiazidicos'] },
  { key: 'clortalidona', name: { pt: 'Clortalidona', en: 'Chlortalidone' }, synonyms: [], brands: [], classes: ['diureticos-tiazidicos'] },
  { key: 'furosemida', name: { pt: 'Furosemida', en: 'Furosemide' }, synonyms: [], brands: [], classes: ['diureticos-alca'] },
  { key: 'nadolol', name: { pt: 'Nadolol', en: 'Nadolol' }, synonyms: [], brands: [], classes: ['betabloqueadores'] },
  { key: 'sinvastatina', name: { pt: 'Sinvastatina', en: 'Simvastatin' }, synonyms: [], brands: [], classes: ['estatinas'] },
  { key: 'atorvastatina', name: { pt: 'Atorvastatina cálcica', en: 'Atorvastatin' }, synonyms: ['atorvastatina'], brands: [], classes: ['estatinas'] },
  { key: 'ciclosporina', name: { pt: 'Ciclosporina', en: 'Ciclosporin' }, synonyms: ['cyclosporine'], brands: ['Sandimmun Neoral'], classes: ['inibidores-calcineurina'] },
  { key: 'tacrolimo', name: { pt: 'Tacrolimo', en: 'Tacrolimus' }, synonyms: ['tacrolimus'], brands: [], classes: ['inibidores-calcineurina'] },
  { key: 'digoxina', name: { pt: 'Digoxina', en: 'Digoxin' }, synonyms: ['digital'], brands: [], classes: ['glicosideos-cardiacos'] },
  { key: 'levodopa', name: { pt: 'Levodopa', en: 'Levodopa' }, synonyms: ['L-dopa', 'levodopa + carbidopa', 'levodopa + benserazida'], brands: ['Prolopa'], classes: ['antiparkinsonianos'] },
  { key: 'fenitoina', name: { pt: 'Fenitoína', en: 'Phenytoin' }, synonyms: ['difenil-hidantoína'], brands: [], classes: ['anticonvulsivantes'] },
  { key: 'carbamazepina', name: { pt: 'Carbamazepina', en: 'Carbamazepine' }, synonyms: [], brands: ['Tegretol'], classes: ['anticonvulsivantes'] },
  { key: 'acido-valproico', name: { pt: 'Ácido valproico', en: 'Valproic acid' }, synonyms: ['valproato de sódio', 'divalproato'], brands: [], classes: ['anticonvulsivantes'] },
  { key: 'etinilestradiol', name: { pt: 'Etinilestradiol', en: 'Ethinylestradiol' }, synonyms: ['anticoncepcional combinado'], brands: [], classes: ['contraceptivos-orais'] },
  // Issue 39 (appended so earlier ids stay): drugs the ODS fact sheets' interactions name. No brand was confirmed for them.
  { key: 'orlistate', name: { pt: 'Orlistate', en: 'Orlistat' }, synonyms: ['orlistat'], brands: [], classes: ['inibidores-lipase'] },
  { key: 'nitroglicerina', name: { pt: 'Nitroglicerina', en: 'Glyceryl trinitrate' }, synonyms: ['trinitrato de glicerila', 'nitroglycerin'], brands: [], classes: ['nitratos'] },
  { key: 'prednisona', name: { pt: 'Prednisona', en: 'Prednisone' }, synonyms: [], brands: [], classes: ['corticosteroides'] },
  // Issue 39, second coverage pass (appended): no brand was confirmed for them.
  { key: 'metotrexato', name: { pt: 'Metotrexato', en: 'Methotrexate' }, synonyms: ['MTX', 'metotrexato sódico'], brands: [], classes: ['antagonistas-folato'] },
  { key: 'sulfassalazina', name: { pt: 'Sulfassalazina', en: 'Sulfasalazine' }, synonyms: ['salazosulfapiridina', 'sulfasalazina'], brands: [], classes: ['aminossalicilatos'] },
  { key: 'penicilamina', name: { pt: 'Penicilamina', en: 'Penicillamine' }, synonyms: ['D-penicilamina'], brands: [], classes: ['quelantes-cobre'] },
  { key: 'metildopa', name: { pt: 'Metildopa', en: 'Methyldopa' }, synonyms: ['alfametildopa'], brands: [], classes: ['anti-hipertensivos-centrais'] },
];
