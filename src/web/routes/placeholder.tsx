/** A screen a later issue builds: the SPEC's placeholder page, under the screen's own title. */
import { useMatches } from "react-router";
import { PageWrapper } from "../components/page-wrapper.tsx";
import { routeTitleMeta } from "../page-title.ts";
import { layoutData } from "./layout-data.ts";
import type { GuestPageHandle } from "../guest-pages.ts";

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true } satisfies GuestPageHandle;

export const meta = routeTitleMeta;

export default function Placeholder() {
  const matches = useMatches();
  const id = matches.at(-1)?.id ?? "";
  return <PageWrapper comingSoon title={layoutData(matches)?.pageTitles[id]} />;
}
