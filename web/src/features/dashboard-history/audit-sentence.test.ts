import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import type { AuditEntry } from './api/history';
import { auditSentence } from './audit-sentence';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  action: 'topic.update',
  actor: { name: 'Ana Editora' },
  target: { type: 'topic', id: '7', name: 'Posologia' },
  summary: 'Tópico "Posologia" atualizado',
  fields: [],
  detail: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const sentenceIn = (language: 'pt' | 'en', value: AuditEntry) => auditSentence(value, i18n.getFixedT(language, 'dashboard-history'), language);

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('dashboard-history');
  await i18n.loadLanguages('en');
});

describe('an audit entry as a sentence in the admin’s language', () => {
  it('names the changed fields in words, never the stored names', () => {
    const reviewed = entry({ fields: ['content', 'reviewed_at', 'reviewed_by'], detail: '(revisado)' });
    expect(sentenceIn('pt', reviewed)).toBe('Tópico "Posologia" atualizado (revisado) (alterou conteúdo, data de revisão e revisor)');
    expect(sentenceIn('en', reviewed)).toBe('Topic "Posologia" updated (reviewed) (changed content, review date, and reviewer)');
  });

  it('agrees with the gender of what it is about', () => {
    expect(sentenceIn('pt', entry({ action: 'category.create', target: { type: 'category', id: '1', name: 'Minerais' } }))).toBe('Categoria "Minerais" criada');
    expect(sentenceIn('pt', entry({ action: 'supplement.create', target: { type: 'supplement', id: '2', name: 'Zinco' } }))).toBe('Suplemento "Zinco" criado');
    expect(sentenceIn('en', entry({ action: 'category.delete', target: { type: 'category', id: '1', name: 'Minerais' }, detail: 'com 12 tópicos' }))).toBe(
      'Category "Minerais" deleted with 12 topics',
    );
  });

  it('words the interaction checker’s content (issue 31) with its gender too', () => {
    const interaction = entry({ action: 'interaction.update', target: { type: 'interaction', id: '4', name: 'Magnésio × Varfarina' }, fields: ['severity', 'management'] });
    expect(sentenceIn('pt', interaction)).toBe('Interação "Magnésio × Varfarina" atualizada (alterou gravidade e conduta)');
    expect(sentenceIn('en', interaction)).toBe('Interaction "Magnésio × Varfarina" updated (changed severity and management)');
    expect(sentenceIn('pt', entry({ action: 'drug.delete', target: { type: 'drug', id: '5', name: 'Varfarina' } }))).toBe('Medicamento "Varfarina" excluído');
    expect(sentenceIn('pt', entry({ action: 'drug_class.create', target: { type: 'drug_class', id: '6', name: 'Anticoagulantes' } }))).toBe('Classe de medicamentos "Anticoagulantes" criada');
  });

  it('words doses by population (issue 32): nutrients and chemical forms, with their fields', () => {
    const nutrient = entry({ action: 'nutrient.update', target: { type: 'nutrient', id: '1', name: 'Magnésio' }, fields: ['groups', 'sources'] });
    expect(sentenceIn('pt', nutrient)).toBe('Nutriente "Magnésio" atualizado (alterou valores por grupo e fontes)');
    expect(sentenceIn('en', nutrient)).toBe('Nutrient "Magnésio" updated (changed values by group and sources)');
    const form = entry({ action: 'supplement_form.update', target: { type: 'supplement_form', id: '3', name: 'Óxido de magnésio' }, fields: ['formula'] });
    expect(sentenceIn('pt', form)).toBe('Forma química "Óxido de magnésio" atualizada (alterou fórmula molecular)');
  });

  it('keeps the server’s sentence for actions that are not content changes', () => {
    const sent = entry({ action: 'notification.send', summary: 'Notificação "Novidades" enviada (português, home)', target: { type: 'notification', id: '3', name: 'Novidades' } });
    expect(sentenceIn('pt', sent)).toBe('Notificação "Novidades" enviada (português, home)');
  });
});
