/** pl: the base strings and each feature's own file (src/locales/features/<feature>/pl.json). */
import base from "./pl.json" with { type: "json" };
import booking from "./features/booking/pl.json" with { type: "json" };
import queues from "./features/queues/pl.json" with { type: "json" };
import join from "./features/join/pl.json" with { type: "json" };
import notices from "./features/notices/pl.json" with { type: "json" };
import profileEdits from "./features/profileEdits/pl.json" with { type: "json" };
import share from "./features/share/pl.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
