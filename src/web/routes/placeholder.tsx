/** A screen a later issue builds: the SPEC's placeholder page, under the screen's own title. */
import { useMatches } from "react-router";
import { PageWrapper } from "../components/page-wrapper.tsx";
import { pageMeta } from "../page-title.ts";
import type { Route } from "./+types/placeholder";
import { layoutData } from "./layout-data.ts";

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  const id = matches.at(-1)?.id ?? "";
  return pageMeta(layout?.pageTitles[id], layout?.app ?? { name: "" });
}

export default function Placeholder() {
  const matches = useMatches();
  const id = matches.at(-1)?.id ?? "";
  return <PageWrapper comingSoon title={layoutData(matches)?.pageTitles[id]} />;
}
