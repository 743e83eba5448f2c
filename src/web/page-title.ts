/** `<title>` and description of a page: "{page} — {portal}". */
import type { MetaDescriptor } from "react-router";

export function pageMeta(page: string | undefined, app: { name: string; description?: string }): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: page ? `${page} — ${app.name}` : app.name }];
  if (app.description) meta.push({ name: "description", content: app.description });
  return meta;
}
