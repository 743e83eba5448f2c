/** en: the base strings and each feature's own file (src/locales/features/<feature>/en.json). */
import base from "./en.json" with { type: "json" };
import booking from "./features/booking/en.json" with { type: "json" };
import queues from "./features/queues/en.json" with { type: "json" };
import join from "./features/join/en.json" with { type: "json" };
import notices from "./features/notices/en.json" with { type: "json" };
import profileEdits from "./features/profileEdits/en.json" with { type: "json" };
import share from "./features/share/en.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
