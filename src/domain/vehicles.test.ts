import { describe, expect, it } from "vitest";
import { semiTrailerPlateOf, vehicleSchema, withoutUnaskedSemiTrailer } from "./vehicles.ts";

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
    ["a bus without seats", { vehicle_type: "2", semi_trailer_plate: "" }, { seats: "validation.seatsRequired" }],
    ["a bus with too few seats", { vehicle_type: "2", semi_trailer_plate: "", seats: "4" }, { seats: "validation.seatsInvalid" }],
    ["a semi-trailer on a car", { vehicle_type: "3" }, { semi_trailer_plate: "validation.semiTrailerTrucksOnly" }],
    ["a plate with letters no plate has", { plate: "ЖЖ 1234" }, { plate: "validation.plateInvalid" }],
    ["no make and no plate, at once", { make: "", plate: "" }, { make: "validation.makeRequired", plate: "validation.plateRequired" }],
    ["no type", { vehicle_type: "" }, { vehicle_type: "validation.vehicleTypeRequired" }],
    ["a truck with a semi-trailer but no plate for it", { has_semi_trailer: "on", semi_trailer_plate: "" }, { semi_trailer_plate: "validation.semiTrailerPlateRequired" }],
    ["a semi-trailer plate of symbols only", { semi_trailer_plate: "!!" }, { semi_trailer_plate: "validation.plateInvalid" }],
    ["a car with a semi-trailer", { vehicle_type: "3", has_semi_trailer: "true", semi_trailer_plate: "" }, { semi_trailer_plate: "validation.semiTrailerTrucksOnly" }],
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...truck, ...change })).toEqual(errors);
  });

  it("asks a semi-trailer's plate only of a truck with a semi-trailer, and keeps none without one", () => {
    expect(vehicleSchema.parse({ ...truck, has_semi_trailer: "on" })).toMatchObject({ has_semi_trailer: true, semi_trailer_plate: "BC5678XX" });
    // Unticked, a plate left in the field is neither checked nor stored.
    const without = vehicleSchema.parse(withoutUnaskedSemiTrailer({ ...truck, has_semi_trailer: "false", semi_trailer_plate: "!!" }));
    expect(without).toMatchObject({ has_semi_trailer: false });
    expect(semiTrailerPlateOf(without)).toBeNull();
    // Not said at all (older clients): the plate says it.
    expect(semiTrailerPlateOf(vehicleSchema.parse(truck))).toBe("BC5678XX");
    expect(semiTrailerPlateOf(vehicleSchema.parse({ ...truck, semi_trailer_plate: "" }))).toBeNull();
  });

  it("takes a bus with its seats", () => {
    expect(vehicleSchema.parse({ ...truck, vehicle_type: "2", semi_trailer_plate: "", seats: "52" })).toMatchObject({ seats: 52 });
  });
});
