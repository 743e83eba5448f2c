/** sk: the base strings and each feature's own file (src/locales/features/<feature>/sk.json). */
import base from "./sk.json" with { type: "json" };
import booking from "./features/booking/sk.json" with { type: "json" };
import queues from "./features/queues/sk.json" with { type: "json" };
import join from "./features/join/sk.json" with { type: "json" };
import notices from "./features/notices/sk.json" with { type: "json" };
import profileEdits from "./features/profileEdits/sk.json" with { type: "json" };
import share from "./features/share/sk.json" with { type: "json" };

export default { ...base, booking, queues, join, notices, profileEdits, share };
