import type { TFunction } from 'i18next';
import type { AuditEntry } from './api/history';

const CONTENT_ACTION = /^(category|supplement|topic|banner|interaction|drug|drug_class|condition|nutrient|supplement_form)\.(baseline|create|update|delete|restore)$/;

/** The server's Portuguese extra words of a content change, as keys of this language's words. */
const DETAILS: readonly [RegExp, (match: RegExpExecArray) => [key: string, values?: Record<string, unknown>]][] = [
  [/^com (\d+) tópicos?$/, (match) => ['audit.detail.withTopics', { count: Number(match[1]) }]],
  [/^com o suplemento "(.*)"$/, (match) => ['audit.detail.withSupplement', { name: match[1] }]],
  [/^da lixeira$/, () => ['audit.detail.fromTrash']],
  [/^\(revisado\)$/, () => ['audit.detail.reviewed']],
  [/^\(versão em inglês\)$/, () => ['audit.detail.english']],
  [/^para a versão de (.+)$/, (match) => ['audit.detail.toVersionOf', { date: match[1] }]],
];

function detailWords(detail: string, t: TFunction): string {
  for (const [pattern, word] of DETAILS) {
    const match = pattern.exec(detail);
    if (match) {
      const [key, values] = word(match);
      return t(key, values ?? {});
    }
  }
  return detail;
}

/** A stored field name in words ('reviewed_at' → 'data de revisão'); an unknown one with its underscores as spaces. */
function fieldWords(field: string, t: TFunction): string {
  return t(`audit.fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
}

/**
 * An audit entry as a sentence in the admin's language: content changes are worded here from their
 * type, action, fields and detail, with the type's gender ('Categoria "Minerais" criada'); other
 * actions keep the server's summary.
 */
export function auditSentence(entry: AuditEntry, t: TFunction, language: string): string {
  const content = CONTENT_ACTION.exec(entry.action);
  if (!content) return entry.summary;
  const [, type, action] = content;
  let sentence = t(`audit.sentence.${type}.${action}`, { name: entry.target.name });
  if (entry.detail) sentence += ` ${detailWords(entry.detail, t)}`;
  if (entry.fields.length > 0) {
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(entry.fields.map((field) => fieldWords(field, t)));
    sentence += t('audit.changedFields', { fields: list });
  }
  return sentence;
}
