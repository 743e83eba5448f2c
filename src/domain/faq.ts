/**
 * The FAQ's search, the same on the server (`GET /api/v3/faq?q=`, the page without JavaScript) and
 * in the browser (the page filters as one types). A question matches when every word of the query
 * appears in its question or its answer, ignoring case, accents and the kind of apostrophe (so
 * "в'їзд" finds "вʼїзд" and "sofer" finds "șofer"). Pure.
 */

/** The longest query the search takes (a question's words, not a document). */
export const FAQ_QUERY_MAX = 100;

export interface FaqSearchable {
  question: string;
  answer: string;
}

export interface FaqTopicOf<E extends FaqSearchable> {
  entries: E[];
}

/** Text as the search compares it: lower case, without accents, one kind of apostrophe. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/[’ʼ`´']/g, "'");
}

/** The query's words, folded; none for a blank query. */
export function searchTerms(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/u)
    .filter((term) => term !== "");
}

/** The query as the search reads it (one key for "Late " and "late"). */
export function normalizedQuery(query: string): string {
  return searchTerms(query).join(" ");
}

export function matchesTerms(entry: FaqSearchable, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const text = foldForSearch(`${entry.question}\n${entry.answer}`);
  return terms.every((term) => text.includes(term));
}

/** The topics with only their entries that match `query`; topics left empty are dropped. A blank query keeps all. */
export function filterFaq<E extends FaqSearchable, T extends FaqTopicOf<E>>(topics: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...topics];
  return topics.flatMap((topic) => {
    const entries = topic.entries.filter((entry) => matchesTerms(entry, terms));
    return entries.length > 0 ? [{ ...topic, entries }] : [];
  });
}

/** How many entries the topics hold. */
export function countEntries(topics: readonly FaqTopicOf<FaqSearchable>[]): number {
  return topics.reduce((sum, topic) => sum + topic.entries.length, 0);
}
