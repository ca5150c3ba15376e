import { z } from './zod.js';

/**
 * Portuguese defaults for what a schema does not word itself (zod's own texts are English): a body
 * of the wrong shape, a field nobody asked for, a value of the wrong type. Every schema's own
 * messages (spec section 5) still win. Installed once per process by `installZodMessages()`.
 */
export function zodMessage(issue: { code?: string; path?: PropertyKey[]; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys') return `Campo não permitido: ${(issue.keys ?? []).join(', ')}`;
  if (issue.code === 'invalid_type' && (issue.path?.length ?? 0) === 0) return 'Corpo da requisição inválido';
  if (issue.code === 'invalid_type') return 'Valor inválido';
  if (issue.code === 'too_big') return 'Valor longo demais';
  if (issue.code === 'too_small') return 'Valor curto demais';
  return 'Dados inválidos';
}

let installed = false;

export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => zodMessage(issue) });
}
