/**
 * Demo seed data: Ukraine's road checkpoints whose departures run through the electronic queue
 * (the 16 pairs of shared/CHECKPOINTS.md), with their lanes (sub-queues).
 *
 * Plain data only. Coordinates are the checkpoints' approximate published positions (WGS84) and
 * stay editable by an administrator; capacities are realistic demo figures, not official norms.
 */
import type { LocalizedText } from "../../../domain/locales.ts";
import { FlowType, VehicleType, LaneDirection } from "../../../domain/codes.ts";
import type { BorderCountry, LaneCategory } from "../../../domain/codes.ts";

export interface LaneSeed {
  vehicleType: VehicleType;
  flowType: FlowType;
  direction: LaneDirection;
  category: LaneCategory;
  /** Vehicles per hour this lane clears on the Ukrainian side. */
  capacityPerHour: number;
  name: LocalizedText;
}

export interface CheckpointSeed {
  slug: string;
  /** The Ukrainian checkpoint. */
  name: LocalizedText;
  /** The paired checkpoint of the neighbouring country. */
  foreignName: LocalizedText;
  foreignCountry: BorderCountry;
  /** Settlement, raion, oblast. */
  address: LocalizedText;
  highway: string;
  lat: number;
  lng: number;
  timeZone: "Europe/Kyiv";
  lanes: LaneSeed[];
}

// ---------------------------------------------------------------------------------------------
// Lanes
// ---------------------------------------------------------------------------------------------

function truckGeneral(capacityPerHour: number, minTonnes: "7.5" | "3.5" = "7.5"): LaneSeed {
  const t = minTonnes.replace(".", ","); // every locale but English writes a decimal comma
  return {
    vehicleType: VehicleType.Truck,
    flowType: FlowType.Dynamic,
    direction: LaneDirection.Exit,
    category: "truck-general",
    capacityPerHour,
    name: {
      uk: `Вантажівки від ${t} т`,
      pl: `Ciężarówki od ${t} t`,
      en: `Trucks of ${minTonnes} t and over`,
      ro: `Camioane de la ${t} t`,
      tr: `${t} t ve üzeri kamyonlar`,
      sk: `Nákladné vozidlá od ${t} t`,
      hu: `${t} t-s és nehezebb tehergépkocsik`,
    },
  };
}

function truckGoods124(capacityPerHour: number): LaneSeed {
  return {
    vehicleType: VehicleType.Truck,
    flowType: FlowType.Dynamic,
    direction: LaneDirection.Exit,
    category: "truck-goods-1-24",
    capacityPerHour,
    name: {
      uk: "Товари груп 1–24 УКТЗЕД (агропродовольчі)",
      pl: "Towary z grup 1–24 UKT ZED (rolno-spożywcze)",
      en: "Goods of UKTZED groups 1–24 (agri-food)",
      ro: "Mărfuri din grupele 1–24 UKTZED (agroalimentare)",
      tr: "UKTZED 1–24. gruplardaki mallar (tarım ve gıda)",
      sk: "Tovary skupín 1–24 UKTZED (poľnohospodárske a potravinárske)",
      hu: "UKTZED 1–24. árucsoportba tartozó áruk (mezőgazdasági és élelmiszer)",
    },
  };
}

function truckEmpty(capacityPerHour: number): LaneSeed {
  return {
    vehicleType: VehicleType.Truck,
    flowType: FlowType.Dynamic,
    direction: LaneDirection.Exit,
    category: "truck-empty",
    capacityPerHour,
    name: {
      uk: "Порожні вантажівки",
      pl: "Puste ciężarówki",
      en: "Empty trucks",
      ro: "Camioane goale",
      tr: "Boş kamyonlar",
      sk: "Prázdne nákladné vozidlá",
      hu: "Üres tehergépkocsik",
    },
  };
}

function busRegular(capacityPerHour: number): LaneSeed {
  return {
    vehicleType: VehicleType.Bus,
    flowType: FlowType.Timeslot,
    direction: LaneDirection.Exit,
    category: "bus-regular",
    capacityPerHour,
    name: {
      uk: "Автобуси регулярних рейсів",
      pl: "Autobusy linii regularnych",
      en: "Buses on regular routes",
      ro: "Autobuze pe curse regulate",
      tr: "Tarifeli sefer otobüsleri",
      sk: "Autobusy pravidelnej dopravy",
      hu: "Menetrend szerinti autóbuszok",
    },
  };
}

