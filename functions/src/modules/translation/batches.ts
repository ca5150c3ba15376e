import { escapeHtml, htmlToPlainText } from './html-text.js';
import { MAX_REQUEST_CHARS, MAX_REQUEST_FRAGMENTS } from './port.js';

/** One text to translate: a field of a document, as the HTML fragment sent to the translator. */
export interface PendingText {
  id: string;
  field: string;
  html: boolean;
  sourceHash: string;
  fragment: string;
}

export const toFragment = (text: string, html: boolean): string => (html ? text : escapeHtml(text));
export const fromFragment = (fragment: string, html: boolean): string => (html ? fragment : htmlToPlainText(fragment));

/**
 * Groups texts into translator requests under the size limits, keeping each document's texts in
 * one request, so a request that succeeds leaves whole documents translated.
 */
export function groupIntoRequests(texts: PendingText[]): PendingText[][] {
  const byDocument = new Map<string, PendingText[]>();
  for (const text of texts) byDocument.set(text.id, [...(byDocument.get(text.id) ?? []), text]);
  const requests: PendingText[][] = [];
  let current: PendingText[] = [];
  let chars = 0;
  for (const group of byDocument.values()) {
    const size = group.reduce((sum, text) => sum + text.fragment.length, 0);
    if (current.length > 0 && (chars + size > MAX_REQUEST_CHARS || current.length + group.length > MAX_REQUEST_FRAGMENTS)) {
      requests.push(current);
      current = [];
      chars = 0;
    }
    current.push(...group);
    chars += size;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}
