import type { QualityItem } from '../../contract/quality-answers.js';
import { formNumbers, upperLevelAmount } from '../../domain/chemistry/form-numbers.js';
import { convertMass } from '../../domain/chemistry/units.js';
import type { NutrientDoc, PopulationGroupKey, SupplementFormDoc, TopicDoc } from '../../domain/docs.js';
import { findDailyDoses, type ProseDose } from '../../domain/prose-doses.js';
import { normalizeText } from '../../domain/keywords.js';
import { topicRef } from './prose-checks.js';
import { excerptOf, proseUnitsOf, type ProseUnit } from './prose-units.js';
import { finding, supplementRefOf, type QualitySnapshot } from './snapshot.js';

/** Words that say a dose is above the upper level (the note a dose beyond it must carry in the same unit of text). */
const UPPER_LEVEL_NOTE = /limite\s+superior|acima\s+do\s+(?:limite|UL)|\bUL\b|tolerável/iu;

/** A name's first word as compared ('Bisglicinato de magnésio' → 'bisglicinato'). */
const firstWord = (name: string): string => normalizeText(name).split(/[^a-z0-9]+/)[0]?.replace(/s$/, '') ?? '';

/** The group a unit of text speaks of: pregnancy and lactation by their words, else adults. */
function groupOf(text: string): PopulationGroupKey {
  if (/gestante|gestação|gravidez/iu.test(text)) return 'gestantes';
  if (/lactante|lactação|amamenta/iu.test(text)) return 'lactantes';
  return 'adultos-19a';
}

/**
 * The dose in the nutrient's unit: a mass converted, UI by the nutrient's forms' factor, and an amount
 * of a named chemical form ('300 mg de bisglicinato') by that form's counted fraction. Null when the
 * text's amount cannot be counted as the nutrient (no factor, no fraction): not reported, not guessed.
 */
function nutrientAmount(dose: ProseDose, nutrient: NutrientDoc, forms: readonly SupplementFormDoc[]): number | null {
  let amount: number;
  if (dose.unit === 'UI') {
    const inUi = forms.find((form) => form.nutrient_id === nutrient.id && typeof form.iu_factor === 'number');
    if (!inUi?.iu_factor) return null;
    // As the upper level counts it (dl-α-tocopherol: 0.9 mg per UI, not the RDA's 0.45).
    amount = upperLevelAmount(dose.per_day * inUi.iu_factor, inUi);
  } else {
    amount = convertMass(dose.per_day, dose.unit, nutrient.unit);
  }
  if (!dose.of || dose.of.includes('elementar')) return amount;
  const form = forms.find((candidate) => firstWord(candidate.name) === firstWord(dose.of!));
  if (!form) return amount;
  // Compared with the upper level: the share it counts (folic acid as itself, not as µg DFE).
  const fraction = formNumbers(form, nutrient).upper_level_fraction;
  return fraction === null ? null : amount * fraction;
}

function doseFinding(unit: ProseUnit, dose: ProseDose, nutrient: NutrientDoc, forms: readonly SupplementFormDoc[]): QualityItem['dose'] {
  if (UPPER_LEVEL_NOTE.test(unit.text)) return null;
  const group = groupOf(unit.text);
  const upper = nutrient.groups[group]?.upper_level;
  if (!upper || upper.kind !== 'value') return null;
  const perDay = nutrientAmount(dose, nutrient, forms);
  if (perDay === null || perDay <= upper.high) return null;
  return { text: dose.text, per_day: Math.round(perDay * 100) / 100, upper_level: upper.high, unit: nutrient.unit, group, nutrient: { id: nutrient.id, name: nutrient.name } };
}

/** Each daily dose a monograph states above its nutrient's upper level for the group, with no note saying so. */
export function doseFindings(snapshot: QualitySnapshot, topicsBySupplement: Map<number, TopicDoc[]>): QualityItem[] {
  const findings: QualityItem[] = [];
  for (const supplement of snapshot.supplements) {
    const nutrient = snapshot.nutrients.find((candidate) => candidate.supplement_ids.includes(supplement.id));
    if (!nutrient) continue;
    const forms = snapshot.forms.filter((form) => form.supplement_id === supplement.id || form.nutrient_id === nutrient.id);
    const seen = new Set<string>();
    for (const unit of (topicsBySupplement.get(supplement.id) ?? []).flatMap(proseUnitsOf)) {
      for (const dose of findDailyDoses(unit.text)) {
        const above = doseFinding(unit, dose, nutrient, forms);
        if (!above || seen.has(dose.text)) continue;
        seen.add(dose.text);
        findings.push({ ...finding('dose_above_upper_level'), supplement: supplementRefOf(supplement), topic: topicRef(unit.topic), excerpt: excerptOf(unit), dose: above });
      }
    }
  }
  return findings;
}
