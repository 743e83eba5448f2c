/**
 * The border's time zone: ages, years of issue and "today" are counted in Ukraine's calendar. A
 * module of its own, free of schemas, so that the pages that only format dates do not load zod.
 */
export const BORDER_TIME_ZONE = "Europe/Kyiv";
