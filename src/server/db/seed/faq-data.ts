/**
 * Demo FAQ: the questions drivers ask, answered by the queue's rules (DESIGN.md "Queue model",
 * src/domain/queue/policy.ts defaults: 10 minutes to confirm, 30 to enter, one extension of 2
 * hours, 3 violations in 30 days block for 14 days), in every interface language. Answers are
 * plain text: paragraphs split by blank lines, lines by a line break.
 */
import type { LocalizedText } from "../../../domain/locales.ts";

export interface FaqTopicSeed {
  slug: string;
  title: LocalizedText;
  entries: readonly FaqEntrySeed[];
}

export interface FaqEntrySeed {
  slug: string;
  question: LocalizedText;
  answer: LocalizedText;
}

export const FAQ: readonly FaqTopicSeed[] = [
  {
    slug: "joining",
    title: {
      uk: "Як стати в чергу",
      pl: "Jak dołączyć do kolejki",
      en: "Joining the queue",
      ro: "Înscrierea în coadă",
      tr: "Sıraya girme",
      sk: "Zaradenie do radu",
      hu: "Sorba állás",
    },
    entries: [
      {
        slug: "how-to-join",
        question: {
          uk: "Як стати в електронну чергу?",
          pl: "Jak dołączyć do elektronicznej kolejki?",
          en: "How do I join the electronic queue?",
          ro: "Cum mă înscriu în coada electronică?",
          tr: "Elektronik sıraya nasıl girerim?",
          sk: "Ako sa zaradím do elektronického radu?",
          hu: "Hogyan állhatok be az elektronikus sorba?",
        },
        answer: {
          uk: "Зареєструйтеся за адресою електронної пошти або номером телефону і підтвердьте реєстрацію кодом, який ми надішлемо. Оберіть тип облікового запису (водій або перевізник) і вид транспорту: вантажівка, автобус або легковий автомобіль. Заповніть дані перевізника, додайте водія і транспортний засіб.\n\nПотім натисніть «Стати в чергу», оберіть пункт пропуску і пройдіть усі кроки бронювання. Заброньована черга зʼявиться в розділі «Мої черги».",
          pl: "Zarejestruj się, podając adres e-mail lub numer telefonu, i potwierdź rejestrację kodem, który wyślemy. Wybierz rodzaj konta (kierowca lub przewoźnik) i rodzaj pojazdu: samochód ciężarowy, autobus lub samochód osobowy. Uzupełnij dane przewoźnika, dodaj kierowcę i pojazd.\n\nNastępnie kliknij „Zapisz się do kolejki”, wybierz przejście graniczne i przejdź kolejne kroki rezerwacji. Zarezerwowana kolejka pojawi się w sekcji „Moje kolejki”.",
          en: "Sign up with your e-mail address or phone number and confirm it with the code we send you. Choose your account type (driver or carrier) and your kind of vehicle: truck, bus or car. Fill in the carrier details and add your driver and vehicle.\n\nThen press “Join the queue”, choose the checkpoint and follow the booking steps. The booked queue appears under “My queues”.",
          ro: "Înregistrați-vă cu adresa de e-mail sau cu numărul de telefon și confirmați înregistrarea cu codul pe care vi-l trimitem. Alegeți tipul contului (șofer sau transportator) și tipul vehiculului: camion, autobuz sau autoturism. Completați datele transportatorului, adăugați șoferul și vehiculul.\n\nApoi apăsați „Înscrieți-vă în coadă”, alegeți punctul de trecere și parcurgeți pașii rezervării. Coada rezervată apare în secțiunea „Cozile mele”.",
          tr: "E-posta adresiniz veya telefon numaranızla kaydolun ve size gönderdiğimiz kodla onaylayın. Hesap türünüzü (sürücü veya taşımacı) ve araç türünüzü seçin: kamyon, otobüs veya otomobil. Taşımacı bilgilerini doldurun, sürücünüzü ve aracınızı ekleyin.\n\nArdından “Sıraya girin” düğmesine basın, sınır kapısını seçin ve rezervasyon adımlarını izleyin. Ayırttığınız sıra “Sıralarım” bölümünde görünür.",
          sk: "Zaregistrujte sa pomocou e-mailovej adresy alebo telefónneho čísla a registráciu potvrďte kódom, ktorý vám pošleme. Vyberte si typ účtu (vodič alebo dopravca) a druh vozidla: nákladné auto, autobus alebo osobné auto. Vyplňte údaje o dopravcovi, pridajte vodiča a vozidlo.\n\nPotom stlačte „Zaradiť sa do radu“, vyberte hraničný priechod a prejdite krokmi rezervácie. Rezervované poradie sa zobrazí v časti „Moje rady“.",
          hu: "Regisztráljon e-mail-címével vagy telefonszámával, és erősítse meg a regisztrációt az általunk küldött kóddal. Válassza ki a fiók típusát (sofőr vagy fuvarozó) és a jármű fajtáját: tehergépkocsi, autóbusz vagy személygépkocsi. Adja meg a fuvarozó adatait, vegye fel a sofőrt és a járművet.\n\nEzután nyomja meg a „Beállás a sorba” gombot, válassza ki a határátkelőt, és kövesse a foglalás lépéseit. A lefoglalt sorhely a „Sorfoglalásaim” menüpontban jelenik meg.",
        },
      },
      {
        slug: "before-booking",
        question: {
          uk: "Що потрібно мати перед бронюванням?",
          pl: "Czego potrzebuję przed rezerwacją?",
          en: "What do I need before I can book?",
          ro: "De ce am nevoie înainte de a rezerva?",
          tr: "Rezervasyondan önce neye ihtiyacım var?",
          sk: "Čo potrebujem pred rezerváciou?",
          hu: "Mire van szükségem a foglalás előtt?",
        },
        answer: {
          uk: "Перед бронюванням потрібні:\n• підтверджений номер телефону: в обліковому записі, зареєстрованому за номером телефону, він уже є, інакше підтвердьте його в розділі «Мої дані»;\n• повні дані перевізника (портал підкаже, чого бракує);\n• щонайменше один водій і один транспортний засіб вашого виду в профілі.\n\nВодій і транспортний засіб можуть водночас перебувати лише в одній відкритій черзі.",
          pl: "Przed rezerwacją potrzebujesz:\n• potwierdzonego numeru telefonu: konto zarejestrowane przez telefon już go ma, w innym przypadku potwierdź go w sekcji „Moje dane”;\n• pełnych danych przewoźnika (portal podpowie, czego brakuje);\n• co najmniej jednego kierowcy i jednego pojazdu odpowiedniego rodzaju w profilu.\n\nTen sam kierowca i ten sam pojazd mogą być jednocześnie tylko w jednej otwartej kolejce.",
          en: "Before booking you need:\n• a verified phone number: an account registered by phone already has one, otherwise verify it under “My info”;\n• complete carrier details (the portal tells you what is missing);\n• at least one driver and one vehicle of your kind in your profile.\n\nA driver and a vehicle can be in only one open queue at a time.",
          ro: "Înainte de rezervare aveți nevoie de:\n• un număr de telefon confirmat: un cont înregistrat prin telefon îl are deja, altfel confirmați-l în secțiunea „Datele mele”;\n• datele complete ale transportatorului (portalul vă spune ce lipsește);\n• cel puțin un șofer și un vehicul de tipul dumneavoastră în profil.\n\nUn șofer și un vehicul pot figura în același timp într-o singură coadă deschisă.",
          tr: "Rezervasyondan önce şunlar gerekir:\n• onaylanmış bir telefon numarası: telefonla kaydolan bir hesapta zaten vardır, yoksa “Bilgilerim” bölümünde onaylayın;\n• eksiksiz taşımacı bilgileri (portal neyin eksik olduğunu söyler);\n• profilinizde en az bir sürücü ve seçtiğiniz türde en az bir araç.\n\nBir sürücü ve bir araç aynı anda yalnızca bir açık sırada olabilir.",
          sk: "Pred rezerváciou potrebujete:\n• overené telefónne číslo: účet zaregistrovaný cez telefón ho už má, inak ho overte v časti „Moje údaje“;\n• úplné údaje o dopravcovi (portál vám povie, čo chýba);\n• v profile aspoň jedného vodiča a jedno vozidlo vášho druhu.\n\nVodič a vozidlo môžu byť naraz len v jednom otvorenom rade.",
          hu: "A foglaláshoz a következők szükségesek:\n• megerősített telefonszám: a telefonszámmal regisztrált fióknak már van ilyen, egyébként erősítse meg az „Adataim” részben;\n• a fuvarozó teljes adatai (a portál jelzi, mi hiányzik);\n• legalább egy sofőr és egy megfelelő fajtájú jármű a profilban.\n\nEgy sofőr és egy jármű egyszerre csak egy nyitott sorban lehet.",
        },
      },
      {
        slug: "which-checkpoints",
        question: {
          uk: "На яких пунктах пропуску можна забронювати чергу?",
          pl: "Na których przejściach granicznych można zarezerwować miejsce w kolejce?",
          en: "At which checkpoints can I book?",
          ro: "La ce puncte de trecere pot rezerva?",
          tr: "Hangi sınır kapılarında rezervasyon yapabilirim?",
          sk: "Na ktorých hraničných priechodoch si môžem rezervovať miesto?",
          hu: "Mely határátkelőkön foglalhatok?",
        },
        answer: {
          uk: "Портал працює в режимі дослідної експлуатації: поки що черга діє лише на пункті пропуску Ягодин – Дорогуськ (Україна – Польща). Інші пункти пропуску буде підключено згодом; про це ми повідомимо в новинах.",
          pl: "Portal działa w fazie testowej: na razie kolejka działa tylko na przejściu Jagodzin – Dorohusk (Ukraina – Polska). Pozostałe przejścia zostaną podłączone później; poinformujemy o tym w aktualnościach.",
          en: "The portal is in trial operation: for now the queue works only at the Yahodyn – Dorohusk checkpoint (Ukraine – Poland). The other checkpoints will join later; we will announce it in the news.",
          ro: "Portalul funcționează în regim de probă: deocamdată coada funcționează doar la punctul de trecere Iahodîn – Dorohusk (Ucraina – Polonia). Celelalte puncte vor fi conectate ulterior; vom anunța acest lucru în noutăți.",
          tr: "Portal deneme aşamasındadır: şimdilik sıra yalnızca Yahodın – Dorohusk sınır kapısında (Ukrayna – Polonya) işler. Diğer sınır kapıları daha sonra eklenecek; bunu haberlerde duyuracağız.",
          sk: "Portál je v skúšobnej prevádzke: zatiaľ rad funguje len na priechode Jahodyn – Dorohusk (Ukrajina – Poľsko). Ostatné priechody budú pripojené neskôr; oznámime to v aktualitách.",
          hu: "A portál próbaüzemben működik: egyelőre a sor csak a Jahodin – Dorohusk átkelőn (Ukrajna – Lengyelország) működik. A többi határátkelő később csatlakozik; erről a hírekben tájékoztatjuk.",
        },
      },
    ],
  },
  {
    slug: "vehicles",
    title: {
      uk: "Бронювання за видом транспорту",
      pl: "Rezerwacja według rodzaju pojazdu",
      en: "Booking by vehicle type",
      ro: "Rezervarea după tipul vehiculului",
      tr: "Araç türüne göre rezervasyon",
      sk: "Rezervácia podľa druhu vozidla",
      hu: "Foglalás járműfajta szerint",
    },
    entries: [
      {
        slug: "trucks",
        question: {
          uk: "Як забронювати чергу для вантажівки?",
          pl: "Jak zarezerwować miejsce dla samochodu ciężarowego?",
          en: "How does a truck book a place?",
          ro: "Cum rezerv un loc pentru un camion?",
          tr: "Kamyon için nasıl yer ayırtılır?",
          sk: "Ako si rezervuje miesto nákladné auto?",
          hu: "Hogyan foglal helyet egy tehergépkocsi?",
        },
        answer: {
          uk: "Оберіть пункт пропуску, водія, транспорт (із напівпричепом, якщо він є), а потім вантаж: код УКТЗЕД, митну декларацію (МД-2) і товарно-транспортну накладну, або позначте, що вантажівка порожня. Вантажівки стоять у живій черзі: вас викличуть, коли настане ваша черга, а на сторінці черги відображаються ваше місце і орієнтовний час вʼїзду.\n\nШвидкопсувні вантажі обслуговуються пріоритетно, а для агропродовольчих товарів (групи УКТЗЕД 1–24) і порожніх вантажівок є окремі смуги.",
          pl: "Wybierz przejście, kierowcę, pojazd (z naczepą, jeśli jest), a następnie ładunek: kod UKTZED, zgłoszenie celne (MD-2) i list przewozowy albo zaznacz, że pojazd jedzie bez ładunku. Ciężarówki czekają w kolejce na żywo: wezwanie przychodzi, gdy nadejdzie Twoja kolej, a strona kolejki pokazuje Twoje miejsce i przewidywany czas wjazdu.\n\nŁadunki łatwo psujące się są obsługiwane priorytetowo, a towary rolno-spożywcze (grupy UKTZED 1–24) i puste ciężarówki mają osobne pasy.",
          en: "Choose the checkpoint, the driver, the vehicle (with its semi-trailer, if any) and then the cargo: its UKTZED code, the customs declaration (MD-2) and the waybill, or mark the truck as empty. Trucks wait in a live queue: you are called up when your turn comes, and the queue’s page shows your place and the estimated entry time.\n\nPerishable cargo is served with priority, and agri-food goods (UKTZED groups 1–24) and empty trucks have lanes of their own.",
          ro: "Alegeți punctul de trecere, șoferul, vehiculul (cu semiremorca, dacă există) și apoi marfa: codul UKTZED, declarația vamală (MD-2) și scrisoarea de trăsură, sau marcați camionul ca fiind gol. Camioanele așteaptă într-o coadă în timp real: sunteți chemat când vă vine rândul, iar pagina cozii arată locul dumneavoastră și ora estimată de intrare.\n\nMărfurile perisabile sunt tratate cu prioritate, iar produsele agroalimentare (grupele UKTZED 1–24) și camioanele goale au benzi separate.",
          tr: "Sınır kapısını, sürücüyü, aracı (varsa yarı römorkuyla birlikte) ve ardından yükü seçin: UKTZED kodu, gümrük beyannamesi (MD-2) ve taşıma belgesi; ya da kamyonun boş olduğunu işaretleyin. Kamyonlar canlı sırada bekler: sıranız geldiğinde çağrılırsınız, sıra sayfası yerinizi ve tahmini giriş saatini gösterir.\n\nÇabuk bozulan yüklere öncelik verilir; tarım-gıda ürünleri (UKTZED 1–24. gruplar) ve boş kamyonlar için ayrı şeritler vardır.",
          sk: "Vyberte priechod, vodiča, vozidlo (s návesom, ak ho máte) a potom náklad: kód UKTZED, colné vyhlásenie (MD-2) a nákladný list, alebo označte, že auto ide prázdne. Nákladné autá čakajú v živom rade: keď na vás príde rad, dostanete výzvu a stránka poradia ukazuje vaše miesto a predpokladaný čas vjazdu.\n\nNáklad podliehajúci rýchlej skaze má prednosť a poľnohospodárske a potravinárske tovary (skupiny UKTZED 1–24) a prázdne autá majú vlastné pruhy.",
          hu: "Válassza ki az átkelőt, a sofőrt, a járművet (a félpótkocsival együtt, ha van), majd a rakományt: az UKTZED-kódot, a vámáru-nyilatkozatot (MD-2) és a fuvarlevelet, vagy jelölje, hogy a tehergépkocsi üres. A tehergépkocsik élő sorban várnak: amikor Önre kerül a sor, behívjuk, a sorhely oldalán pedig láthatja a helyét és a behajtás várható idejét.\n\nA romlandó rakomány elsőbbséget élvez, a mezőgazdasági és élelmiszer-ipari termékeknek (UKTZED 1–24. csoport) és az üres tehergépkocsiknak külön sávjuk van.",
        },
      },
      {
        slug: "buses",
        question: {
          uk: "Як забронювати чергу для автобуса?",
          pl: "Jak zarezerwować miejsce dla autobusu?",
          en: "How does a bus book a place?",
          ro: "Cum rezerv un loc pentru un autobuz?",
          tr: "Otobüs için nasıl yer ayırtılır?",
          sk: "Ako si rezervuje miesto autobus?",
          hu: "Hogyan foglal helyet egy autóbusz?",
        },
        answer: {
          uk: "Автобуси бронюють конкретний час перетину. Після вибору пункту пропуску зазначте дані рейсу: маршрут, номер рейсу, регулярне чи нерегулярне перевезення і дозвіл (дозвіл на пасажирські перевезення для регулярних маршрутів, книжку INTERBUS для нерегулярних). Потім оберіть вільний час перетину, водіїв і автобус.\n\nОбраний час зберігається за вами 15 хвилин, поки ви завершуєте бронювання. Виклик надходить приблизно за годину до обраного часу.",
          pl: "Autobusy rezerwują konkretną godzinę przekroczenia granicy. Po wybraniu przejścia podaj kurs: trasę, numer kursu, przewóz regularny lub okazjonalny oraz zezwolenie (ukraińskie zezwolenie na przewóz osób dla linii regularnych, książkę INTERBUS dla przewozów okazjonalnych). Następnie wybierz wolną godzinę, kierowców i autobus.\n\nWybrana godzina jest zarezerwowana dla Ciebie przez 15 minut, gdy kończysz rezerwację. Wezwanie przychodzi mniej więcej godzinę przed wybraną godziną.",
          en: "Buses book a set crossing time. After the checkpoint, describe the trip: the route, the trip number, regular or irregular transport, and the permit (a Ukrainian passenger-transport permit for regular routes, an INTERBUS book for irregular trips). Then choose a free crossing time, the drivers and the bus.\n\nThe chosen time is held for you for 15 minutes while you finish the booking. The call-up comes about an hour before your time.",
          ro: "Autobuzele rezervă o oră fixă de trecere. După alegerea punctului de trecere, descrieți cursa: traseul, numărul cursei, transport regulat sau ocazional și autorizația (autorizația ucraineană de transport de persoane pentru curse regulate, carnetul INTERBUS pentru curse ocazionale). Apoi alegeți o oră liberă de trecere, șoferii și autobuzul.\n\nOra aleasă vă este rezervată 15 minute cât timp finalizați rezervarea. Apelul este trimis cu aproximativ o oră înainte de ora aleasă.",
          tr: "Otobüsler belirli bir geçiş saati ayırtır. Sınır kapısını seçtikten sonra sefer bilgilerini girin: güzergâh, sefer numarası, tarifeli veya tarifesiz taşımacılık ve izin belgesi (tarifeli hatlar için Ukrayna yolcu taşıma izni, tarifesiz seferler için INTERBUS defteri). Ardından boş bir geçiş saati, sürücüleri ve otobüsü seçin.\n\nSeçtiğiniz saat, rezervasyonu tamamlarken 15 dakika sizin için tutulur. Çağrı, seçtiğiniz saatten yaklaşık bir saat önce gelir.",
          sk: "Autobusy si rezervujú pevný čas prechodu. Po výbere priechodu zadajte spoj: trasu, číslo spoja, pravidelnú alebo príležitostnú dopravu a povolenie (ukrajinské povolenie na osobnú dopravu pre pravidelné linky, knižku INTERBUS pre príležitostné jazdy). Potom vyberte voľný čas prechodu, vodičov a autobus.\n\nVybraný čas vám rezervujeme 15 minút, kým rezerváciu dokončíte. Výzva príde približne hodinu pred vybraným časom.",
          hu: "Az autóbuszok meghatározott átkelési időpontot foglalnak. Az átkelő után adja meg a járatot: az útvonalat, a járatszámot, hogy menetrend szerinti vagy alkalmi személyszállításról van-e szó, és az engedélyt (menetrend szerinti járatokhoz ukrán személyszállítási engedélyt, alkalmi utakhoz INTERBUS-füzetet). Ezután válasszon szabad átkelési időpontot, sofőröket és autóbuszt.\n\nA kiválasztott időpontot 15 percig fenntartjuk, amíg befejezi a foglalást. A behívás körülbelül egy órával a kiválasztott időpont előtt érkezik.",
        },
      },
      {
        slug: "cars",
        question: {
          uk: "Як забронювати чергу для легкового автомобіля?",
          pl: "Jak zarezerwować miejsce dla samochodu osobowego?",
          en: "How does a car book a place?",
          ro: "Cum rezerv un loc pentru un autoturism?",
          tr: "Otomobil için nasıl yer ayırtılır?",
          sk: "Ako si rezervuje miesto osobné auto?",
          hu: "Hogyan foglal helyet egy személygépkocsi?",
        },
        answer: {
          uk: "Для легкових автомобілів черга діє як пілотний проєкт. Оберіть пункт пропуску, потім день і вільний час перетину (до 14 днів наперед) або станьте в живу чергу без конкретного часу. Далі оберіть водія й автомобіль і підтвердьте бронювання.\n\nОбраний час зберігається за вами 15 хвилин, поки ви завершуєте бронювання.",
          pl: "Dla samochodów osobowych kolejka działa jako projekt pilotażowy. Wybierz przejście, następnie dzień i wolną godzinę przekroczenia (do 14 dni naprzód) albo dołącz do kolejki na żywo bez ustalonej godziny. Potem wybierz kierowcę i samochód i potwierdź rezerwację.\n\nWybrana godzina jest zarezerwowana dla Ciebie przez 15 minut, gdy kończysz rezerwację.",
          en: "For cars the queue runs as a pilot. Choose the checkpoint, then the day and a free crossing time (up to 14 days ahead), or join the live queue without a set time. Then choose the driver and the car and confirm the booking.\n\nThe chosen time is held for you for 15 minutes while you finish the booking.",
          ro: "Pentru autoturisme coada funcționează ca proiect-pilot. Alegeți punctul de trecere, apoi ziua și o oră liberă de trecere (cu până la 14 zile înainte) sau înscrieți-vă în coada în timp real, fără oră fixă. Apoi alegeți șoferul și autoturismul și confirmați rezervarea.\n\nOra aleasă vă este rezervată 15 minute cât timp finalizați rezervarea.",
          tr: "Otomobiller için sıra pilot uygulama olarak işler. Sınır kapısını, ardından günü ve boş bir geçiş saatini (en fazla 14 gün öncesinden) seçin ya da belirli bir saat olmadan canlı sıraya girin. Sonra sürücüyü ve otomobili seçip rezervasyonu onaylayın.\n\nSeçtiğiniz saat, rezervasyonu tamamlarken 15 dakika sizin için tutulur.",
          sk: "Pre osobné autá funguje rad ako pilotný projekt. Vyberte priechod, potom deň a voľný čas prechodu (až 14 dní vopred), alebo sa zaraďte do živého radu bez pevného času. Potom vyberte vodiča a auto a rezerváciu potvrďte.\n\nVybraný čas vám rezervujeme 15 minút, kým rezerváciu dokončíte.",
          hu: "A személygépkocsik számára a sor kísérleti jelleggel működik. Válassza ki az átkelőt, majd a napot és egy szabad átkelési időpontot (legfeljebb 14 nappal előre), vagy álljon be az élő sorba időpont nélkül. Ezután válassza ki a sofőrt és a személygépkocsit, és erősítse meg a foglalást.\n\nA kiválasztott időpontot 15 percig fenntartjuk, amíg befejezi a foglalást.",
        },
      },
    ],
  },
  {
    slug: "call-up",
    title: {
      uk: "Виклик і вʼїзд",
      pl: "Wezwanie i wjazd",
      en: "Call-up and entry",
      ro: "Apelul și intrarea",
      tr: "Çağrı ve giriş",
      sk: "Výzva a vjazd",
      hu: "Behívás és belépés",
    },
    entries: [
      {
        slug: "my-turn",
        question: {
          uk: "Як я дізнаюся, що настала моя черга?",
          pl: "Skąd będę wiedzieć, że nadeszła moja kolej?",
          en: "How will I know that it is my turn?",
          ro: "Cum aflu că mi-a venit rândul?",
          tr: "Sıramın geldiğini nasıl anlarım?",
          sk: "Ako sa dozviem, že som na rade?",
          hu: "Honnan tudom meg, hogy rám került a sor?",
        },
        answer: {
          uk: "Коли настає ваша черга, вона отримує статус «Приготуватись до вʼїзду», і ви отримуєте сповіщення: в особистому кабінеті, а також, залежно від налаштувань, електронною поштою, SMS або сповіщенням у браузері. На сторінці черги відображається, скільки часу залишилося.\n\nПоки чекаєте, тримайте телефон під рукою: часу на відповідь небагато.",
          pl: "Gdy nadejdzie Twoja kolej, rezerwacja otrzymuje status „Przygotuj się do wjazdu”, a Ty dostajesz powiadomienie: na koncie oraz, zależnie od ustawień, e-mailem, SMS-em lub powiadomieniem w przeglądarce. Strona kolejki pokazuje, ile czasu zostało.\n\nCzekając, miej telefon pod ręką: na odpowiedź jest niewiele czasu.",
          en: "When your turn comes, the queue gets the status “Prepare for entry” and you get a notice: in your account and, depending on your settings, by e-mail, SMS or a browser notification. The queue’s page shows how much time is left.\n\nKeep your phone at hand while you wait: the time to respond is short.",
          ro: "Când vă vine rândul, înscrierea primește starea „Pregătiți-vă pentru intrare” și primiți o notificare: în cont și, în funcție de setări, prin e-mail, SMS sau o notificare în browser. Pagina cozii arată cât timp a mai rămas.\n\nCât așteptați, țineți telefonul la îndemână: timpul de răspuns este scurt.",
          tr: "Sıranız geldiğinde sıranın durumu “Girişe hazırlanın” olur ve bir bildirim alırsınız: hesabınızda ve ayarlarınıza göre e-posta, SMS veya tarayıcı bildirimiyle. Sıra sayfası ne kadar süre kaldığını gösterir.\n\nBeklerken telefonunuzu yanınızda tutun: yanıt vermek için süre kısadır.",
          sk: "Keď na vás príde rad, vaše poradie dostane stav „Pripravte sa na vstup“ a dostanete oznámenie: v účte a podľa vašich nastavení aj e-mailom, SMS alebo oznámením v prehliadači. Stránka poradia ukazuje, koľko času zostáva.\n\nKým čakáte, majte telefón poruke: času na odpoveď je málo.",
          hu: "Amikor Önre kerül a sor, a sorhely állapota „Készüljön fel a belépésre” lesz, és értesítést kap: a fiókjában, valamint a beállításaitól függően e-mailben, SMS-ben vagy böngészőértesítésben. A sorhely oldala mutatja, mennyi idő van hátra.\n\nVárakozás közben tartsa kéznél a telefonját: kevés idő van a válaszra.",
        },
      },
      {
        slug: "late",
        question: {
          uk: "Що буде, якщо я запізнюся?",
          pl: "Co się stanie, jeśli się spóźnię?",
          en: "What if I am late?",
          ro: "Ce se întâmplă dacă întârzii?",
          tr: "Geç kalırsam ne olur?",
          sk: "Čo sa stane, ak budem meškať?",
          hu: "Mi történik, ha késem?",
        },
        answer: {
          uk: "Після виклику у вас є 10 хвилин, щоб натиснути «Підтвердити готовність», а після підтвердження — 30 хвилин, щоб вʼїхати на пункт пропуску. Якщо ви не дотримаєтеся будь-якого з цих строків, бронювання скасовується і фіксується порушення.\n\nЯкщо знаєте, що не встигнете, продовжте чергу на 2 години до підтвердження готовності або скасуйте її, поки ще чекаєте на виклик.",
          pl: "Po wezwaniu masz 10 minut na kliknięcie „Potwierdź gotowość”, a po potwierdzeniu 30 minut na wjazd na przejście. Jeśli przekroczysz którykolwiek z tych terminów, miejsce zostaje anulowane i odnotowane zostaje naruszenie.\n\nJeśli wiesz, że nie zdążysz, przedłuż kolejkę o 2 godziny przed potwierdzeniem gotowości albo anuluj ją, dopóki czekasz na wezwanie.",
          en: "After the call-up you have 10 minutes to press “Confirm readiness”, and after confirming, 30 minutes to enter the checkpoint. If you miss either deadline, the place is cancelled and a violation is recorded.\n\nIf you know you will not make it, extend the queue by 2 hours before you confirm readiness, or cancel it while you are still waiting for the call-up.",
          ro: "După apel aveți 10 minute pentru a apăsa „Confirmați disponibilitatea”, iar după confirmare, 30 de minute pentru a intra în punctul de trecere. Dacă ratați oricare dintre aceste termene, locul este anulat și se înregistrează o încălcare.\n\nDacă știți că nu veți ajunge la timp, prelungiți coada cu 2 ore înainte de a confirma disponibilitatea sau anulați-o cât încă așteptați apelul.",
          tr: "Çağrıdan sonra “Hazır olduğumu onayla” düğmesine basmak için 10 dakikanız, onayladıktan sonra da sınır kapısına girmek için 30 dakikanız vardır. Bu sürelerden birini kaçırırsanız yeriniz iptal edilir ve bir ihlal kaydedilir.\n\nYetişemeyeceğinizi biliyorsanız, hazır olduğunuzu onaylamadan önce sırayı 2 saat uzatın ya da henüz çağrıyı beklerken iptal edin.",
          sk: "Po výzve máte 10 minút na stlačenie „Potvrdiť pripravenosť“ a po potvrdení 30 minút na vjazd na priechod. Ak zmeškáte ktorúkoľvek z týchto lehôt, miesto sa zruší a zaznamená sa porušenie.\n\nAk viete, že to nestihnete, predĺžte poradie o 2 hodiny ešte pred potvrdením pripravenosti, alebo ho zrušte, kým ešte čakáte na výzvu.",
          hu: "A behívás után 10 perce van megnyomni a „Készenlét megerősítése” gombot, a megerősítés után pedig 30 perce, hogy behajtson az átkelőre. Ha bármelyik határidőt elmulasztja, a helyét töröljük, és szabályszegést rögzítünk.\n\nHa tudja, hogy nem ér oda időben, a készenlét megerősítése előtt hosszabbítsa meg a sorhelyét 2 órával, vagy törölje, amíg még a behívásra vár.",
        },
      },
    ],
  },
  {
    slug: "changes",
    title: {
      uk: "Зміни в бронюванні",
      pl: "Zmiany w rezerwacji",
      en: "Changing a booking",
      ro: "Modificarea rezervării",
      tr: "Rezervasyonu değiştirme",
      sk: "Zmeny rezervácie",
      hu: "A foglalás módosítása",
    },
    entries: [
      {
        slug: "extend",
        question: {
          uk: "Як продовжити чергу?",
          pl: "Jak przedłużyć kolejkę?",
          en: "How do I extend my queue?",
          ro: "Cum prelungesc coada?",
          tr: "Sıramı nasıl uzatırım?",
          sk: "Ako predĺžim poradie?",
          hu: "Hogyan hosszabbíthatom meg a sorhelyemet?",
        },
        answer: {
          uk: "На сторінці черги натисніть «Продовжити на 2 години» і підтвердьте. Ваше місце в черзі зберігається, але протягом наступних 2 годин вас не викличуть. Продовжити можна, поки ви чекаєте, а також після виклику — доки ви не підтвердили готовність.\n\nЧергу можна продовжити лише один раз, а водій може скористатися продовженням один раз на 60 днів.",
          pl: "Na stronie kolejki kliknij „Przedłuż o 2 godziny” i potwierdź. Zachowujesz swoje miejsce, ale przez najbliższe 2 godziny nie będzie wezwania. Przedłużyć można podczas oczekiwania, a także po wezwaniu, dopóki nie potwierdzisz gotowości.\n\nKolejkę można przedłużyć tylko raz, a kierowca może skorzystać z przedłużenia raz na 60 dni.",
          en: "On the queue’s page press “Extend by 2 hours” and confirm. You keep your place, but you will not be called up within the next 2 hours. You can extend while you wait, and after the call-up until you confirm readiness.\n\nA queue can be extended only once, and a driver can extend once in 60 days.",
          ro: "Pe pagina cozii apăsați „Prelungiți cu 2 ore” și confirmați. Vă păstrați locul, dar nu veți fi chemat în următoarele 2 ore. Puteți prelungi cât așteptați, precum și după apel, până când confirmați disponibilitatea.\n\nO coadă poate fi prelungită o singură dată, iar un șofer poate prelungi o dată la 60 de zile.",
          tr: "Sıra sayfasında “2 saat uzat” düğmesine basın ve onaylayın. Yerinizi korursunuz, ancak sonraki 2 saat içinde çağrılmazsınız. Beklerken ve çağrıdan sonra hazır olduğunuzu onaylayana kadar uzatabilirsiniz.\n\nBir sıra yalnızca bir kez uzatılabilir; bir sürücü 60 günde bir kez uzatabilir.",
          sk: "Na stránke poradia stlačte „Predĺžiť o 2 hodiny“ a potvrďte. Miesto si ponecháte, ale počas nasledujúcich 2 hodín vás nevyzveme. Predĺžiť môžete počas čakania a aj po výzve, kým nepotvrdíte pripravenosť.\n\nPoradie možno predĺžiť len raz a vodič môže predĺžiť raz za 60 dní.",
          hu: "A sorhely oldalán nyomja meg a „Meghosszabbítás 2 órával” gombot, és erősítse meg. A helye megmarad, de a következő 2 órában nem hívjuk be. Várakozás közben hosszabbíthat, a behívás után pedig addig, amíg nem erősítette meg a készenlétét.\n\nEgy sorhely csak egyszer hosszabbítható meg, egy sofőr pedig 60 naponta egyszer hosszabbíthat.",
        },
      },
      {
        slug: "cancel",
        question: {
          uk: "Як скасувати чергу?",
          pl: "Jak anulować kolejkę?",
          en: "How do I cancel my queue?",
          ro: "Cum anulez coada?",
          tr: "Sıramı nasıl iptal ederim?",
          sk: "Ako zruším poradie?",
          hu: "Hogyan törölhetem a sorhelyemet?",
        },
        answer: {
          uk: "На сторінці черги натисніть «Скасувати чергу» і підтвердьте. Відновити місце після цього неможливо. Скасування, поки ви чекаєте на виклик, не має наслідків, а скасування після виклику вважається пізнім і фіксується як порушення.",
          pl: "Na stronie kolejki kliknij „Anuluj kolejkę” i potwierdź. Miejsca nie da się potem przywrócić. Anulowanie w czasie oczekiwania na wezwanie nie ma żadnych konsekwencji, natomiast anulowanie po wezwaniu jest anulowaniem spóźnionym i zostaje odnotowane jako naruszenie.",
          en: "On the queue’s page press “Cancel queue” and confirm. The place cannot be restored afterwards. Cancelling while you wait for the call-up has no consequences; cancelling after the call-up is a late cancellation and is recorded as a violation.",
          ro: "Pe pagina cozii apăsați „Anulați coada” și confirmați. Locul nu mai poate fi restabilit după aceea. Anularea cât așteptați apelul nu are consecințe; anularea după apel este o anulare târzie și se înregistrează ca încălcare.",
          tr: "Sıra sayfasında “Sırayı iptal et” düğmesine basın ve onaylayın. Yer bundan sonra geri alınamaz. Çağrıyı beklerken iptal etmenin bir sonucu yoktur; çağrıdan sonra iptal etmek geç iptal sayılır ve ihlal olarak kaydedilir.",
          sk: "Na stránke poradia stlačte „Zrušiť poradie“ a potvrďte. Miesto potom už nemožno obnoviť. Zrušenie počas čakania na výzvu nemá žiadne následky; zrušenie po výzve je neskoré zrušenie a zaznamená sa ako porušenie.",
          hu: "A sorhely oldalán nyomja meg a „Sorhely törlése” gombot, és erősítse meg. A helyet ezután nem lehet visszaállítani. A behívásra várva történő törlésnek nincs következménye; a behívás utáni törlés késői törlésnek számít, és szabályszegésként rögzítjük.",
        },
      },
      {
        slug: "change-driver-or-vehicle",
        question: {
          uk: "Чи можна замінити водія або транспорт, не втративши місця?",
          pl: "Czy mogę zmienić kierowcę lub pojazd bez utraty miejsca?",
          en: "Can I change the driver or the vehicle without losing my place?",
          ro: "Pot schimba șoferul sau vehiculul fără să-mi pierd locul?",
          tr: "Yerimi kaybetmeden sürücüyü veya aracı değiştirebilir miyim?",
          sk: "Môžem vymeniť vodiča alebo vozidlo bez straty miesta?",
          hu: "Lecserélhetem a sofőrt vagy a járművet úgy, hogy megmaradjon a helyem?",
        },
        answer: {
          uk: "Так. На сторінці черги натисніть «Замінити водія або транспорт». Водія можна замінити, поки ви чекаєте, а також після виклику; транспортний засіб — лише поки ви чекаєте на виклик. Ваше місце в черзі зберігається.",
          pl: "Tak. Na stronie kolejki kliknij „Zmień kierowcę lub pojazd”. Kierowcę można zmienić w czasie oczekiwania i po wezwaniu, pojazd tylko w czasie oczekiwania na wezwanie. Twoje miejsce w kolejce zostaje zachowane.",
          en: "Yes. On the queue’s page press “Replace driver or vehicle”. The driver can be replaced while you wait and after the call-up; the vehicle only while you are waiting for the call-up. Your place in the queue is kept.",
          ro: "Da. Pe pagina cozii apăsați „Înlocuiți șoferul sau vehiculul”. Șoferul poate fi înlocuit cât așteptați și după apel; vehiculul doar cât așteptați apelul. Locul în coadă se păstrează.",
          tr: "Evet. Sıra sayfasında “Sürücüyü veya aracı değiştir” düğmesine basın. Sürücü beklerken ve çağrıdan sonra değiştirilebilir; araç ise yalnızca çağrıyı beklerken. Sıradaki yeriniz korunur.",
          sk: "Áno. Na stránke poradia stlačte „Vymeniť vodiča alebo vozidlo“. Vodiča môžete vymeniť počas čakania aj po výzve, vozidlo len počas čakania na výzvu. Vaše miesto v rade zostáva zachované.",
          hu: "Igen. A sorhely oldalán nyomja meg a „Sofőr vagy jármű cseréje” gombot. A sofőrt várakozás közben és a behívás után is lecserélheti, a járművet csak a behívásra várva. A helye a sorban megmarad.",
        },
      },
    ],
  },
  {
    slug: "violations",
    title: {
      uk: "Порушення та блокування",
      pl: "Naruszenia i blokady",
      en: "Violations and blockings",
      ro: "Încălcări și blocări",
      tr: "İhlaller ve engellemeler",
      sk: "Porušenia a blokovania",
      hu: "Szabályszegések és letiltások",
    },
    entries: [
      {
        slug: "what-is-a-violation",
        question: {
          uk: "Що вважається порушенням?",
          pl: "Co jest naruszeniem?",
          en: "What counts as a violation?",
          ro: "Ce se consideră încălcare?",
          tr: "Ne ihlal sayılır?",
          sk: "Čo sa považuje za porušenie?",
          hu: "Mi számít szabályszegésnek?",
        },
        answer: {
          uk: "Порушення фіксується, якщо ви не підтвердили готовність протягом 10 хвилин після виклику, не вʼїхали на пункт пропуску протягом 30 хвилин після підтвердження, скасували чергу після виклику або забронювали місце з транспортним засобом чи водієм, підтвердженим за іншим обліковим записом. Кожне порушення враховується протягом 30 днів.\n\nУсі порушення видно на сторінці «Порушення та блокування» у вашому кабінеті.",
          pl: "Naruszenie zostaje odnotowane, jeśli nie potwierdzisz gotowości w ciągu 10 minut od wezwania, nie wjedziesz w ciągu 30 minut od potwierdzenia, anulujesz kolejkę po wezwaniu albo dokonasz rezerwacji z pojazdem lub kierowcą potwierdzonym na innym koncie. Każde naruszenie jest uwzględniane przez 30 dni.\n\nWszystkie naruszenia widać na stronie „Naruszenia i blokady” na Twoim koncie.",
          en: "A violation is recorded when you do not confirm readiness within 10 minutes of the call-up, do not enter within 30 minutes of confirming, cancel after the call-up, or book with a vehicle or driver that another account holds as verified. Each violation counts for 30 days.\n\nYou can see them all on the “Violations and blockings” page of your account.",
          ro: "O încălcare se înregistrează dacă nu confirmați disponibilitatea în 10 minute de la apel, nu intrați în 30 de minute de la confirmare, anulați coada după apel sau rezervați cu un vehicul ori un șofer confirmat în alt cont. Fiecare încălcare se ia în calcul timp de 30 de zile.\n\nLe puteți vedea pe toate pe pagina „Încălcări și blocări” din contul dumneavoastră.",
          tr: "Çağrıdan sonraki 10 dakika içinde hazır olduğunuzu onaylamazsanız, onaydan sonraki 30 dakika içinde giriş yapmazsanız, çağrıdan sonra sırayı iptal ederseniz veya başka bir hesapta doğrulanmış bir araç ya da sürücüyle rezervasyon yaparsanız ihlal kaydedilir. Her ihlal 30 gün boyunca dikkate alınır.\n\nHepsini hesabınızdaki “İhlaller ve engellemeler” sayfasında görebilirsiniz.",
          sk: "Porušenie sa zaznamená, ak nepotvrdíte pripravenosť do 10 minút od výzvy, nevojdete do 30 minút od potvrdenia, zrušíte poradie po výzve alebo rezervujete s vozidlom či vodičom, ktorého má overeného iný účet. Každé porušenie sa započítava 30 dní.\n\nVšetky ich nájdete na stránke „Porušenia a blokovania“ vo svojom účte.",
          hu: "Szabályszegést rögzítünk, ha a behívástól számított 10 percen belül nem erősíti meg a készenlétét, a megerősítéstől számított 30 percen belül nem hajt be, a behívás után törli a sorhelyet, vagy olyan járművel, illetve sofőrrel foglal, amely egy másik fiókhoz van igazoltan hozzárendelve. Minden szabályszegés 30 napig számít.\n\nMindegyiket megtalálja a fiókja „Szabályszegések és letiltások” oldalán.",
        },
      },
      {
        slug: "why-blocked",
        question: {
          uk: "Чому мене заблоковано?",
          pl: "Dlaczego rezerwacja jest dla mnie zablokowana?",
          en: "Why am I blocked?",
          ro: "De ce îmi este blocată rezervarea?",
          tr: "Neden engellendim?",
          sk: "Prečo mám zablokovanú rezerváciu?",
          hu: "Miért vagyok letiltva?",
        },
        answer: {
          uk: "Три порушення протягом 30 днів блокують бронювання на 14 днів. Поки блокування діє, стати в чергу не можна. На сторінці «Порушення та блокування» зазначено, за що і до якої дати діє блокування; після цієї дати ви знову зможете бронювати.",
          pl: "Trzy naruszenia w ciągu 30 dni blokują rezerwację na 14 dni. Dopóki blokada trwa, nie można dołączyć do kolejki. Na stronie „Naruszenia i blokady” widać, za co i do kiedy obowiązuje blokada; po tej dacie można znów rezerwować.",
          en: "Three violations within 30 days block booking for 14 days. While the blocking lasts you cannot join a queue. The “Violations and blockings” page shows why you were blocked and until when; after that date you can book again.",
          ro: "Trei încălcări în 30 de zile blochează rezervarea timp de 14 zile. Cât timp durează blocarea, nu vă puteți înscrie în coadă. Pagina „Încălcări și blocări” arată de ce și până când durează blocarea; după acea dată puteți rezerva din nou.",
          tr: "30 gün içinde üç ihlal, rezervasyonu 14 gün süreyle engeller. Engelleme sürdükçe sıraya giremezsiniz. “İhlaller ve engellemeler” sayfası neden ve hangi tarihe kadar engellendiğinizi gösterir; o tarihten sonra yeniden rezervasyon yapabilirsiniz.",
          sk: "Tri porušenia v priebehu 30 dní zablokujú rezerváciu na 14 dní. Kým blokovanie trvá, nemôžete sa zaradiť do radu. Stránka „Porušenia a blokovania“ ukazuje, prečo a do kedy blokovanie trvá; po tomto dátume môžete opäť rezervovať.",
          hu: "30 napon belül három szabályszegés 14 napra letiltja a foglalást. Amíg a letiltás tart, nem állhat sorba. A „Szabályszegések és letiltások” oldal mutatja, miért és meddig tart a letiltás; ezután újra foglalhat.",
        },
      },
      {
        slug: "appeal",
        question: {
          uk: "Як оскаржити блокування?",
          pl: "Jak odwołać się od blokady?",
          en: "How do I appeal a blocking?",
          ro: "Cum contest o blocare?",
          tr: "Bir engellemeye nasıl itiraz ederim?",
          sk: "Ako sa odvolám proti blokovaniu?",
          hu: "Hogyan fellebbezhetek a letiltás ellen?",
        },
        answer: {
          uk: "Зателефонуйте на гарячу лінію, номер якої вказано внизу кожної сторінки: одна лінія для українських перевізників, інша для іноземних. Майте під рукою адресу електронної пошти або номер телефону облікового запису і дату порушення. Якщо блокування застосовано помилково, адміністратор зніме його, і ви зможете одразу бронювати знову.",
          pl: "Zadzwoń na infolinię, której numer znajdziesz na dole każdej strony: jedna jest dla przewoźników ukraińskich, druga dla zagranicznych. Przygotuj adres e-mail lub numer telefonu konta i datę naruszenia. Jeśli blokada została nałożona błędnie, administrator ją zdejmie i od razu będzie można znów rezerwować.",
          en: "Call the hotline shown at the bottom of every page: one line is for Ukrainian carriers, the other for foreign carriers. Have your account’s e-mail address or phone number and the date of the violation at hand. If the blocking was a mistake, an administrator lifts it and you can book again at once.",
          ro: "Sunați la linia de asistență afișată în partea de jos a fiecărei pagini: o linie este pentru transportatorii ucraineni, cealaltă pentru cei străini. Pregătiți adresa de e-mail sau numărul de telefon al contului și data încălcării. Dacă blocarea a fost o greșeală, un administrator o ridică și puteți rezerva din nou imediat.",
          tr: "Her sayfanın altında gösterilen yardım hattını arayın: bir hat Ukraynalı taşımacılar, diğeri yabancı taşımacılar içindir. Hesabınızın e-posta adresini veya telefon numarasını ve ihlalin tarihini hazır bulundurun. Engelleme bir hataysa, bir yönetici onu kaldırır ve hemen yeniden rezervasyon yapabilirsiniz.",
          sk: "Zavolajte na infolinku uvedenú v dolnej časti každej stránky: jedna linka je pre ukrajinských dopravcov, druhá pre zahraničných. Majte poruke e-mailovú adresu alebo telefónne číslo účtu a dátum porušenia. Ak bolo blokovanie uložené omylom, administrátor ho zruší a môžete hneď znova rezervovať.",
          hu: "Hívja a minden oldal alján feltüntetett forródrótot: az egyik vonal az ukrán, a másik a külföldi fuvarozóké. Tartsa kéznél a fiókja e-mail-címét vagy telefonszámát és a szabályszegés dátumát. Ha a letiltás tévedés volt, egy adminisztrátor feloldja, és azonnal újra foglalhat.",
        },
      },
    ],
  },
];
