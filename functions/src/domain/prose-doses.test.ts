import { describe, expect, it } from 'vitest';
import { findDailyDoses } from './prose-doses.js';

const doses = (text: string) => findDailyDoses(text).map(({ per_day, unit, of }) => [per_day, unit, of]);

describe('daily doses stated in prose', () => {
  it('reads the top of a range per day, with what it is of', () => {
    expect(doses('Cãibras 400–600 mg/dia de Mg elementar, fracionados')).toEqual([[600, 'mg', 'mg elementar']]);
  });

  it('multiplies doses taken several times a day and divides weekly ones', () => {
    expect(doses('Pele 500 mg 2x/dia')).toEqual([[1000, 'mg', null]]);
    expect(doses('10–25 mg três vezes ao dia')).toEqual([[75, 'mg', null]]);
    expect(doses('7.000 UI/dia ou 50.000 UI/semana por 8 semanas')).toEqual([[7000, 'UI', null], [50000 * (1 / 7), 'UI', null]]);
    expect(doses('1–2 g/dia de ácido nicotínico')).toEqual([[2, 'g', 'ácido']]);
  });

  it('skips amounts with no frequency and amounts per kilogram', () => {
    expect(doses('Tomar 1 cápsula de 300 mg; 3–6 mg/kg antes do treino; Foco 100–200 mg')).toEqual([]);
  });
});
