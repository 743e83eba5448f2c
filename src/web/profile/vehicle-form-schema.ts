/** The vehicle form's schema in the page: the shared one, plus the certificate's files (checked by the API). */
import { z } from "../../domain/zod.ts";
import { VehicleType } from "../../domain/codes.ts";
import { vehicleSchema } from "../../domain/vehicles.ts";

export const vehicleFormSchema = vehicleSchema.safeExtend({ certificate: z.unknown().optional() });

/**
 * A truck's form always asks 'with semi-trailer': an unticked box sends nothing, so the answer is
 * written out as "false", and a plate left in the hidden field is dropped (it is neither checked nor
 * stored). Applied by each action that takes the vehicle form, before it is checked or sent on.
 */
export function withSemiTrailerAnswer(formData: FormData): FormData {
  if (formData.get("vehicle_type") !== String(VehicleType.Truck) || formData.has("has_semi_trailer")) return formData;
  formData.set("has_semi_trailer", "false");
  formData.delete("semi_trailer_plate");
  return formData;
}
