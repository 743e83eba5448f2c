/** The portal's version, from package.json; clients send it in their identifier header. */
import pkg from "../../package.json" with { type: "json" };

export const APP_VERSION: string = pkg.version;
