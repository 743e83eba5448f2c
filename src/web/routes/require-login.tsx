/**
 * Guard of the account, profile and queue screens: a guest goes to the login page of the same
 * language, which returns them here afterwards (?redirectTo=).
 */
import { Outlet, redirect } from "react-router";
import { localizePath } from "../../domain/locale-routing.ts";
import { getWeb } from "../context.ts";
import { getViewer } from "../viewer.server.ts";
import type { Route } from "./+types/require-login";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await getViewer(web.api);
  if (!viewer) {
    const back = `${url.pathname}${url.search}`;
    throw redirect(`${localizePath("/login", web.locale)}?redirectTo=${encodeURIComponent(back)}`);
  }
  return { viewer };
}

export default function RequireLogin() {
  return <Outlet />;
}
