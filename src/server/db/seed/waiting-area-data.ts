/**
 * Demo waiting areas (service zones) on the roads to the seeded checkpoints: real towns and road
 * numbers, approximate positions (WGS84), realistic capacities. The operators, phone numbers
 * (000 00 … after a real area code) and free-space reports are invented. Plain data only.
 */
import type { LocalizedText } from "../../../domain/locales.ts";
import type { WaitingAreaService } from "../../../domain/waiting-areas.ts";
import { address, OBLAST, RAION, SETTLEMENT, UA } from "./checkpoint-data.ts";

type Schedule = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Array<{ from: string; to: string }>>>;

export interface WaitingAreaSeed {
  checkpointSlug: string;
  name: LocalizedText;
  address: LocalizedText;
  highway: string;
  phone: string | null;
  parkingSpaces: number;
  /** Free spaces as if reported by the operator at seeding; null: the operator does not report them. */
  freeSpaces: number | null;
  lat: number;
  lng: number;
  services: WaitingAreaService[];
  /** null: open around the clock. */
  schedule: Schedule | null;
}

/** "<town> waiting area" in every language. */
function areaName(town: LocalizedText): LocalizedText {
  return {
    uk: `Зона очікування «${town.uk}»`,
    pl: `Strefa oczekiwania „${town.pl}”`,
    en: `${town.en} waiting area`,
    ro: `Zona de așteptare ${town.ro}`,
    tr: `${town.tr} bekleme alanı`,
    sk: `Čakacia zóna ${town.sk}`,
    hu: `${hungarianPlaceAdjective(town.hu)} várakozási terület`,
  };
}

/** A Hungarian place name as an adjective with -i ("Kovel" -> "Koveli"), as the raions are named in checkpoint-data.ts. */
function hungarianPlaceAdjective(name: string): string {
  return name.endsWith("i") ? name : `${name}i`;
}

const TOWN = {
  luboml: { uk: "Любомль", pl: "Luboml", en: "Liuboml", ro: "Liuboml", tr: "Lyuboml", sk: "Ľuboml", hu: "Ljuboml" },
  kovel: { uk: "Ковель", pl: "Kowel", en: "Kovel", ro: "Kovel", tr: "Kovel", sk: "Kovel", hu: "Kovel" },
  yavoriv: { uk: "Яворів", pl: "Jaworów", en: "Yavoriv", ro: "Iavoriv", tr: "Yavoriv", sk: "Javoriv", hu: "Javoriv" },
  mostyska: { uk: "Мостиська", pl: "Mościska", en: "Mostyska", ro: "Mostîska", tr: "Mostıska", sk: "Mostyska", hu: "Mosztiszka" },
  rymachi: { uk: "Римачі", pl: "Rymacze", en: "Rymachi", ro: "Rîmaci", tr: "Rymachi", sk: "Rymači", hu: "Rimacsi" },
} as const satisfies Record<string, LocalizedText>;

const EVERY_DAY = (from: string, to: string): Schedule =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ from, to }]])) as Schedule;

