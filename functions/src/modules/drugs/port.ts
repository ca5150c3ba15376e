/** What the drugs module offers the others: reads of drugs, drug classes and conditions (the checker, search, the typeahead). */
export { createDrugsRepository as clinicalReader, type ClinicalKind, type ClinicalDocs } from './repository.js';
export { NOT_FOUND as CLINICAL_NOT_FOUND } from './service.js';
