/**
 * The kinds of file a user may upload as a document (a registration certificate, a customs
 * declaration): photos or a scan. A module of its own so that a form's file field can say what it
 * accepts without loading the rules of the profile.
 */
export const CERTIFICATE_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
