/**
 * Guard of the profile and queue screens (SPEC §6): a logged-in user who has not chosen a carrier
 * type yet goes to /profile/carrierType first, and comes back here afterwards.
 */
import { Outlet } from "react-router";
import { getWeb } from "../context.ts";
import { redirectVia } from "../forms/api-submission.server.ts";
import { requireViewer } from "../viewer.server.ts";
import type { Route } from "./+types/require-carrier-type";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await requireViewer(web, url);
  if (viewer.carrier_type === null) throw redirectVia("/profile/carrierType", web.locale, url);
  return null;
}

export default function RequireCarrierType() {
  return <Outlet />;
}
