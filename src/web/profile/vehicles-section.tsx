/**
 * The vehicles part of /profile/carrier ('My vehicles', of the page's vehicle type): each with its
 * registration certificate (links to the owner's files), an 'Edit' disclosure with the vehicle
 * form (new certificate files optional: without them the certificate stays), a button to remove
 * it, and the form to add one, with the certificate's photos or scan. The route's action answers
 * the intents named here.
 */
import { useTranslation } from "react-i18next";
import type { VehicleType } from "../../domain/codes.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { SectionCard } from "../components/section-card.tsx";
import { ConfirmRemoval, confirmRemovalOf } from "./confirm-removal.tsx";
import { VehicleForm } from "./vehicle-form.tsx";

export const ADD_VEHICLE = "add-vehicle";
export const REMOVE_VEHICLE = "remove-vehicle";
export const EDIT_VEHICLE = "edit-vehicle";

/** The reply's form name of a vehicle's edit form. */
export const editVehicleForm = (id: number) => `vehicle-${id}`;

export interface VehicleSummary {
  id: number;
  vehicle_type: VehicleType;
  plate: string;
  make: string;
  country: string;
  has_semi_trailer?: boolean;
  semi_trailer_plate: string | null;
  seats: number | null;
  certificate: Array<{ id: number; name: string; url: string }>;
  /** Whether this account holds the plate (docs/ownership.md); its message is in the user's language. */
  verification?: { state: string; message: string | null };
}

export function VehiclesSection({
  vehicleType,
  vehicles,
  countries,
  reply,
  confirming = null,
}: {
  vehicleType: VehicleType;
  vehicles: VehicleSummary[];
  countries: ReadonlyArray<{ value: string; label: string }>;
  /** The action's reply, whichever of the page's forms it answers. */
  reply: FormReply | undefined;
  /** The removal asked to be confirmed without JavaScript (`?confirm=vehicle-{id}`). */
  confirming?: string | null;
}) {
  const { t } = useTranslation();
  // A vehicle added (a new highest id) gives a fresh, empty add form.
  const newest = vehicles.reduce((max, vehicle) => Math.max(max, vehicle.id), 0);
  return (
    <SectionCard id="vehicles" title={t("profile.vehicles")}>
      {vehicles.length === 0 ? (
        <p>{t("profile.vehiclesNone")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {vehicles.map((vehicle) => {
            const editReply = reply?.form === editVehicleForm(vehicle.id) ? reply : undefined;
            return (
            <li key={vehicle.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-medium">
                  {vehicle.plate} · {vehicle.make}
                  {vehicle.semi_trailer_plate ? ` · ${t("profileRules.semiTrailerLine", { plate: vehicle.semi_trailer_plate })}` : null}
                </span>
                {vehicle.verification?.message ? (
                  <span className={`block text-sm ${vehicle.verification.state === "verified" ? "text-green-800" : "text-slate-700"}`}>{vehicle.verification.message}</span>
                ) : null}
                <span className="block text-sm text-slate-700">
                  {t("profile.certificate")}:{" "}
                  {vehicle.certificate.map((file, index) => (
                    <a key={file.id} href={file.url} className="text-brand-800 underline" target="_blank" rel="noreferrer">
                      {index > 0 ? ", " : ""}
                      {file.name}
                    </a>
                  ))}
                </span>
              </span>
              <ConfirmRemoval
                confirmKey={confirmRemovalOf("vehicle", vehicle.id)}
                confirming={confirming === confirmRemovalOf("vehicle", vehicle.id)}
                label={t("profile.removeVehicle", { plate: vehicle.plate })}
                title={t("removal.vehicleTitle", { plate: vehicle.plate })}
                intent={REMOVE_VEHICLE}
                field={{ name: "vehicle_id", value: vehicle.id }}
              />
              <details open={editReply !== undefined} className="w-full">
                <summary className="w-fit cursor-pointer rounded px-1 font-semibold text-brand-800 underline">
                  {t("profileEdits.editVehicle", { plate: vehicle.plate })}
                </summary>
                <div className="mt-3 space-y-3 rounded border border-slate-200 p-4">
                  <p className="text-sm text-slate-800">{t("profileEdits.certificateKept")}</p>
                  <VehicleForm
                    id={`edit-vehicle-${vehicle.id}`}
                    intent={EDIT_VEHICLE}
                    vehicleType={vehicleType}
                    vehicleId={vehicle.id}
                    reply={editReply}
                    countries={countries}
                    defaultValue={{
                      plate: vehicle.plate,
                      make: vehicle.make,
                      country: vehicle.country,
                      semi_trailer_plate: vehicle.semi_trailer_plate ?? "",
                      seats: vehicle.seats === null ? "" : String(vehicle.seats),
                    }}
                    submitLabel={t("profileEdits.saveChanges")}
                  />
                </div>
              </details>
            </li>
            );
          })}
        </ul>
      )}
      <h3 className="text-lg font-semibold">{t("profile.addVehicle")}</h3>
      <VehicleForm
        key={`add-vehicle-${vehicleType}-${newest}`}
        id={`add-vehicle-${vehicleType}`}
        intent={ADD_VEHICLE}
        vehicleType={vehicleType}
        reply={reply?.form === "vehicle" ? reply : undefined}
        countries={countries}
        claimable
      />
    </SectionCard>
  );
}
