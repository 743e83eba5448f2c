import { describe, expect, it } from "vitest";
import { editedVersion, flatValues, shownValue, yesNo } from "./stale-edit.tsx";

const t = (key: string) => ({ "admin.yes": "Yes", "admin.no": "No" })[key] ?? key;
const flows = [
  { value: "1", label: "Trucks" },
  { value: "2", label: "Buses" },
];

describe("a stale edit's current values, as an administrator reads them", () => {
  it("names nested fields by their path and joins a list", () => {
    expect(flatValues({ name: { uk: "Ягодин", en: "Yahodyn" }, services: ["wifi", "food"], lat: "51.2", note: null })).toEqual({
      "name.uk": "Ягодин",
      "name.en": "Yahodyn",
      services: "wifi,food",
      lat: "51.2",
      note: "",
    });
  });

  it("shows a choice by its label, several choices joined, and an unknown value as it is", () => {
    expect(shownValue("2", flows)).toBe("Buses");
    expect(shownValue("1,2", flows)).toBe("Trucks, Buses");
    expect(shownValue("9", flows)).toBe("9");
  });

  it("shows a check box as yes or no, and an empty field as a dash", () => {
    expect(shownValue("on", yesNo(t))).toBe("Yes");
    expect(shownValue("", yesNo(t))).toBe("No");
    expect(shownValue("", flows)).toBe("—");
    expect(shownValue("")).toBe("—");
    expect(shownValue("config")).toBe("config");
  });
});

describe("the version an edit goes on from", () => {
  const reply = (code: string | undefined, sent: string, current?: string) =>
    ({ result: { initialValue: { version: sent } }, code, current: current ? { version: current } : undefined }) as Parameters<typeof editedVersion>[0];

  it("is the current one after a stale edit, the one sent after another refusal, else the one loaded", () => {
    expect(editedVersion(reply("stale-edit", "v1", "v2"), "v0")).toBe("v2");
    expect(editedVersion(reply(undefined, "v1"), "v3")).toBe("v1");
    expect(editedVersion(undefined, "v3")).toBe("v3");
  });
});
