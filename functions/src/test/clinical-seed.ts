import { buildCatalogue } from '../local/seed/catalogue.js';
import { buildClinicalDocs } from '../local/seed/clinical-docs.js';

/** The seeded catalogue's clinical ids by name (the seed writes fixed ids), for the API tests of issue 31. */
export function seededClinical() {
  const catalogue = buildCatalogue();
  const clinical = buildClinicalDocs(catalogue.supplements);
  const find = <T extends { id: number; name: string }>(docs: readonly T[], name: string): T => {
    const found = docs.find((doc) => doc.name === name);
    if (!found) throw new Error(`not seeded: ${name}`);
    return found;
  };
  return {
    ...clinical,
    supplements: catalogue.supplements,
    supplement: (name: string) => find(catalogue.supplements, name),
    form: (name: string) => find(clinical.forms, name),
    drug: (name: string) => find(clinical.drugs, name),
    drugClass: (name: string) => find(clinical.drugClasses, name),
    condition: (name: string) => find(clinical.conditions, name),
  };
}
export type SeededClinical = ReturnType<typeof seededClinical>;
