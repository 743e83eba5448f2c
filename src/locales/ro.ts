/** ro: the base strings and each feature's own file (src/locales/features/<feature>/ro.json). */
import base from "./ro.json" with { type: "json" };
import booking from "./features/booking/ro.json" with { type: "json" };
import queues from "./features/queues/ro.json" with { type: "json" };
import join from "./features/join/ro.json" with { type: "json" };
import notices from "./features/notices/ro.json" with { type: "json" };
import profileEdits from "./features/profileEdits/ro.json" with { type: "json" };
import share from "./features/share/ro.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
