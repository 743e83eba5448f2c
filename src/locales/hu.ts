/** hu: the base strings and each feature's own file (src/locales/features/<feature>/hu.json). */
import base from "./hu.json" with { type: "json" };
import booking from "./features/booking/hu.json" with { type: "json" };
import queues from "./features/queues/hu.json" with { type: "json" };
import join from "./features/join/hu.json" with { type: "json" };
import notices from "./features/notices/hu.json" with { type: "json" };
import profileEdits from "./features/profileEdits/hu.json" with { type: "json" };
import share from "./features/share/hu.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
