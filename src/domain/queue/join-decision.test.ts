import { describe, expect, it } from "vitest";
import { VehicleType } from "../codes.ts";
import { joinQueueDecision, type JoinCarrier } from "./join-decision.ts";

const truck: JoinCarrier = { id: 1, vehicleType: VehicleType.Truck, hasEnoughCarrierInfo: true };
const bus: JoinCarrier = { id: 2, vehicleType: VehicleType.Bus, hasEnoughCarrierInfo: true };
const incompleteCar: JoinCarrier = { id: 3, vehicleType: VehicleType.Car, hasEnoughCarrierInfo: false };

describe("the join-queue decision (SPEC §4)", () => {
  it.each([
    ["a guest goes to log in", { loggedIn: false, carriers: [truck] }, { action: "login" }],
    [
      "several carriers, none chosen, some ready: the modal offers the ready ones",
      { loggedIn: true, carriers: [truck, bus, incompleteCar] },
      { action: "chooseVehicleType", carriers: [truck, bus] },
    ],
    [
      "a chosen ready carrier: its new queue, with the workload's checkpoint",
      { loggedIn: true, carriers: [truck, bus], chosenCarrierId: 2, checkpointFromWorkload: 7 },
      { action: "newQueue", carrierId: 2, checkpointId: 7 },
    ],
    ["a single ready carrier: its new queue", { loggedIn: true, carriers: [truck] }, { action: "newQueue", carrierId: 1, checkpointId: null }],
    ["a single carrier lacking information: fill it in", { loggedIn: true, carriers: [incompleteCar] }, { action: "fillCarrier", warning: "carrierRequired" }],
    ["no carrier at all: fill one in", { loggedIn: true, carriers: [] }, { action: "fillCarrier", warning: "carrierRequired" }],
    [
      "a chosen carrier lacking information: fill it in",
      { loggedIn: true, carriers: [truck, incompleteCar], chosenCarrierId: 3 },
      { action: "fillCarrier", warning: "carrierRequired" },
    ],
    [
      "several carriers, none ready: fill them in",
      { loggedIn: true, carriers: [incompleteCar, { ...incompleteCar, id: 4, vehicleType: VehicleType.Bus }] },
      { action: "fillCarrier", warning: "carrierRequired" },
    ],
  ] as const)("%s", (_, input, decision) => {
    expect(joinQueueDecision({ ...input, carriers: [...input.carriers] })).toEqual(decision);
  });
});
