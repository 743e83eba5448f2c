/** The driver form's schema, the same rule the API applies: ages counted in Ukraine's calendar. */
import { driverSchema } from "../../domain/drivers.ts";
import { borderDate } from "../../domain/form-fields.ts";

export const driverFormSchema = driverSchema(() => borderDate(new Date()));
