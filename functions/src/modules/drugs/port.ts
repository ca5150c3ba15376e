/** What the drugs module offers the others: reads of drugs, drug classes and conditions (the checker, search, the typeahead). */
export { createDrugsRepository as clinicalReader, NOT_FOUND as CLINICAL_NOT_FOUND, type ClinicalKind, type ClinicalDocs } from './repository.js';
export { CLINICAL_NAME_TYPES, markClinicalNamesStale, markClinicalNamesStaleInStore, readClinicalNames, refreshClinicalNames, type ClinicalNames } from './names-digest.js';
