/** POST /logout (the header's button): ends this session and goes home. Not a page. */
import { redirect } from "react-router";
import { SESSION_COOKIE } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { apiPageError } from "../page-error.server.ts";
import { ApiError } from "../platform/api-client.ts";
import type { Route } from "./+types/logout";

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizePath("/", getWeb(context).locale));
}

export async function action({ context }: Route.ActionArgs) {
  const web = getWeb(context);
  try {
    await web.api.post("/auth/logout");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Refused (a form posted from another site): the refusal's page, and the session goes on.
    if (error.status !== 401) throw apiPageError(error);
    // A session that had ended already: the browser forgets its cookie all the same.
  }
  return redirectWithFlash(web, localizePath("/", web.locale), "auth.loggedOut", `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}
