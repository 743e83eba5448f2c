/** `<title>` and description of a page: "{page} — {portal}". */
import type { MetaDescriptor } from "react-router";
import { layoutData } from "./routes/layout-data.ts";

export function pageMeta(page: string | undefined, app: { name: string; description?: string }): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: page ? `${page} — ${app.name}` : app.name }];
  if (app.description) meta.push({ name: "description", content: app.description });
  return meta;
}

type TitledMatch = { id: string; loaderData?: unknown } | undefined;

/** The meta of a page titled by its route id (`pages.<id>` in the locale files). */
export function routeTitleMeta({ matches }: { matches: readonly TitledMatch[] }): MetaDescriptor[] {
  const layout = layoutData(matches);
  return pageMeta(layout?.pageTitles[matches.at(-1)?.id ?? ""], layout?.app ?? { name: "" });
}
