/**
 * What the address of one of the console's lists asks for (users, feedback, reviews, audit,
 * applications): its search and filters, and its page. Read once here for every list's loader: the
 * values its GET form shows again, and the query for the administration API.
 */

/** The last page the API answers (its `page` is 1 to 100 000). */
export const MAX_PAGE = 100_000;

/** A parameter with a closed set of values: `initial` when the address has none, "" (no filter) when it is not one of `values`. */
export interface ChoiceParam {
  values: readonly string[];
  initial?: string;
  /** What a value the list does not know stands for (default: "", no filter). */
  otherwise?: string;
}

export interface ListParams<Text extends string, Choice extends string> {
  /** Free-text parameters (a search, the audit's filters): trimmed, "" when absent. */
  text?: readonly Text[];
  choice?: Record<Choice, ChoiceParam>;
  /** Whether the list comes in pages (`page`, sent to the API). */
  paged?: boolean;
}

export interface ListQuery<Name extends string> {
  /** Every parameter's value, as the form shows it again ("" for none). */
  values: Record<Name, string>;
  /** The page asked for: a whole number from 1 to MAX_PAGE, else 1. */
  page: number;
  /** The API's query: the values that are not "", and the page of a paged list. */
  query: Record<string, string | number>;
}

export function listQuery<Text extends string = never, Choice extends string = never>(url: URL, params: ListParams<Text, Choice>): ListQuery<Text | Choice> {
  const { searchParams } = url;
  const values: Record<string, string> = {};
  for (const name of params.text ?? []) values[name] = searchParams.get(name)?.trim() ?? "";
  for (const [name, choice] of Object.entries<ChoiceParam>(params.choice ?? ({} as Record<Choice, ChoiceParam>))) {
    const asked = searchParams.get(name);
    values[name] = asked === null ? (choice.initial ?? "") : choice.values.includes(asked) ? asked : (choice.otherwise ?? "");
  }
  const asked = Number(searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const query: Record<string, string | number> = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  if (params.paged) query.page = page;
  return { values: values as Record<Text | Choice, string>, page, query };
}
