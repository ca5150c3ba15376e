/**
 * A topic's address in the reader: the spec's supplement path with the topic as a query parameter,
 * `/app/suplementos/topicos/{supplement slug}?topico={topic id}` (docs/decisions/catalogue-and-content.md, "Every topic
 * has a URL"). Without the parameter the page opens the first topic, as before. The server builds
 * the same address for a notification that points to a topic (notifications/service.ts).
 */
export const TOPIC_QUERY_PARAM = 'topico';

/** The reader's path of a supplement's topics, at one topic when `topicId` is given. */
export function supplementTopicsPath(supplementSlug: string, topicId?: number | null): string {
  const path = `/app/suplementos/topicos/${encodeURIComponent(supplementSlug)}`;
  return topicId ? `${path}?${TOPIC_QUERY_PARAM}=${topicId}` : path;
}

/** The same address, absolute (what 'Compartilhar' copies and paper prints). */
export function supplementTopicsUrl(supplementSlug: string, topicId?: number | null, origin = window.location.origin): string {
  return new URL(supplementTopicsPath(supplementSlug, topicId), origin).href;
}

/** The topic an address names, or null (none, or not a positive whole number: the first topic opens). */
export function topicIdFromSearch(search: URLSearchParams): number | null {
  const raw = search.get(TOPIC_QUERY_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
