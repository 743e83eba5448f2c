/**
 * Every 'Стати в чергу' entry point (header, home, a checkpoint card, a workload board): a link to
 * /queue/join (with the checkpoint, if one was chosen), whose loader runs SPEC §4's decision. With
 * JavaScript, when the decision is to ask which vehicle type, the link opens the vehicle-type modal
 * in place instead: a native <dialog> opened with showModal() (the rest of the page inert, so focus
 * stays inside), closed by Escape or its close button and not by a click outside, giving focus
 * back to the link. The dialog's code loads on the first click.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { joinQueueDecision } from "../../../domain/queue/join-decision.ts";
import { AppLink } from "../../components/app-link.tsx";
import { useLocale } from "../../components/use-locale.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { joinSearch } from "./join-carriers.ts";
import { openDialog } from "./open-dialog.ts";

// Only the users with several carriers ever open it: loaded on the first click, not with the page.
const JoinQueueDialog = lazy(() => import("./join-queue-dialog.tsx"));

export function JoinQueueLink({
  checkpointId = null,
  className,
  children,
}: {
  checkpointId?: number | null;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer;
  const decision = viewer ? joinQueueDecision({ loggedIn: true, carriers: viewer.carriers, checkpointFromWorkload: checkpointId }) : null;
  const choose = decision?.action === "chooseVehicleType" ? decision.carriers : null;
  const dialog = useRef<HTMLDialogElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <AppLink
        to={`${href("/queue/join")}${joinSearch(checkpointId)}`}
        aria-haspopup={choose ? "dialog" : undefined}
        className={className}
        onClick={(event) => {
          if (!choose) return;
          event.preventDefault();
          link.current = event.currentTarget;
          if (dialog.current) openDialog(dialog.current);
          else setAsked(true);
        }}
      >
        {children ?? t("home.joinQueue")}
      </AppLink>
      {choose && asked ? (
        <Suspense fallback={null}>
          <JoinQueueDialog ref={dialog} carriers={choose} checkpointId={checkpointId} returnFocusTo={link} />
        </Suspense>
      ) : null}
    </>
  );
}
