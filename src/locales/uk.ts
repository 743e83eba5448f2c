/** uk: the base strings and each feature's own file (src/locales/features/<feature>/uk.json). */
import base from "./uk.json" with { type: "json" };
import booking from "./features/booking/uk.json" with { type: "json" };
import queues from "./features/queues/uk.json" with { type: "json" };
import join from "./features/join/uk.json" with { type: "json" };
import notices from "./features/notices/uk.json" with { type: "json" };
import profileEdits from "./features/profileEdits/uk.json" with { type: "json" };
import share from "./features/share/uk.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
