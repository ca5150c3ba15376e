import type { TFunction } from 'i18next';

/** The shared schema's Portuguese messages, translated by their text (pt has no entries: shown as is). */
export function translateSuggestionMessage(t: TFunction<'suggestions'>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return t(`validation.${message}`, { defaultValue: message });
}

/** zod (with the shared schema) loads with the dialog, not with the page that holds the button. */
export const loadSuggestionSchema = async () => (await import('@contract/suggestions')).suggestionCreateSchema;
