import { describe, expect, it } from 'vitest';
import { mentionCounts } from './prose-checks.js';

const TETRACYCLINES = { kind: 'drug_class' as const, id: 1 };
const QUINOLONES = { kind: 'drug_class' as const, id: 2 };
const PREGNANCY = { kind: 'condition' as const, id: 3 };

/** Issue 39: what the quality job counts as a prose mention (false positives of the seed). */
describe('mentionCounts', () => {
  it("does not read a family word several classes share ('antibióticos') as a caution in a use or a property", () => {
    expect(mentionCounts([TETRACYCLINES, QUINOLONES], 'Uma das cepas mais estudadas, com evidência na diarreia associada a antibióticos.')).toEqual([]);
    expect(mentionCounts([TETRACYCLINES, QUINOLONES], 'Levedura probiótica resistente a antibióticos, usada em diarreias.')).toEqual([]);
  });

  it('reads it beside a caution or an interaction', () => {
    expect(mentionCounts([TETRACYCLINES, QUINOLONES], 'Separar em 2 horas de antibióticos')).toEqual([TETRACYCLINES, QUINOLONES]);
    expect(mentionCounts([TETRACYCLINES, QUINOLONES], 'Antibióticos de amplo espectro reduzem a produção intestinal')).toEqual([TETRACYCLINES, QUINOLONES]);
  });

  it("does not read a medicine named as the cause of what the supplement is used for ('associada a') as a caution", () => {
    const STATINS = { kind: 'drug_class' as const, id: 4 };
    expect(mentionCounts([STATINS], 'Miopatia associada a estatinas (adjuvante)', 'estatinas')).toEqual([]);
    expect(mentionCounts([STATINS], 'Cautela: miopatia associada a estatinas', 'estatinas')).toEqual([STATINS]);
    expect(mentionCounts([STATINS], 'Pode reduzir o efeito das estatinas', 'estatinas')).toEqual([STATINS]);
  });

  it('reads one drug class anywhere, and a condition only beside a caution', () => {
    expect(mentionCounts([TETRACYCLINES], 'Tetraciclinas e cátions.')).toEqual([TETRACYCLINES]);
    expect(mentionCounts([PREGNANCY], 'Gestantes e lactantes 220–290 mcg/dia')).toEqual([]);
    expect(mentionCounts([PREGNANCY], 'Cautela na gestação')).toEqual([PREGNANCY]);
  });
});
