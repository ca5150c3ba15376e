import { randomInt } from 'node:crypto';
import { COLLECTIONS, type EducationDoc, type GlobalSettingsDoc, type PlanDoc } from '../domain/docs.js';
import type { Store } from '../store/port.js';

/** Reference data most API tests need: educations, terms, settings, plans. */
export async function writeReferenceData(store: Store): Promise<void> {
  const educations: EducationDoc[] = [
    { id: 1, name: 'Nutrição', order: 1, i18n: { en: { name: 'Nutrition' } } },
    { id: 2, name: 'Medicina', order: 2, i18n: { en: { name: 'Medicine' } } },
  ];
  const settings: GlobalSettingsDoc = { text_align: 'text-justify', url_tutorial: 'https://example.com/t', url_tutorial_en: 'https://example.com/t-en', show_tutorial: 1 };
  const annual: PlanDoc = {
    id: 'annual', name: '12 meses', months: 12, price_per_month_cents: 1991, total_cents: 23900, currency: 'BRL',
    popular: true, saving_percent: 33, order: 1, i18n: { en: { name: '12 months' } },
  };
  const batch = store.batch();
  for (const education of educations) batch.set(COLLECTIONS.educations, String(education.id), education);
  batch.set(COLLECTIONS.terms, 'current', { content: '<p>Termos de uso</p>', i18n: { en: { content: '<p>Terms of use</p>' } }, updated_at: '2026-01-01T00:00:00.000Z' });
  batch.set(COLLECTIONS.settings, 'global', settings);
  batch.set(COLLECTIONS.plans, annual.id, annual);
  await batch.commit();
}

/** A fresh random valid CPF (tests in parallel processes share one Auth emulator). */
export function nextCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join('');
}

export function registration(overrides: Record<string, unknown> = {}) {
  const cpf = nextCpf();
  return {
    name: 'Maria Souza',
    email: `maria.${cpf}@example.com`,
    document: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    phone: '(11) 98765-4321',
    education_id: 1,
    password: 'segredo1',
    conf_password: 'segredo1',
    accepted_terms: '1',
    receive_notifications: '0',
    ...overrides,
  };
}
