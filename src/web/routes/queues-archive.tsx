/** /queues-archive: past entries (being built: the placeholder until then). */
import { useMatches } from "react-router";
import { PageWrapper } from "../components/page-wrapper.tsx";
import { routeTitleMeta } from "../page-title.ts";
import { layoutData } from "./layout-data.ts";

export const meta = routeTitleMeta;

export default function Page() {
  const matches = useMatches();
  return <PageWrapper comingSoon title={layoutData(matches)?.pageTitles[matches.at(-1)?.id ?? ""]} />;
}
