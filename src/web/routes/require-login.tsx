/**
 * Guard of the account, profile and queue screens: a guest goes to the login page of the same
 * language, which returns them here afterwards (?redirectTo=). Every page behind it is personal:
 * no shared cache keeps it, nor the browser's back-forward cache after a logout.
 */
import { Outlet } from "react-router";
import { getWeb } from "../context.ts";
import { requireViewer } from "../viewer.server.ts";
import type { Route } from "./+types/require-login";

export async function loader({ context, url }: Route.LoaderArgs) {
  return { viewer: await requireViewer(getWeb(context), url) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function RequireLogin() {
  return <Outlet />;
}
