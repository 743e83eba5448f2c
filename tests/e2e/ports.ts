/**
 * The ports of the browser tests' servers, all derived from E2E_PORT so that two checkouts can run
 * their browser tests at once: the portal, the portal of the clock tests, and the mail catcher's
 * SMTP and HTTP sides (mail-catcher.ts).
 */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3210);
export const CLOCK_PORTAL_PORT = PORTAL_PORT + 1;
export const MAIL_SMTP_PORT = PORTAL_PORT + 2;
export const MAIL_HTTP_PORT = PORTAL_PORT + 3;