function busIrregular(capacityPerHour: number): LaneSeed {
  return {
    vehicleType: VehicleType.Bus,
    flowType: FlowType.Timeslot,
    direction: LaneDirection.Exit,
    category: "bus-irregular",
    capacityPerHour,
    name: {
      uk: "Автобуси нерегулярних рейсів",
      pl: "Autobusy przewozów okazjonalnych",
      en: "Buses on irregular (charter) trips",
      ro: "Autobuze pe curse ocazionale",
      tr: "Tarifesiz (charter) sefer otobüsleri",
      sk: "Autobusy príležitostnej dopravy",
      hu: "Nem menetrend szerinti autóbuszok",
    },
  };
}

function carPilot(capacityPerHour: number): LaneSeed {
  return {
    vehicleType: VehicleType.Car,
    flowType: FlowType.Hybrid,
    direction: LaneDirection.Exit,
    category: "car",
    capacityPerHour,
    name: {
      uk: "Легкові автомобілі (пілотний проєкт)",
      pl: "Samochody osobowe (pilotaż)",
      en: "Cars (pilot)",
      ro: "Autoturisme (proiect-pilot)",
      tr: "Otomobiller (pilot uygulama)",
      sk: "Osobné autá (pilotný projekt)",
      hu: "Személygépkocsik (kísérleti)",
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Addresses: settlement, raion, oblast (raions as formed by the 2020 reform)
// ---------------------------------------------------------------------------------------------

export function address(settlement: LocalizedText, raion: LocalizedText, oblast: LocalizedText): LocalizedText {
  return {
    uk: `${settlement.uk}, ${raion.uk}, ${oblast.uk}`,
    pl: `${settlement.pl}, ${raion.pl}, ${oblast.pl}`,
    en: `${settlement.en}, ${raion.en}, ${oblast.en}`,
    ro: `${settlement.ro}, ${raion.ro}, ${oblast.ro}`,
    tr: `${settlement.tr}, ${raion.tr}, ${oblast.tr}`,
    sk: `${settlement.sk}, ${raion.sk}, ${oblast.sk}`,
    hu: `${settlement.hu}, ${raion.hu}, ${oblast.hu}`,
  };
}

export const OBLAST = {
  volyn: {
    uk: "Волинська обл.",
    pl: "obwód wołyński",
    en: "Volyn Oblast",
    ro: "regiunea Volînia",
    tr: "Volın oblastı",
    sk: "Volynská oblasť",
    hu: "Volinyi terület",
  },
  lviv: {
    uk: "Львівська обл.",
    pl: "obwód lwowski",
    en: "Lviv Oblast",
    ro: "regiunea Liov",
    tr: "Lviv oblastı",
    sk: "Ľvovská oblasť",
    hu: "Lvivi terület",
  },
  zakarpattia: {
    uk: "Закарпатська обл.",
    pl: "obwód zakarpacki",
    en: "Zakarpattia Oblast",
    ro: "regiunea Transcarpatia",
    tr: "Zakarpatya oblastı",
    sk: "Zakarpatská oblasť",
    hu: "Kárpátaljai terület",
  },
  chernivtsi: {
    uk: "Чернівецька обл.",
    pl: "obwód czerniowiecki",
    en: "Chernivtsi Oblast",
    ro: "regiunea Cernăuți",
    tr: "Çernivtsi oblastı",
    sk: "Černovická oblasť",
    hu: "Csernyivci terület",
  },
  vinnytsia: {
    uk: "Вінницька обл.",
    pl: "obwód winnicki",
    en: "Vinnytsia Oblast",
    ro: "regiunea Vinnița",
    tr: "Vinnitsa oblastı",
    sk: "Vinnycká oblasť",
    hu: "Vinnicjai terület",
  },
  odesa: {
    uk: "Одеська обл.",
    pl: "obwód odeski",
    en: "Odesa Oblast",
    ro: "regiunea Odesa",
    tr: "Odesa oblastı",
    sk: "Odeská oblasť",
    hu: "Odesszai terület",
  },
} as const satisfies Record<string, LocalizedText>;

export const RAION = {
  kovel: {
    uk: "Ковельський р-н",
    pl: "rejon kowelski",
    en: "Kovel Raion",
    ro: "raionul Kovel",
    tr: "Kovel rayonu",
    sk: "Koveľský rajón",
    hu: "Koveli járás",
  },
  volodymyr: {
    uk: "Володимирський р-н",
    pl: "rejon włodzimierski",
    en: "Volodymyr Raion",
    ro: "raionul Volodîmîr",
    tr: "Volodımır rayonu",
    sk: "Volodymyrský rajón",
    hu: "Volodimiri járás",
  },
  yavoriv: {
    uk: "Яворівський р-н",
    pl: "rejon jaworowski",
    en: "Yavoriv Raion",
    ro: "raionul Iavoriv",
    tr: "Yavoriv rayonu",
    sk: "Javorivský rajón",
    hu: "Javorivi járás",
  },
  lviv: {
    uk: "Львівський р-н",
    pl: "rejon lwowski",
    en: "Lviv Raion",
    ro: "raionul Liov",
    tr: "Lviv rayonu",
    sk: "Ľvovský rajón",
    hu: "Lvivi járás",
  },
  sambir: {
    uk: "Самбірський р-н",
    pl: "rejon samborski",
    en: "Sambir Raion",
    ro: "raionul Sambir",
    tr: "Sambir rayonu",
    sk: "Sambirský rajón",
    hu: "Szambori járás",
  },
  uzhhorod: {
    uk: "Ужгородський р-н",
    pl: "rejon użhorodzki",
    en: "Uzhhorod Raion",
    ro: "raionul Ujhorod",
    tr: "Ujhorod rayonu",
    sk: "Užhorodský rajón",
    hu: "Ungvári járás",
  },
  berehove: {
    uk: "Берегівський р-н",
    pl: "rejon berehowski",
    en: "Berehove Raion",
    ro: "raionul Berehove",
    tr: "Berehove rayonu",
    sk: "Berehovský rajón",
    hu: "Beregszászi járás",
  },
  chernivtsi: {
    uk: "Чернівецький р-н",
    pl: "rejon czerniowiecki",
    en: "Chernivtsi Raion",
    ro: "raionul Cernăuți",
    tr: "Çernivtsi rayonu",
    sk: "Černovický rajón",
    hu: "Csernyivci járás",
  },
  izmail: {
    uk: "Ізмаїльський р-н",
    pl: "rejon izmailski",
    en: "Izmail Raion",
    ro: "raionul Ismail",
    tr: "İzmail rayonu",
    sk: "Izmailský rajón",
    hu: "Izmajili járás",
  },
  mohyliv: {
    uk: "Могилів-Подільський р-н",
    pl: "rejon mohylowski",
    en: "Mohyliv-Podilskyi Raion",
    ro: "raionul Mohîliv-Podilskîi",
    tr: "Mohıliv-Podilskıy rayonu",
    sk: "Mohyliv-Podiľský rajón",
    hu: "Mohiliv-Pogyilszkiji járás",
  },
  bilhorod: {
    uk: "Білгород-Дністровський р-н",
    pl: "rejon białogrodzki",
    en: "Bilhorod-Dnistrovskyi Raion",
    ro: "raionul Cetatea Albă",
    tr: "Bilhorod-Dnistrovskıy rayonu",
    sk: "Bilhorod-Dnistrovský rajón",
    hu: "Dnyeszterfehérvári járás",
  },
  bolhrad: {
    uk: "Болградський р-н",
    pl: "rejon bołhradzki",
    en: "Bolhrad Raion",
    ro: "raionul Bolgrad",
    tr: "Bolhrad rayonu",
    sk: "Bolhradský rajón",
    hu: "Bolhradi járás",
  },
} as const satisfies Record<string, LocalizedText>;

// ---------------------------------------------------------------------------------------------
// Names of the Ukrainian checkpoints (also their settlements, except where noted)
// ---------------------------------------------------------------------------------------------

export const UA = {
  yahodyn: {
    uk: "Ягодин",
    pl: "Jagodzin",
    en: "Yahodyn",
    ro: "Iahodîn",
    tr: "Yahodın",
    sk: "Jahodyn",
    hu: "Jahodin",
  },
  krakovets: {
    uk: "Краківець",
    pl: "Krakowiec",
    en: "Krakovets",
    ro: "Krakoveț",
    tr: "Krakovets",
    sk: "Krakovec",
    hu: "Krakovec",
  },
  ravaRuska: {
    uk: "Рава-Руська",
    pl: "Rawa Ruska",
    en: "Rava-Ruska",
    ro: "Rava-Ruska",
    tr: "Rava-Ruska",
    sk: "Rava-Ruska",
    hu: "Rava-Ruszka",
  },
  shehyni: {
    uk: "Шегині",
    pl: "Szeginie",
    en: "Shehyni",
    ro: "Șehini",
    tr: "Şehini",
    sk: "Šehyni",
    hu: "Sehini",
  },
  ustyluh: {
    uk: "Устилуг",
    pl: "Uściług",
    en: "Ustyluh",
    ro: "Ustîluh",
    tr: "Ustıluh",
    sk: "Ustyluh",
    hu: "Usztiluh",
  },
  nyzhankovychi: {
    uk: "Нижанковичі",
    pl: "Niżankowice",
    en: "Nyzhankovychi",
    ro: "Nijankovîci",
    tr: "Nıjankovıçi",
    sk: "Nyžankovyči",
    hu: "Nizsankovicsi",
  },
  uzhhorod: {
    uk: "Ужгород",
    pl: "Użhorod",
    en: "Uzhhorod",
    ro: "Ujhorod",
    tr: "Ujhorod",
    sk: "Užhorod",
    hu: "Ungvár",
  },
  chopTysa: {
    uk: "Чоп (Тиса)",
    pl: "Czop (Cisa)",
    en: "Chop (Tysa)",
    ro: "Ciop (Tisa)",
    tr: "Çop (Tisa)",
    sk: "Čop (Tisa)",
    hu: "Csap (Tisza)",
  },
  porubne: {
    uk: "Порубне",
    pl: "Porubne",
    en: "Porubne",
    ro: "Porubne",
    tr: "Porubne",
    sk: "Porubne",
    hu: "Porubne",
  },
  diakove: {
    uk: "Дякове",
    pl: "Diakowe",
    en: "Diakove",
    ro: "Diakove",
    tr: "Dyakove",
    sk: "Ďakove",
    hu: "Gyakove",
  },
  orlivka: {
    uk: "Орлівка",
    pl: "Orliwka",
    en: "Orlivka",
    ro: "Orlivka",
    tr: "Orlivka",
    sk: "Orlivka",
    hu: "Orlivka",
  },
  mohyliv: {
    uk: "Могилів-Подільський",
    pl: "Mohylów Podolski",
    en: "Mohyliv-Podilskyi",
    ro: "Mohîliv-Podilskîi",
    tr: "Mohıliv-Podilskıy",
    sk: "Mohyliv-Podiľskyj",
    hu: "Mohiliv-Pogyilszkij",
  },
  maiakyUdobne: {
    uk: "Маяки-Удобне",
    pl: "Majaki-Udobne",
    en: "Maiaky-Udobne",
    ro: "Maiakî-Udobne",
    tr: "Mayakı-Udobne",
    sk: "Majaky-Udobne",
    hu: "Majaki-Udobne",
  },
  reni: {
    uk: "Рені",
    pl: "Reni",
    en: "Reni",
    ro: "Reni",
    tr: "Reni",
    sk: "Reni",
    hu: "Reni",
  },
  starokozache: {
    uk: "Старокозаче",
    pl: "Starokozacze",
    en: "Starokozache",
    ro: "Starokozace",
    tr: "Starokozaçe",
    sk: "Starokozače",
    hu: "Sztarokozacse",
  },
  vynohradivka: {
    uk: "Виноградівка",
    pl: "Wynohradiwka",
    en: "Vynohradivka",
    ro: "Vînohradivka",
    tr: "Vınohradivka",
    sk: "Vynohradivka",
    hu: "Vinohragyivka",
  },
} as const satisfies Record<string, LocalizedText>;

/** Settlements whose name differs from their checkpoint's. */
export const SETTLEMENT = {
  chop: { uk: "Чоп", pl: "Czop", en: "Chop", ro: "Ciop", tr: "Çop", sk: "Čop", hu: "Csap" },
  udobne: {
    uk: "Удобне",
    pl: "Udobne",
    en: "Udobne",
    ro: "Udobne",
    tr: "Udobne",
    sk: "Udobne",
    hu: "Udobne",
  },
} as const satisfies Record<string, LocalizedText>;

/** A foreign place name that every portal language writes the same way. */
function same(name: string, uk: string): LocalizedText {
  return { uk, pl: name, en: name, ro: name, tr: name, sk: name, hu: name };
}

// ---------------------------------------------------------------------------------------------
// The checkpoints, Yahodyn–Dorohusk first (the only pair taking bookings in the test period)
// ---------------------------------------------------------------------------------------------

export const CHECKPOINTS: readonly CheckpointSeed[] = [
  // ----- Poland -----
  {
    slug: "yahodyn-dorohusk",
    name: UA.yahodyn,
    foreignName: same("Dorohusk", "Дорогуськ"),
    foreignCountry: "PL",
    address: address(UA.yahodyn, RAION.kovel, OBLAST.volyn),
    highway: "M-07 / E373",
    lat: 51.1903,
    lng: 23.8271,
    timeZone: "Europe/Kyiv",
    // ~600 trucks a day across the three truck lanes: (14 + 7 + 4) × 24 = 600.
    lanes: [
      truckGeneral(14),
      truckGoods124(7),
      truckEmpty(4),
      busRegular(4),
      busIrregular(2),
      carPilot(30),
    ],
  },
  {
    slug: "krakovets-korczowa",
    name: UA.krakovets,
    foreignName: same("Korczowa", "Корчова"),
    foreignCountry: "PL",
    address: address(UA.krakovets, RAION.yavoriv, OBLAST.lviv),
    highway: "M-10 / E40",
    lat: 49.9532,
    lng: 23.1036,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(16), truckGoods124(6), busRegular(5), busIrregular(3)],
  },
  {
    slug: "rava-ruska-hrebenne",
    name: UA.ravaRuska,
    foreignName: same("Hrebenne", "Гребенне"),
    foreignCountry: "PL",
    address: address(UA.ravaRuska, RAION.lviv, OBLAST.lviv),
    highway: "M-09 / E372",
    lat: 50.2709,
    lng: 23.5968,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(18), truckGoods124(8), busRegular(3), busIrregular(2)],
  },
  {
    slug: "shehyni-medyka",
    name: UA.shehyni,
    foreignName: same("Medyka", "Медика"),
    foreignCountry: "PL",
    address: address(UA.shehyni, RAION.yavoriv, OBLAST.lviv),
    highway: "M-11",
    lat: 49.7987,
    lng: 22.9611,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(12), truckGoods124(5), busRegular(6), busIrregular(3)],
  },
  {
    slug: "ustyluh-zosin",
    name: UA.ustyluh,
    foreignName: same("Zosin", "Зосін"),
    foreignCountry: "PL",
    address: address(UA.ustyluh, RAION.volodymyr, OBLAST.volyn),
    highway: "H-22",
    lat: 50.8605,
    lng: 24.1382,
    timeZone: "Europe/Kyiv",
    lanes: [truckEmpty(6)],
  },
  {
    slug: "nyzhankovychi-malhowice",
    name: UA.nyzhankovychi,
    foreignName: same("Malhowice", "Мальховіце"),
    foreignCountry: "PL",
    address: address(UA.nyzhankovychi, RAION.sambir, OBLAST.lviv),
    highway: "T-14-18",
    // Joint Polish–Ukrainian control on the Polish side, by the border at Nyzhankovychi.
    lat: 49.6867,
    lng: 22.7806,
    timeZone: "Europe/Kyiv",
    lanes: [truckEmpty(4)],
  },

  // ----- Slovakia -----
  {
    slug: "uzhhorod-vysne-nemecke",
    name: UA.uzhhorod,
    foreignName: {
      uk: "Вишнє Нємецьке",
      pl: "Vyšné Nemecké",
      en: "Vyšné Nemecké",
      ro: "Vyšné Nemecké",
      tr: "Vyšné Nemecké",
      sk: "Vyšné Nemecké",
      hu: "Felsőnémeti",
    },
    foreignCountry: "SK",
    address: address(UA.uzhhorod, RAION.uzhhorod, OBLAST.zakarpattia),
    highway: "M-08 / E50",
    lat: 48.6484,
    lng: 22.2683,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(10), truckEmpty(4), busRegular(4), busIrregular(2)],
  },

  // ----- Hungary -----
  {
    slug: "chop-zahony",
    name: UA.chopTysa,
    foreignName: same("Záhony", "Захонь"),
    foreignCountry: "HU",
    address: address(SETTLEMENT.chop, RAION.uzhhorod, OBLAST.zakarpattia),
    highway: "M-06 / E573",
    lat: 48.4021,
    lng: 22.1894,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(12, "3.5"), truckEmpty(4), busRegular(4), busIrregular(2)],
  },

  // ----- Romania -----
  {
    slug: "porubne-siret",
    name: UA.porubne,
    foreignName: {
      uk: "Сірет",
      pl: "Siret",
      en: "Siret",
      ro: "Siret",
      tr: "Siret",
      sk: "Siret",
      hu: "Szeret",
    },
    foreignCountry: "RO",
    address: address(UA.porubne, RAION.chernivtsi, OBLAST.chernivtsi),
    highway: "M-19 / E85",
    lat: 47.9826,
    lng: 26.0451,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(12), truckGoods124(5), truckEmpty(4), busRegular(4), busIrregular(2)],
  },
  {
    slug: "diakove-halmeu",
    name: UA.diakove,
    foreignName: {
      uk: "Халмеу",
      pl: "Halmeu",
      en: "Halmeu",
      ro: "Halmeu",
      tr: "Halmeu",
      sk: "Halmeu",
      hu: "Halmi",
    },
    foreignCountry: "RO",
    address: address(UA.diakove, RAION.berehove, OBLAST.zakarpattia),
    // The road number could not be confirmed; an administrator can fill it in.
    highway: "—",
    lat: 47.9961,
    lng: 23.0043,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(8), truckGoods124(4)],
  },
  {
    slug: "orlivka-isaccea",
    name: UA.orlivka,
    foreignName: same("Isaccea", "Ісакча"),
    foreignCountry: "RO",
    address: address(UA.orlivka, RAION.izmail, OBLAST.odesa),
    highway: "M-15 / E87",
    lat: 45.2832,
    lng: 28.4473,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(6), busRegular(2), busIrregular(1)],
  },

  // ----- Moldova -----
  {
    slug: "mohyliv-podilskyi-otaci",
    name: UA.mohyliv,
    foreignName: same("Otaci", "Отач"),
    foreignCountry: "MD",
    address: address(UA.mohyliv, RAION.mohyliv, OBLAST.vinnytsia),
    highway: "M-21",
    lat: 48.4418,
    lng: 27.7868,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(8), busRegular(4), busIrregular(2)],
  },
  {
    slug: "maiaky-udobne-palanca",
    name: UA.maiakyUdobne,
    foreignName: same("Palanca", "Паланка"),
    foreignCountry: "MD",
    address: address(SETTLEMENT.udobne, RAION.bilhorod, OBLAST.odesa),
    highway: "M-15 / E87",
    // Joint Moldovan–Ukrainian control on the M-15 transit section at Palanca.
    lat: 46.4052,
    lng: 30.1093,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(10), busRegular(4), busIrregular(2)],
  },
  {
    slug: "reni-giurgiulesti",
    name: UA.reni,
    foreignName: same("Giurgiulești", "Джурджулешти"),
    foreignCountry: "MD",
    address: address(UA.reni, RAION.izmail, OBLAST.odesa),
    highway: "M-15 / E87",
    lat: 45.4705,
    lng: 28.2452,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(6), busRegular(2), busIrregular(1)],
  },
  {
    slug: "starokozache-tudora",
    name: UA.starokozache,
    foreignName: same("Tudora", "Тудора"),
    foreignCountry: "MD",
    address: address(UA.starokozache, RAION.bilhorod, OBLAST.odesa),
    highway: "P-72",
    lat: 46.3561,
    lng: 29.9987,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(5)],
  },
  {
    slug: "vynohradivka-vulcanesti",
    name: UA.vynohradivka,
    foreignName: same("Vulcănești", "Вулканешти"),
    foreignCountry: "MD",
    address: address(UA.vynohradivka, RAION.bolhrad, OBLAST.odesa),
    highway: "T-16-29",
    lat: 45.6792,
    lng: 28.5187,
    timeZone: "Europe/Kyiv",
    lanes: [truckGeneral(3)],
  },
];

// ---------------------------------------------------------------------------------------------
// Queue settings (waiting areas: waiting-area-data.ts)
// ---------------------------------------------------------------------------------------------

/**
 * Sub-queue weights of a lane's weighted round robin (DESIGN.md): trucks serve perishable cargo of
 * trusted operators, perishable cargo, trusted operators and general cargo 1:1:1:5.
 */
export function laneWeights(vehicleType: number): Record<string, number> {
  return vehicleType === VehicleType.Truck ? { "perishable-trusted": 1, perishable: 1, trusted: 1, general: 5 } : { general: 1 };
}
