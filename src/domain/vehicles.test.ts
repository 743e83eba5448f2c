import { describe, expect, it } from "vitest";
import { vehicleSchema } from "./vehicles.ts";

const truck = { vehicle_type: "1", plate: "вс 1234 нк", make: "Volvo FH", country: "UA", semi_trailer_plate: "BC 5678 XX", seats: "" };
const errorsOf = (input: unknown) => {
  const result = vehicleSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the vehicle form", () => {
  it("normalises the plates and reads the form's strings", () => {
    expect(vehicleSchema.parse(truck)).toEqual({
      vehicle_type: 1,
      plate: "BC1234HK",
      make: "Volvo FH",
      country: "UA",
      semi_trailer_plate: "BC5678XX",
    });
  });

  it.each([
    ["a bus without seats", { vehicle_type: "2", semi_trailer_plate: "" }, { seats: "validation.required" }],
    ["a bus with too few seats", { vehicle_type: "2", semi_trailer_plate: "", seats: "4" }, { seats: "validation.seatsInvalid" }],
    ["a semi-trailer on a car", { vehicle_type: "3" }, { semi_trailer_plate: "validation.semiTrailerTrucksOnly" }],
    ["a plate with letters no plate has", { plate: "ЖЖ 1234" }, { plate: "validation.plateInvalid" }],
    ["no make and no plate, at once", { make: "", plate: "" }, { make: "validation.required", plate: "validation.required" }],
    ["no type", { vehicle_type: "" }, { vehicle_type: "validation.vehicleTypeRequired" }],
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...truck, ...change })).toEqual(errors);
  });

  it("takes a bus with its seats", () => {
    expect(vehicleSchema.parse({ ...truck, vehicle_type: "2", semi_trailer_plate: "", seats: "52" })).toMatchObject({ seats: 52 });
  });
});