/** Waiting areas by checkpoint, Yahodyn–Dorohusk (the pair taking bookings) first. */
export const WAITING_AREAS: readonly WaitingAreaSeed[] = [
  // ----- Poland -----
  {
    checkpointSlug: "yahodyn-dorohusk",
    name: {
      uk: "Зона очікування «Ягодин»",
      pl: `Strefa oczekiwania „${UA.yahodyn.pl}”`,
      en: "Yahodyn waiting area",
      ro: `Zona de așteptare ${UA.yahodyn.ro}`,
      tr: `${UA.yahodyn.tr} bekleme alanı`,
      sk: `Čakacia zóna ${UA.yahodyn.sk}`,
      hu: "Jahodini várakozási terület",
    },
    address: address(UA.yahodyn, RAION.kovel, OBLAST.volyn),
    highway: "M-07",
    phone: "+380 33 000 00 10",
    parkingSpaces: 250,
    freeSpaces: 37,
    lat: 51.1802,
    lng: 23.8012,
    services: ["wifi", "shower", "wc", "cafe", "shop", "security", "currency-exchange"],
    schedule: null,
  },
  {
    checkpointSlug: "yahodyn-dorohusk",
    name: areaName(TOWN.rymachi),
    address: address(TOWN.rymachi, RAION.kovel, OBLAST.volyn),
    highway: "M-07",
    phone: null,
    parkingSpaces: 120,
    freeSpaces: null,
    lat: 51.3405,
    lng: 23.7811,
    services: ["wc", "petrol-station", "cafe"],
    schedule: null,
  },
  {
    checkpointSlug: "yahodyn-dorohusk",
    name: areaName(TOWN.luboml),
    address: address(TOWN.luboml, RAION.kovel, OBLAST.volyn),
    highway: "M-07",
    phone: "+380 33 000 00 21",
    parkingSpaces: 180,
    freeSpaces: 64,
    lat: 51.2262,
    lng: 24.0312,
    services: ["wifi", "shower", "wc", "cafe", "petrol-station", "tyre-service", "security"],
    schedule: null,
  },
  {
    checkpointSlug: "yahodyn-dorohusk",
    name: areaName(TOWN.kovel),
    address: address(TOWN.kovel, RAION.kovel, OBLAST.volyn),
    highway: "M-07",
    phone: "+380 33 000 00 32",
    parkingSpaces: 300,
    freeSpaces: null,
    lat: 51.2155,
    lng: 24.6761,
    services: ["wifi", "shower", "wc", "cafe", "shop", "petrol-station", "car-wash", "laundry", "tyre-service", "security"],
    schedule: null,
  },
  {
    checkpointSlug: "krakovets-korczowa",
    name: areaName(UA.krakovets),
    address: address(UA.krakovets, RAION.yavoriv, OBLAST.lviv),
    highway: "M-10",
    phone: "+380 32 000 00 41",
    parkingSpaces: 200,
    freeSpaces: 12,
    lat: 49.9571,
    lng: 23.1562,
    services: ["wifi", "shower", "wc", "cafe", "shop", "security", "currency-exchange"],
    schedule: null,
  },
  {
    checkpointSlug: "krakovets-korczowa",
    name: areaName(TOWN.yavoriv),
    address: address(TOWN.yavoriv, RAION.yavoriv, OBLAST.lviv),
    highway: "M-10",
    phone: "+380 32 000 00 42",
    parkingSpaces: 90,
    freeSpaces: null,
    lat: 49.9443,
    lng: 23.3911,
    services: ["wc", "cafe", "petrol-station", "car-wash"],
    schedule: EVERY_DAY("06:00", "23:00"),
  },
  {
    checkpointSlug: "rava-ruska-hrebenne",
    name: areaName(UA.ravaRuska),
    address: address(UA.ravaRuska, RAION.lviv, OBLAST.lviv),
    highway: "M-09",
    phone: "+380 32 000 00 51",
    parkingSpaces: 220,
    freeSpaces: 0,
    lat: 50.2412,
    lng: 23.6288,
    services: ["wifi", "shower", "wc", "cafe", "shop", "laundry", "security"],
    schedule: null,
  },
  {
    checkpointSlug: "shehyni-medyka",
    name: areaName(TOWN.mostyska),
    address: address(TOWN.mostyska, RAION.yavoriv, OBLAST.lviv),
    highway: "M-11",
    phone: "+380 32 000 00 61",
    parkingSpaces: 150,
    freeSpaces: 41,
    lat: 49.7949,
    lng: 23.1503,
    services: ["wifi", "wc", "cafe", "shop", "petrol-station", "tyre-service", "currency-exchange"],
    schedule: null,
  },
  // ----- Slovakia -----
  {
    checkpointSlug: "uzhhorod-vysne-nemecke",
    name: areaName(UA.uzhhorod),
    address: address(UA.uzhhorod, RAION.uzhhorod, OBLAST.zakarpattia),
    highway: "M-08",
    phone: "+380 31 000 00 71",
    parkingSpaces: 110,
    freeSpaces: 23,
    lat: 48.6392,
    lng: 22.2987,
    services: ["wifi", "shower", "wc", "cafe", "security", "currency-exchange"],
    schedule: null,
  },
  // ----- Hungary -----
  {
    checkpointSlug: "chop-zahony",
    name: areaName(SETTLEMENT.chop),
    address: address(SETTLEMENT.chop, RAION.uzhhorod, OBLAST.zakarpattia),
    highway: "M-06",
    phone: "+380 31 000 00 81",
    parkingSpaces: 160,
    freeSpaces: null,
    lat: 48.4318,
    lng: 22.2104,
    services: ["wifi", "shower", "wc", "cafe", "shop", "petrol-station", "security"],
    schedule: null,
  },
  // ----- Romania -----
  {
    checkpointSlug: "porubne-siret",
    name: areaName(UA.porubne),
    address: address(UA.porubne, RAION.chernivtsi, OBLAST.chernivtsi),
    highway: "M-19",
    phone: "+380 37 000 00 91",
    parkingSpaces: 140,
    freeSpaces: 58,
    lat: 47.9921,
    lng: 26.0493,
    services: ["wifi", "shower", "wc", "cafe", "shop", "laundry", "security"],
    schedule: null,
  },
  // ----- Moldova -----
  {
    checkpointSlug: "mohyliv-podilskyi-otaci",
    name: areaName(UA.mohyliv),
    address: address(UA.mohyliv, RAION.mohyliv, OBLAST.vinnytsia),
    highway: "M-21",
    phone: "+380 43 000 00 95",
    parkingSpaces: 80,
    freeSpaces: null,
    lat: 48.4528,
    lng: 27.7762,
    services: ["wc", "cafe", "shop", "petrol-station"],
    schedule: EVERY_DAY("07:00", "22:00"),
  },
  {
    checkpointSlug: "reni-giurgiulesti",
    name: areaName(UA.reni),
    address: address(UA.reni, RAION.izmail, OBLAST.odesa),
    highway: "M-15",
    phone: "+380 48 000 00 97",
    parkingSpaces: 130,
    freeSpaces: 19,
    lat: 45.4589,
    lng: 28.2801,
    services: ["wifi", "shower", "wc", "cafe", "security", "tyre-service"],
    schedule: null,
  },
];
