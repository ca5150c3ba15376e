/**
 * Portuguese → English translation of the catalogue. Every text goes as an HTML fragment (a name
 * is escaped into one), so one format and one glossary rule cover names and topic contents.
 * Adapters: `google-translator.ts` (Cloud Translation through `@google-cloud/translate`; locally
 * pointed at the local development translator of `local/translation-server/`).
 */
export interface Translator {
  /** Translates each fragment, keeping its markup; the answers come in the same order. */
  translateHtml(fragments: string[]): Promise<string[]>;
}

/** Cloud Translation (Advanced) refuses requests over 30,000 code points; requests stay well below, glossary marks included. */
export const MAX_REQUEST_CHARS = 20_000;
/** At most this many fragments per request (the API takes up to 1,024). */
export const MAX_REQUEST_FRAGMENTS = 100;
