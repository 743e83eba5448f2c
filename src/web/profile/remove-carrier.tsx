/**
 * Removing the carrier of a vehicle type from /profile/carrier, after the same confirmation as a
 * driver's or a vehicle's (confirm-removal.tsx): a native <dialog> with JavaScript, a confirmation
 * step on the page without it (`?confirm=remove-carrier`). The route's action answers REMOVE_CARRIER.
 */
import { useTranslation } from "react-i18next";
import type { VehicleType } from "../../domain/codes.ts";
import { ConfirmRemoval } from "./confirm-removal.tsx";

export const REMOVE_CARRIER = "remove-carrier";
/** The query that shows the confirmation step without JavaScript. */
export const CONFIRM_REMOVE_CARRIER = "remove-carrier";

export function RemoveCarrier({ vehicleType, name, confirming }: { vehicleType: VehicleType; name: string; confirming: boolean }) {
  const { t } = useTranslation();
  return (
    <ConfirmRemoval
      confirmKey={CONFIRM_REMOVE_CARRIER}
      confirming={confirming}
      label={t("profileEdits.removeCarrier")}
      title={t("profileEdits.removeCarrierTitle", { name })}
      body={t("profileEdits.removeCarrierBody", { type: t(`vehicleTypes.${vehicleType}`) })}
      intent={REMOVE_CARRIER}
      field={{ name: "vehicle_type", value: vehicleType }}
      level={2}
      linkClassName="rounded border-2 border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
    />
  );
}
