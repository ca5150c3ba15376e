import type { Actor } from '../../domain/docs.js';
import { editConflict } from '../../http/errors.js';

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(iso))
    .replace(',', '');

/**
 * An update carries the revision it was based on (`revision`). If the item changed since, nothing is
 * written: 409 `edit_conflict` with who saved it last and when. The contract requires the revision
 * on every update (`requiredRevision`, 422 without it); null is a review mark, which changes no content.
 */
export function checkBaseRevision(current: { revision?: unknown; updated_by?: unknown; updated_at?: unknown }, expected: number | null): void {
  if (expected === null) return;
  const revision = typeof current.revision === 'number' ? current.revision : 0;
  if (revision === expected) return;
  const by = (current.updated_by as Actor | undefined)?.name ?? null;
  const at = typeof current.updated_at === 'string' ? current.updated_at : null;
  const message = `Este conteúdo foi alterado por ${by ?? 'outro administrador'} em ${at ? formatWhen(at) : 'há pouco'}. Recarregue para ver as alterações.`;
  throw editConflict(message, { updated_by: by, updated_at: at });
}
