/**
 * pl: what every page of the language needs (the base strings and the header's features), as the
 * browser's first chunk. Features used by a few pages only load with those pages
 * (src/locales/lazy-features.ts).
 */
import base from "./pl.json" with { type: "json" };
import join from "./features/join/pl.json" with { type: "json" };
import notices from "./features/notices/pl.json" with { type: "json" };

export default { ...base, join, notices };
