import type { SeedDrug, SeedDrugClass } from './types.js';

export const DRUG_CLASSES: readonly SeedDrugClass[] = [];

export const DRUGS: readonly SeedDrug[] = [];
