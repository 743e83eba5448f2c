/** tr: the base strings and each feature's own file (src/locales/features/<feature>/tr.json). */
import base from "./tr.json" with { type: "json" };
import booking from "./features/booking/tr.json" with { type: "json" };
import queues from "./features/queues/tr.json" with { type: "json" };
import join from "./features/join/tr.json" with { type: "json" };
import notices from "./features/notices/tr.json" with { type: "json" };
import profileEdits from "./features/profileEdits/tr.json" with { type: "json" };
import share from "./features/share/tr.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
