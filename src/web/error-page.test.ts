import { describe, expect, it } from "vitest";
import { errorPageContent } from "./error-page.ts";

describe("the error page's content", () => {
  it.each([
    ["a 404 keeps its fixed text, whatever it carries", { status: 404, statusText: "Not Found", data: { message: "Not found" } }, { status: 404, message: null }],
    ["React Router's own 404 (no route)", { status: 404, statusText: "Not Found", data: "Error: No route matches URL \"/x\"", internal: true }, { status: 404, message: null }],
    ["a 403 shows its message", { status: 403, statusText: "", data: { message: "Access to queue reservation is blocked" } }, { status: 403, message: "Access to queue reservation is blocked" }],
    ["a 410 shows its text", { status: 410, statusText: "", data: "The link was revoked" }, { status: 410, message: "The link was revoked" }],
    ["a 429 shows its message", { status: 429, statusText: "", data: { message: "Too many requests. Try again in 1 min" } }, { status: 429, message: "Too many requests. Try again in 1 min" }],
    ["a 500 with a message shows it", { status: 500, statusText: "", data: { message: "The registry does not answer" } }, { status: 500, message: "The registry does not answer" }],
    ["a response without a message: the generic text", { status: 400, statusText: "", data: null }, { status: 400, message: null }],
    ["a blank message: the generic text", { status: 409, statusText: "", data: { message: "  " } }, { status: 409, message: null }],
    ["an unexpected error shows no internals", new Error("SELECT * FROM users failed"), { status: 500, message: null }],
    ["something thrown that is not an error", "boom", { status: 500, message: null }],
  ] as const)("%s", (_, error, content) => {
    expect(errorPageContent(error)).toEqual(content);
  });
});
