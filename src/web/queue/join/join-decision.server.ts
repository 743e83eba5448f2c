/**
 * The /queue/join loader's part (SPEC §4's join-queue decision, computed by
 * src/domain/queue/join-decision.ts): a ready carrier goes to its new-queue page (with the
 * checkpoint chosen on a board), a user whose carriers lack information to the carrier profile with
 * the warning; what is left is the vehicle-type choice, which the page shows.
 */
import { redirect } from "react-router";
import { localizePath } from "../../../domain/locale-routing.ts";
import { joinQueueDecision, type JoinCarrier } from "../../../domain/queue/join-decision.ts";
import type { WebContext } from "../../context.ts";
import { setFlash } from "../../flash.server.ts";
import { loginRedirect } from "../../forms/api-submission.server.ts";
import { getViewer } from "../../viewer.server.ts";
import { idParam, joinCarriersOf, joinSearch } from "./join-carriers.ts";

/** Where the carrier profile shows the warning as a box of its own (a toast fades in 3 s). */
export const CARRIER_REQUIRED_WARNING = "carrierRequired";

export interface VehicleTypeChoice {
  /** The carriers with enough information, one per vehicle type. */
  carriers: JoinCarrier[];
  checkpointId: number | null;
  /** A carrier was asked for (?carrier=) that is not one of the user's ready carriers. */
  invalidChoice: boolean;
}

/** Runs the decision for the request; throws the redirect unless the user must choose a vehicle type. */
export async function decideJoin(web: WebContext, url: URL): Promise<VehicleTypeChoice> {
  const viewer = await getViewer(web);
  const chosen = url.searchParams.get("carrier");
  const checkpointId = idParam(url.searchParams.get("checkpoint"));
  const decision = joinQueueDecision({
    loggedIn: viewer !== null,
    carriers: joinCarriersOf(viewer?.carriers),
    chosenCarrierId: idParam(chosen),
    checkpointFromWorkload: checkpointId,
  });
  switch (decision.action) {
    case "login":
      throw loginRedirect(web.locale, url);
    case "newQueue":
      throw redirect(`${localizePath(`/queue/new/${decision.carrierId}`, web.locale)}${joinSearch(decision.checkpointId)}`);
    case "fillCarrier":
      throw redirect(`${localizePath("/profile/carrier", web.locale)}?warning=${CARRIER_REQUIRED_WARNING}`, {
        headers: { "Set-Cookie": await setFlash("join.carrierRequired", web.secureCookies, "info") },
      });
    case "chooseVehicleType":
      return { carriers: decision.carriers, checkpointId, invalidChoice: chosen !== null };
  }
}
