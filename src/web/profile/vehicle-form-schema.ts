/** The vehicle form's schema in the page: the shared one, plus the certificate's files (checked by the API). */
import { z } from "zod";
import { vehicleSchema } from "../../domain/vehicles.ts";

export const vehicleFormSchema = vehicleSchema.safeExtend({ certificate: z.unknown().optional() });
