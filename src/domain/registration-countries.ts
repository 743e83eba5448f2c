/**
 * The countries a carrier, a vehicle, or a person's citizenship may be of: a module of its own, so
 * that the driver's and the vehicle's forms do not load the carrier's rules with it.
 */
/** Countries of registration the portal accepts (ISO 3166-1 alpha-2), Ukraine first. */
export const REGISTRATION_COUNTRIES = [
  "UA", "PL", "SK", "HU", "RO", "MD", "TR", "BG", "CZ", "DE", "AT", "LT", "LV", "EE", "FI", "SE", "DK", "NO",
  "NL", "BE", "LU", "FR", "IT", "ES", "PT", "GR", "HR", "SI", "RS", "BA", "ME", "MK", "AL", "CH", "GB", "IE",
  "CY", "MT", "GE", "AM", "AZ", "KZ", "UZ", "TJ", "KG", "TM",
] as const;
export type RegistrationCountry = (typeof REGISTRATION_COUNTRIES)[number];
