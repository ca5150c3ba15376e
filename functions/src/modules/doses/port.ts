/**
 * What the doses module offers the others: a chemical form's molar mass and the share of its mass
 * counted as its nutrient, from its formula and basis (the formula builder's totals can use the same
 * numbers the monograph's table shows).
 */
export { formNumbers, type FormNumbers } from './chemistry.js';
