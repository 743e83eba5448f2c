/** The driver form's schema, the same rule the API applies: ages counted in Ukraine's calendar. */
import { dateIn, driverSchema } from "../../domain/drivers.ts";

export const driverFormSchema = driverSchema(() => dateIn("Europe/Kyiv", new Date()));
