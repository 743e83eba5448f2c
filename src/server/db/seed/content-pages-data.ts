/**
 * The information pages as first written: /about, /privacy and /terms in every interface language,
 * in Markdown (src/domain/content-pages.ts reads it). They describe the portal as built: the data
 * it keeps (src/server/db/schema.ts), who sees it (docs/profiles.md, docs/share-links.md, the
 * boards), what is deleted and when (docs/operations.md, src/server/platform/housekeeping.ts: no
 * account data is deleted on its own), and the queue's rules with the numbers of
 * src/domain/queue/policy.ts. Headings carry their own anchors ({#id}), the same in every language.
 */
import type { Locale, LocalizedText } from "../../../domain/locales.ts";
import { DEFAULT_QUEUE_POLICY as P } from "../../../domain/queue/policy.ts";

export interface ContentPageSeed {
  slug: string;
  title: LocalizedText;
  body: LocalizedText;
}

/** When these texts were written: the pages' "last updated" date until an administrator changes them. */
export const CONTENT_PAGES_WRITTEN_AT = new Date("2026-11-26T09:00:00Z");

/** A path of the portal in a language (uk has no prefix). */
const at = (locale: Locale, path: string) => (locale === "uk" ? path : `/${locale}${path}`);

const about: LocalizedText = {
  uk: `єЧерга — електронна черга на автомобільних пунктах пропуску через державний кордон України. Перевізники та водії вантажівок, автобусів і легкових автомобілів бронюють місце в черзі онлайн, приїжджають, коли їх викликають, і не чекають днями на узбіччі.

## Як це працює {#how-it-works}

1. Зареєструйтеся за адресою електронної пошти або номером телефону та підтвердьте реєстрацію кодом.
2. Оберіть вид транспорту (вантажівка, автобус чи легковий автомобіль) і заповніть профіль: дані перевізника, водіїв, транспортних засобів і дозволів.
3. Станьте в чергу на пункті пропуску: у живу чергу в порядку реєстрації або на часовий слот.
4. Коли настане ваша черга, портал надішле вам сповіщення про виклик. Підтвердьте виклик протягом ${P.confirmMinutes} хвилин і вʼїжджайте на пункт пропуску протягом ${P.entryMinutes} хвилин після підтвердження.

Завантаженість пунктів пропуску може переглянути кожен на сторінці [«Завантаженість пунктів пропуску»](${at("uk", "/workload")}). Правила черги викладено в [умовах користування](${at("uk", "/terms")}), відповіді на поширені запитання — на сторінці [«Питання та відповіді»](${at("uk", "/faq")}).

## Дослідна експлуатація {#trial}

Портал працює в тестовому режимі: поки що черга діє лише на пункті пропуску Ягодин — Дорогуськ.

## Мови {#languages}

Портал доступний українською, польською, англійською, румунською, турецькою, словацькою та угорською мовами.

## Допомога {#help}

Номери гарячих ліній (для українських та іноземних перевізників) наведено внизу кожної сторінки. Як ми обробляємо ваші дані, описано в [політиці конфіденційності](${at("uk", "/privacy")}).`,

  en: `eQueue is an electronic queue for Ukraine's road border checkpoints. Carriers and drivers of trucks, buses and cars book a place in the queue online, come when they are called and do not wait for days by the road.

## How it works {#how-it-works}

1. Sign up with an e-mail address or a phone number and confirm it with the code we send you.
2. Choose your kind of vehicle (truck, bus or car) and fill in your profile: the carrier, drivers, vehicles and permits.
3. Join the queue at a checkpoint: the live queue in order of registration, or a time slot.
4. When your turn comes, the portal calls you up with a notice. Confirm within ${P.confirmMinutes} minutes, then enter the checkpoint within ${P.entryMinutes} minutes of confirming.

Anyone can see how busy the checkpoints are on the [Checkpoint load](${at("en", "/workload")}) page. The queue's rules are in the [terms of service](${at("en", "/terms")}), and answers to common questions in the [FAQ](${at("en", "/faq")}).

## Trial operation {#trial}

The portal is in trial operation: for now the queue works only at the Yahodyn–Dorohusk checkpoint.

## Languages {#languages}

The portal is available in Ukrainian, Polish, English, Romanian, Turkish, Slovak and Hungarian.

## Help {#help}

The hotlines (for Ukrainian and for foreign carriers) are at the bottom of every page. How we handle your data is in the [privacy policy](${at("en", "/privacy")}).`,

  pl: `eQueue to elektroniczna kolejka na drogowych przejściach granicznych Ukrainy. Przewoźnicy i kierowcy ciężarówek, autobusów i samochodów osobowych rezerwują miejsce w kolejce online, przyjeżdżają, gdy zostaną wezwani, i nie czekają całymi dniami przy drodze.

## Jak to działa {#how-it-works}

1. Zarejestruj się, podając adres e-mail lub numer telefonu, i potwierdź rejestrację kodem.
2. Wybierz rodzaj pojazdu (samochód ciężarowy, autobus lub samochód osobowy) i uzupełnij profil: dane przewoźnika, kierowców, pojazdów i zezwoleń.
3. Zapisz się do kolejki na przejściu granicznym: do kolejki na żywo według kolejności rejestracji lub na określony przedział czasowy.
4. Gdy nadejdzie Twoja kolej, portal wezwie Cię powiadomieniem. Potwierdź w ciągu ${P.confirmMinutes} minut, a po potwierdzeniu wjedź na przejście w ciągu ${P.entryMinutes} minut.

Obciążenie przejść granicznych każdy może sprawdzić na stronie [Obciążenie przejść granicznych](${at("pl", "/workload")}). Zasady kolejki określają [warunki korzystania](${at("pl", "/terms")}), a odpowiedzi na najczęstsze pytania znajdują się w dziale [Pytania i odpowiedzi](${at("pl", "/faq")}).

## Faza testowa {#trial}

Portal działa w fazie testowej: na razie kolejka obsługuje tylko przejście Jagodzin – Dorohusk.

## Języki {#languages}

Portal jest dostępny w językach: ukraińskim, polskim, angielskim, rumuńskim, tureckim, słowackim i węgierskim.

## Pomoc {#help}

Numery infolinii (dla przewoźników ukraińskich i zagranicznych) znajdują się na dole każdej strony. Sposób przetwarzania Twoich danych opisuje [polityka prywatności](${at("pl", "/privacy")}).`,

  ro: `eQueue este o coadă electronică la punctele rutiere de trecere a frontierei Ucrainei. Transportatorii și șoferii de camioane, autobuze și autoturisme își rezervă online un loc în coadă, vin când sunt chemați și nu mai așteaptă zile întregi pe marginea drumului.

## Cum funcționează {#how-it-works}

1. Înregistrați-vă cu o adresă de e-mail sau un număr de telefon și confirmați-l cu un cod.
2. Alegeți tipul vehiculului (camion, autobuz sau autoturism) și completați profilul: datele transportatorului, ale șoferilor, ale vehiculelor și ale autorizațiilor.
3. Înscrieți-vă în coadă la un punct de trecere: în coada în timp real, în ordinea înregistrării, sau pe un interval orar.
4. Când vă vine rândul, portalul vă cheamă printr-o notificare. Confirmați în termen de ${P.confirmMinutes} minute, apoi intrați în punctul de trecere în termen de ${P.entryMinutes} de minute de la confirmare.

Oricine poate vedea cât de aglomerate sunt punctele de trecere pe pagina [Gradul de încărcare a punctelor de trecere](${at("ro", "/workload")}). Regulile cozii sunt stabilite în [condițiile de utilizare](${at("ro", "/terms")}), iar răspunsurile la întrebările frecvente se găsesc în secțiunea [Întrebări și răspunsuri](${at("ro", "/faq")}).

## Funcționare în regim de probă {#trial}

Portalul funcționează în regim de probă: deocamdată coada funcționează doar la punctul de trecere Iahodîn – Dorohusk.

## Limbi {#languages}

Portalul este disponibil în ucraineană, poloneză, engleză, română, turcă, slovacă și maghiară.

## Ajutor {#help}

Liniile telefonice de asistență (pentru transportatorii ucraineni și străini) se află în partea de jos a fiecărei pagini. Modul în care prelucrăm datele dumneavoastră este descris în [politica de confidențialitate](${at("ro", "/privacy")}).`,

  tr: `eQueue, Ukrayna'nın kara yolu sınır kapılarında kullanılan elektronik sıra sistemidir. Kamyon, otobüs ve otomobil taşımacıları ile sürücüleri sıradaki yerlerini çevrimiçi ayırtır, çağrıldıklarında sınır kapısına gelir ve yol kenarında günlerce beklemek zorunda kalmaz.

## Nasıl çalışır {#how-it-works}

1. E-posta adresiniz veya telefon numaranızla kaydolun ve kaydınızı size gönderilen kodla onaylayın.
2. Araç türünü seçin (kamyon, otobüs veya otomobil) ve profilinizi doldurun: taşımacı, sürücü, araç ve izin bilgileri.
3. Bir sınır kapısında sıraya girin: kayıt sırasına göre canlı sıraya veya bir zaman dilimine.
4. Sıranız geldiğinde portal sizi bir bildirimle çağırır. Çağrıyı ${P.confirmMinutes} dakika içinde onaylayın, ardından onaydan sonraki ${P.entryMinutes} dakika içinde sınır kapısına girin.

Sınır kapılarının yoğunluğunu herkes [Sınır kapılarının yoğunluğu](${at("tr", "/workload")}) sayfasında görebilir. Sıranın kuralları [kullanım koşullarında](${at("tr", "/terms")}), sık sorulan soruların yanıtları ise [Sıkça sorulan sorular](${at("tr", "/faq")}) sayfasında yer alır.

## Deneme aşaması {#trial}

Portal deneme aşamasındadır: şimdilik sıra yalnızca Yahodın–Dorohusk sınır kapısında uygulanmaktadır.

## Diller {#languages}

Portal Ukraynaca, Lehçe, İngilizce, Rumence, Türkçe, Slovakça ve Macarca dillerinde kullanılabilir.

## Yardım {#help}

Yardım hatlarının numaraları (Ukraynalı ve yabancı taşımacılar için) her sayfanın altında yer alır. Verilerinizi nasıl işlediğimiz [gizlilik politikasında](${at("tr", "/privacy")}) anlatılır.`,

  sk: `eQueue je elektronický rad na cestných hraničných priechodoch Ukrajiny. Dopravcovia a vodiči nákladných áut, autobusov a osobných áut si miesto v rade rezervujú online, prídu, keď sú vyzvaní, a nečakajú celé dni pri ceste.

## Ako to funguje {#how-it-works}

1. Zaregistrujte sa pomocou e-mailovej adresy alebo telefónneho čísla a registráciu potvrďte kódom.
2. Vyberte druh vozidla (nákladné vozidlo, autobus alebo osobné auto) a vyplňte profil: údaje o dopravcovi, vodičoch, vozidlách a povoleniach.
3. Zaraďte sa do radu na hraničnom priechode: do živého radu podľa poradia registrácie alebo na časový úsek.
4. Keď na vás príde rad, portál vás vyzve oznámením. Výzvu potvrďte do ${P.confirmMinutes} minút a po potvrdení vojdite na hraničný priechod do ${P.entryMinutes} minút.

Vyťaženosť hraničných priechodov si môže každý pozrieť na stránke [Vyťaženosť hraničných priechodov](${at("sk", "/workload")}). Pravidlá radu upravujú [podmienky používania](${at("sk", "/terms")}) a odpovede na časté otázky nájdete v časti [Otázky a odpovede](${at("sk", "/faq")}).

## Skúšobná prevádzka {#trial}

Portál je v skúšobnej prevádzke: rad zatiaľ funguje iba na hraničnom priechode Jahodyn – Dorohusk.

## Jazyky {#languages}

Portál je k dispozícii po ukrajinsky, poľsky, anglicky, rumunsky, turecky, slovensky a maďarsky.

## Pomoc {#help}

Čísla infoliniek (pre ukrajinských aj zahraničných dopravcov) nájdete v dolnej časti každej stránky. Ako zaobchádzame s vašimi údajmi, opisujú [zásady ochrany osobných údajov](${at("sk", "/privacy")}).`,

  hu: `Az eQueue Ukrajna közúti határátkelőinek elektronikus sora. A tehergépkocsik, autóbuszok és személygépkocsik fuvarozói és sofőrjei online foglalnak helyet a sorban, akkor érkeznek, amikor behívják őket, és nem várnak napokig az út szélén.

## Hogyan működik {#how-it-works}

1. Regisztráljon e-mail-címével vagy telefonszámával, és erősítse meg a regisztrációt a kapott kóddal.
2. Válassza ki a jármű fajtáját (tehergépkocsi, autóbusz vagy személygépkocsi), és töltse ki a profilját: a fuvarozó, a sofőrök, a járművek és az engedélyek adatait.
3. Álljon sorba egy határátkelőn: az élő sorba a regisztráció sorrendjében, vagy foglaljon idősávot.
4. Amikor Ön következik, a portál értesítéssel behívja. ${P.confirmMinutes} percen belül erősítse meg, majd a megerősítéstől számított ${P.entryMinutes} percen belül hajtson be az átkelőre.

A határátkelőhelyek leterheltségét bárki megtekintheti a [Határátkelőhelyek leterheltsége](${at("hu", "/workload")}) oldalon. A sor szabályait a [felhasználási feltételek](${at("hu", "/terms")}) tartalmazzák, a gyakori kérdésekre adott válaszok pedig a [Kérdések és válaszok](${at("hu", "/faq")}) oldalon találhatók.

## Próbaüzem {#trial}

A portál próbaüzemben működik: egyelőre csak a Jahodin–Dorohusk határátkelőn lehet sorba állni.

## Nyelvek {#languages}

A portál ukrán, lengyel, angol, román, török, szlovák és magyar nyelven érhető el.

## Segítség {#help}

A forródrótok (az ukrán és a külföldi fuvarozók számára) telefonszámai minden oldal alján megtalálhatók. Azt, hogy miként kezeljük az adatait, az [adatvédelmi tájékoztató](${at("hu", "/privacy")}) írja le.`,
};

const privacy: LocalizedText = {
  uk: `Ця політика описує, які дані зберігає портал єЧерга, навіщо, хто їх бачить і як довго вони зберігаються.

## Які дані ми зберігаємо і навіщо {#data}

- **Обліковий запис**: електронна пошта та/або телефон, пароль (лише у вигляді незворотного хешу), мова, тип перевізника. Потрібні, щоб ви могли входити на портал і отримувати коди та сповіщення.
- **Профіль**: перевізник (назва, країна, код ЄДРПОУ чи РНОКПП, контактна особа), водії (імʼя, дата народження, громадянство, паспорт, телефон), транспортні засоби (номер, тип, свідоцтво про реєстрацію), дозволи, ваші персональні дані. Без них не можна стати в чергу й пройти контроль.
- **Записи в черзі та їхня історія**: кожна зміна запису, хто і коли її зробив. Потрібні, щоб вести чергу й розглядати спірні випадки.
- **Порушення та блокування**: за правилами черги (див. [умови користування](${at("uk", "/terms")})).
- **Сповіщення**: сповіщення на порталі, листи, SMS і адреси push-підписок ваших браузерів.
- **Сесії та журнал безпеки**: назва пристрою, час останньої активності; входи, зміни пароля та інші події облікового запису з IP-адресою та браузером. Потрібні для захисту облікового запису.
- **Журнали сервера**: адреса сторінки, результат і тривалість кожного запиту — для забезпечення роботи сервісу.

## Хто бачить ваші дані {#who-sees}

- **Ви**: усе, що стосується вашого облікового запису. Інший користувач не бачить ваших даних.
- **Оператори пункту пропуску**: записи в черзі на їхній пункт пропуску (транспортний засіб, водії, документи) — для здійснення контролю.
- **Адміністратори**: для перевірки документів, розгляду звернень і скарг.
- **Оператори зон очікування**: фіксують за номерним знаком, коли ваш транспортний засіб заїжджає в їхню зону і виїжджає з неї.
- **Усі відвідувачі**: на публічних табло видно лише номер у черзі, час реєстрації та частково приховані номерні знаки. Якщо ви поділитеся записом, кожен, хто має посилання, бачить його статус, пункт пропуску, номерний знак, місце в черзі та час.
- **Державні реєстри та митниця** отримують номерний знак, код перевізника чи номер дозволу для перевірки. Листи, SMS і push-сповіщення доставляють поштовий сервер, SMS-шлюз і служба push вашого браузера.

## Як довго ми зберігаємо дані {#retention}

Дані облікового запису, профілю, записи в черзі, порушення та сповіщення автоматично **не видаляються**. Водія, транспортний засіб чи дозвіл, які ви видаляєте з профілю, ми видаляємо одразу. Сесія завершується через 14 днів; посилання на запис перестає діяти через добу після завершення запису або коли ви його відкличете. Лічильники невдалих спроб входу обнуляються через добу.

## Як видалити дані {#deletion}

Функції видалення облікового запису на порталі поки немає. Щоб видалити обліковий запис і дані або отримати їх копію, зателефонуйте на гарячу лінію (номери внизу кожної сторінки) або напишіть нам через форму на сторінці [Контакти](${at("uk", "/contacts")}).

## Файли cookie {#cookies}

Портал використовує лише необхідні cookie: session для входу (14 днів), i18n_redirected для обраної мови, flash для повідомлення після надсилання форми (1 хвилина) і pending_login для адреси, на яку надіслано код (30 хвилин). Рекламних і аналітичних cookie немає.`,

  en: `This policy describes what data the eQueue portal keeps, why, who sees it and how long it is kept.

## What we keep and why {#data}

- **Your account**: e-mail and/or phone, password (only as a one-way hash), language, carrier type. So that you can log in and receive codes and notices.
- **Your profile**: the carrier (name, country, EDRPOU or tax number, contact person), drivers (name, date of birth, citizenship, passport, phone), vehicles (plate, type, registration certificate), permits, your personal details. Without them you cannot join the queue or pass border control.
- **Queue entries and their history**: every change of an entry, who made it and when. To run the queue and settle disputes.
- **Violations and blockings**: as the queue's rules require (see the [terms of service](${at("en", "/terms")})).
- **Notices**: in-portal notices, e-mails, text messages, and the push addresses of your browsers.
- **Sessions and the security log**: device name, time last seen; logins, password changes and other account events with the IP address and browser. To protect your account.
- **Server logs**: the address, result and duration of each request, to operate the service.

## Who sees your data {#who-sees}

- **You**: everything about your account. No other user sees your data.
- **Checkpoint operators**: the queue entries for their checkpoint (vehicle, drivers, documents), for border control.
- **Administrators**: to check documents and handle requests and appeals.
- **Waiting-area operators**: record, by plate number, when your vehicle enters and leaves their area.
- **Every visitor**: the public boards show only queue numbers, registration times and partly hidden plates. If you share an entry, whoever holds the link sees its status, checkpoint, plate, place in the queue and times.
- **State registers and customs** receive a plate, a carrier's code or a permit number to check it. E-mails, text messages and push notices are delivered by the mail server, the SMS gateway and your browser's push service.

## How long we keep data {#retention}

Account and profile data, queue entries, violations and notices are **not deleted automatically**. A driver, vehicle or permit you remove from your profile is deleted at once. A session ends after 14 days; a link to an entry stops working a day after the entry ends, or when you revoke it. Failed login counters are reset after a day.

## How to have your data deleted {#deletion}

The portal has no button to delete an account yet. To have your account and data deleted, or to get a copy of them, call the hotline (the numbers are at the bottom of every page) or write to us with the form on the [contacts page](${at("en", "/contacts")}).

## Cookies {#cookies}

The portal uses only necessary cookies: session to keep you logged in (14 days), i18n_redirected for the language you chose, flash for a message after a form (1 minute) and pending_login for the address a code was sent to (30 minutes). There are no advertising or analytics cookies.`,

  pl: `Ta polityka opisuje, jakie dane przechowuje portal eQueue, w jakim celu, kto je widzi i jak długo są przechowywane.

## Jakie dane przechowujemy i po co {#data}

- **Konto**: e-mail i/lub telefon, hasło (tylko jako nieodwracalny skrót), język, typ przewoźnika. Są potrzebne do logowania oraz wysyłania kodów i powiadomień.
- **Profil**: przewoźnik (nazwa, kraj, kod EDRPOU lub numer podatkowy, osoba kontaktowa), kierowcy (imię i nazwisko, data urodzenia, obywatelstwo, paszport, telefon), pojazdy (numer rejestracyjny, typ, dowód rejestracyjny), zezwolenia, Twoje dane osobowe. Bez nich nie można dołączyć do kolejki ani przejść kontroli.
- **Wpisy w kolejce i ich historia**: każda zmiana wpisu, kto i kiedy jej dokonał. Są potrzebne do prowadzenia kolejki i rozstrzygania sporów.
- **Naruszenia i blokady**: zgodnie z zasadami kolejki (zob. [warunki korzystania](${at("pl", "/terms")})).
- **Powiadomienia**: powiadomienia w portalu, e-maile, SMS-y oraz adresy subskrypcji push Twoich przeglądarek.
- **Sesje i dziennik bezpieczeństwa**: nazwa urządzenia, czas ostatniej aktywności; logowania, zmiany hasła i inne zdarzenia konta z adresem IP i przeglądarką. Są potrzebne do ochrony Twojego konta.
- **Logi serwera**: adres, wynik i czas trwania każdego żądania, potrzebne do działania serwisu.

## Kto widzi Twoje dane {#who-sees}

- **Ty**: wszystko, co dotyczy Twojego konta. Żaden inny użytkownik nie widzi Twoich danych.
- **Operatorzy przejścia granicznego**: wpisy w kolejce na ich przejście (pojazd, kierowcy, dokumenty), na potrzeby kontroli.
- **Administratorzy**: aby sprawdzać dokumenty i rozpatrywać wnioski oraz odwołania.
- **Operatorzy stref oczekiwania**: odnotowują po numerze rejestracyjnym, kiedy Twój pojazd wjeżdża do ich strefy i z niej wyjeżdża.
- **Każdy odwiedzający**: tablice publiczne pokazują tylko numery w kolejce, czas rejestracji i częściowo ukryte numery rejestracyjne. Jeśli udostępnisz wpis, posiadacz linku widzi jego status, przejście, numer rejestracyjny, miejsce w kolejce i godziny.
- **Rejestry państwowe i organy celne** otrzymują numer rejestracyjny, kod przewoźnika lub numer zezwolenia do sprawdzenia. E-maile, SMS-y i powiadomienia push dostarczają serwer pocztowy, bramka SMS i usługa push Twojej przeglądarki.

## Jak długo przechowujemy dane {#retention}

Dane konta i profilu, wpisy w kolejce, naruszenia i powiadomienia **nie są usuwane automatycznie**. Kierowca, pojazd lub zezwolenie usunięte przez Ciebie z profilu są kasowane od razu. Sesja kończy się po 14 dniach; link do wpisu przestaje działać dobę po zakończeniu wpisu lub gdy go odwołasz. Liczniki nieudanych prób logowania są zerowane po upływie doby.

## Jak usunąć dane {#deletion}

Portal nie ma jeszcze przycisku usunięcia konta. Aby usunąć konto i dane lub otrzymać ich kopię, zadzwoń na infolinię (numery są na dole każdej strony) lub napisz do nas przez formularz na stronie [Kontakt](${at("pl", "/contacts")}).

## Pliki cookie {#cookies}

Portal używa tylko niezbędnych plików cookie: session do logowania (14 dni), i18n_redirected dla wybranego języka, flash dla komunikatu po wysłaniu formularza (1 minuta) i pending_login dla adresu, na który wysłano kod (30 minut). Nie ma plików cookie reklamowych ani analitycznych.`,

  ro: `Această politică descrie ce date păstrează portalul eQueue, de ce, cine le vede și cât timp sunt păstrate.

## Ce date păstrăm și de ce {#data}

- **Contul**: e-mail și/sau telefon, parola (doar ca hash ireversibil), limba, tipul de transportator. Sunt necesare pentru a vă putea autentifica și a primi coduri și notificări.
- **Profilul**: transportatorul (denumire, țară, cod EDRPOU sau cod fiscal, persoană de contact), șoferii (nume, data nașterii, cetățenie, pașaport, telefon), vehiculele (număr de înmatriculare, tip, certificat de înmatriculare), autorizațiile, datele dumneavoastră personale. Fără ele nu vă puteți înscrie în coadă și nu puteți trece prin control.
- **Înscrierile în coadă și istoricul lor**: fiecare modificare a unei înscrieri, cine a făcut-o și când. Sunt necesare pentru gestionarea cozii și soluționarea litigiilor.
- **Încălcări și blocări**: conform regulilor cozii (a se vedea [condițiile de utilizare](${at("ro", "/terms")})).
- **Notificări**: notificările din portal, e-mailurile, SMS-urile și adresele push ale browserelor dumneavoastră.
- **Sesiuni și jurnalul de securitate**: numele dispozitivului, ora ultimei activități; autentificări, schimbări de parolă și alte evenimente ale contului, cu adresa IP și browserul. Sunt necesare pentru protejarea contului.
- **Jurnalele serverului**: adresa, rezultatul și durata fiecărei cereri, pentru funcționarea serviciului.

## Cine vă vede datele {#who-sees}

- **Dumneavoastră**: tot ce ține de contul dumneavoastră. Niciun alt utilizator nu vă vede datele.
- **Operatorii punctului de trecere**: înscrierile în coadă la punctul lor (vehicul, șoferi, documente), pentru control.
- **Administratorii**: pentru verificarea documentelor și soluționarea cererilor și contestațiilor.
- **Operatorii zonelor de așteptare**: înregistrează după numărul de înmatriculare când vehiculul dumneavoastră intră în zona lor și când iese.
- **Orice vizitator**: panourile publice arată doar numerele din coadă, orele de înregistrare și numere de înmatriculare parțial ascunse. Dacă partajați o înscriere, cine are linkul vede starea, punctul de trecere, numărul de înmatriculare, locul în coadă și orele.
- **Registrele de stat și vama** primesc un număr de înmatriculare, codul transportatorului sau numărul unei autorizații pentru verificare. E-mailurile, SMS-urile și notificările push sunt livrate de serverul de e-mail, gateway-ul SMS și serviciul push al browserului dumneavoastră.

## Cât timp păstrăm datele {#retention}

Datele contului și ale profilului, înscrierile în coadă, încălcările și notificările **nu se șterg automat**. Un șofer, un vehicul sau o autorizație pe care le eliminați din profil se șterg imediat. O sesiune se încheie după 14 zile; un link către o înscriere nu mai funcționează la o zi după încheierea înscrierii sau când îl revocați. Contorul autentificărilor eșuate se resetează după o zi.

## Cum solicitați ștergerea datelor {#deletion}

Portalul nu are încă un buton de ștergere a contului. Pentru a vă șterge contul și datele sau pentru a primi o copie a lor, sunați la linia de asistență (numerele sunt în partea de jos a fiecărei pagini) sau scrieți-ne prin formularul de pe [pagina de contact](${at("ro", "/contacts")}).

## Cookie-uri {#cookies}

Portalul folosește doar cookie-uri necesare: session pentru autentificare (14 zile), i18n_redirected pentru limba aleasă, flash pentru mesajul afișat după trimiterea unui formular (1 minut) și pending_login pentru adresa la care s-a trimis un cod (30 de minute). Nu există cookie-uri de publicitate sau de analiză.`,

  tr: `Bu politika, eQueue portalının hangi verileri neden sakladığını, bunları kimin gördüğünü ve ne kadar süre saklandığını açıklar.

## Hangi verileri neden saklıyoruz {#data}

- **Hesabınız**: e-posta ve/veya telefon, parola (yalnızca geri döndürülemez bir özet olarak), dil, taşımacı türü. Giriş yapabilmeniz, kod ve bildirim alabilmeniz için.
- **Profiliniz**: taşımacı (ad, ülke, EDRPOU kodu veya vergi numarası, irtibat kişisi), sürücüler (ad, doğum tarihi, vatandaşlık, pasaport, telefon), araçlar (plaka, tür, ruhsat), izinler, kişisel bilgileriniz. Bunlar olmadan sıraya giremez ve kontrolden geçemezsiniz.
- **Sıra kayıtları ve geçmişleri**: bir kaydın her değişikliği, kimin ve ne zaman yaptığı. Sırayı yürütmek ve anlaşmazlıkları çözmek için.
- **İhlaller ve engellemeler**: sıranın kurallarının gerektirdiği gibi (bkz. [kullanım koşulları](${at("tr", "/terms")})).
- **Bildirimler**: portal içi bildirimler, e-postalar, SMS'ler ve tarayıcılarınızın push adresleri.
- **Oturumlar ve güvenlik günlüğü**: cihaz adı, son etkinlik zamanı; girişler, parola değişiklikleri ve diğer hesap olayları, IP adresi ve tarayıcıyla birlikte. Hesabınızı korumak için.
- **Sunucu günlükleri**: hizmeti işletmek için her isteğin adresi, sonucu ve süresi.

## Verilerinizi kim görür {#who-sees}

- **Siz**: hesabınızla ilgili her şeyi. Başka hiçbir kullanıcı verilerinizi görmez.
- **Sınır kapısı görevlileri**: kontrol için kendi sınır kapılarındaki sıra kayıtlarını (araç, sürücüler, belgeler).
- **Yöneticiler**: belgeleri kontrol etmek, talepleri ve itirazları işlemek için.
- **Bekleme alanı işletmecileri**: aracınızın alanlarına girişini ve çıkışını plakaya göre kaydeder.
- **Her ziyaretçi**: herkese açık panolar yalnızca sıra numaralarını, kayıt saatlerini ve kısmen gizlenmiş plakaları gösterir. Bir kaydı paylaşırsanız, bağlantıya sahip olan kişi durumunu, sınır kapısını, plakayı, sıradaki yeri ve saatleri görür.
- **Devlet sicilleri ve gümrük**, kontrol için plakayı, taşımacı kodunu veya izin numarasını alır. E-postaları, SMS'leri ve push bildirimlerini e-posta sunucusu, SMS ağ geçidi ve tarayıcınızın push hizmeti iletir.

## Verileri ne kadar saklıyoruz {#retention}

Hesap ve profil verileri, sıra kayıtları, ihlaller ve bildirimler **otomatik olarak silinmez**. Profilinizden kaldırdığınız sürücü, araç veya izin hemen silinir. Bir oturum 14 gün sonra sona erer; bir kaydın bağlantısı, kayıt sona erdikten bir gün sonra ya da siz iptal ettiğinizde geçersiz olur. Başarısız giriş denemesi sayacı bir gün sonra sıfırlanır.

## Verilerinizi nasıl sildirirsiniz {#deletion}

Portalda henüz hesap silme işlevi bulunmamaktadır. Hesabınızı ve verilerinizi sildirmek veya bir kopyasını almak için yardım hattını arayın (numaralar her sayfanın altındadır) ya da [iletişim sayfasındaki](${at("tr", "/contacts")}) formla bize yazın.

## Çerezler {#cookies}

Portal yalnızca gerekli çerezleri kullanır: oturumunuzu açık tutmak için session (14 gün), seçtiğiniz dil için i18n_redirected, form gönderildikten sonra gösterilen mesaj için flash (1 dakika) ve kodun gönderildiği adres için pending_login (30 dakika). Reklam veya analiz çerezi yoktur.`,

  sk: `Tieto zásady opisujú, aké údaje portál eQueue uchováva, prečo, kto ich vidí a ako dlho sa uchovávajú.

## Aké údaje uchovávame a prečo {#data}

- **Účet**: e-mail a/alebo telefón, heslo (iba ako nevratný odtlačok), jazyk, typ dopravcu. Aby ste sa mohli prihlásiť a dostávať kódy a oznámenia.
- **Profil**: dopravca (názov, krajina, kód EDRPOU alebo daňové číslo, kontaktná osoba), vodiči (meno, dátum narodenia, štátne občianstvo, pas, telefón), vozidlá (evidenčné číslo, typ, osvedčenie o evidencii), povolenia, vaše osobné údaje. Bez nich sa nemožno zaradiť do radu ani prejsť kontrolou.
- **Záznamy v rade a ich história**: každá zmena záznamu, kto ju urobil a kedy. Na vedenie radu a riešenie sporov.
- **Porušenia a blokovania**: podľa pravidiel radu (pozri [podmienky používania](${at("sk", "/terms")})).
- **Oznámenia**: oznámenia na portáli, e-maily, SMS a push adresy vašich prehliadačov.
- **Relácie a bezpečnostný denník**: názov zariadenia, čas poslednej aktivity; prihlásenia, zmeny hesla a ďalšie udalosti účtu s IP adresou a prehliadačom. Na ochranu vášho účtu.
- **Protokoly servera**: adresa, výsledok a trvanie každej požiadavky, na zabezpečenie prevádzky služby.

## Kto vidí vaše údaje {#who-sees}

- **Vy**: všetko o svojom účte. Žiadny iný používateľ vaše údaje nevidí.
- **Operátori hraničného priechodu**: záznamy v rade na ich priechod (vozidlo, vodiči, doklady), na účely kontroly.
- **Administrátori**: na kontrolu dokladov a vybavovanie žiadostí a odvolaní.
- **Operátori čakacích zón**: podľa evidenčného čísla zaznamenávajú, kedy vaše vozidlo do ich zóny vojde a kedy z nej vyjde.
- **Každý návštevník**: verejné tabule ukazujú iba čísla v rade, časy registrácie a čiastočne skryté evidenčné čísla. Ak záznam zdieľate, ten, kto má odkaz, vidí jeho stav, priechod, evidenčné číslo, miesto v rade a časy.
- **Štátne registre a colná správa** dostávajú evidenčné číslo, kód dopravcu alebo číslo povolenia na overenie. E-maily, SMS a push oznámenia doručujú poštový server, brána SMS a push služba vášho prehliadača.

## Ako dlho údaje uchovávame {#retention}

Údaje účtu a profilu, záznamy v rade, porušenia a oznámenia sa **automaticky nevymazávajú**. Vodič, vozidlo alebo povolenie, ktoré z profilu odstránite, sa vymažú hneď. Relácia končí po 14 dňoch; odkaz na záznam prestane fungovať deň po skončení záznamu alebo keď ho zrušíte. Počítadlo neúspešných pokusov o prihlásenie sa po jednom dni vynuluje.

## Ako požiadať o vymazanie údajov {#deletion}

Portál zatiaľ nemá tlačidlo na zrušenie účtu. Ak chcete vymazať účet a údaje alebo dostať ich kópiu, zavolajte na infolinku (čísla sú v dolnej časti každej stránky) alebo nám napíšte cez formulár na stránke [Kontakty](${at("sk", "/contacts")}).

## Súbory cookie {#cookies}

Portál používa iba nevyhnutné súbory cookie: session na prihlásenie (14 dní), i18n_redirected pre zvolený jazyk, flash pre správu po odoslaní formulára (1 minúta) a pending_login pre adresu, na ktorú bol poslaný kód (30 minút). Reklamné ani analytické súbory cookie nepoužíva.`,

  hu: `Ez a tájékoztató leírja, milyen adatokat őriz az eQueue portál, miért, ki látja őket, és meddig őrizzük őket.

## Milyen adatokat őrzünk és miért {#data}

- **A fiókja**: e-mail-cím és/vagy telefonszám, jelszó (csak visszafejthetetlen kivonatként), nyelv, fuvarozótípus. Ezekre azért van szükség, hogy be tudjon jelentkezni, és kódokat, értesítéseket kapjon.
- **A profilja**: a fuvarozó (név, ország, EDRPOU-kód vagy adószám, kapcsolattartó), a sofőrök (név, születési dátum, állampolgárság, útlevél, telefonszám), a járművek (rendszám, típus, forgalmi engedély), az engedélyek és a személyes adatai. Ezek nélkül nem lehet sorba állni, és az ellenőrzésen sem lehet átesni.
- **A sorbeli bejegyzések és előzményeik**: egy bejegyzés minden módosítása, valamint hogy ki és mikor végezte. A sor működtetéséhez és a viták rendezéséhez.
- **Szabályszegések és letiltások**: a sor szabályai szerint (lásd a [felhasználási feltételeket](${at("hu", "/terms")})).
- **Értesítések**: a portálon belüli értesítések, e-mailek, SMS-ek, valamint böngészőinek push-címei.
- **Munkamenetek és biztonsági napló**: az eszköz neve, az utolsó aktivitás ideje; belépések, jelszómódosítások és más fiókesemények az IP-címmel és a böngésző adataival. A fiókja védelmére.
- **Szervernaplók**: minden kérés címe, eredménye és időtartama, a szolgáltatás működtetéséhez.

## Ki látja az adatait {#who-sees}

- **Ön**: mindent, ami a fiókjára vonatkozik. Más felhasználó nem látja az adatait.
- **Az átkelő kezelői**: a saját átkelőjük sorbeli bejegyzéseit (jármű, sofőrök, okmányok), az ellenőrzéshez.
- **Az adminisztrátorok**: az okmányok ellenőrzéséhez, a kérések és fellebbezések intézéséhez.
- **A várakozási területek üzemeltetői**: rendszám alapján rögzítik, mikor hajt be a járműve a területükre, és mikor hagyja el azt.
- **Minden látogató**: a nyilvános táblák csak a sorszámokat, a regisztráció idejét és részben elrejtett rendszámokat mutatják. Ha megoszt egy bejegyzést, a hivatkozás birtokosa látja az állapotát, az átkelőt, a rendszámot, a helyet a sorban és az időpontokat.
- **Az állami nyilvántartások és a vámhatóság** ellenőrzésre megkapják a rendszámot, a fuvarozó kódját vagy az engedély számát. Az e-maileket, SMS-eket és push-értesítéseket a levelezőszerver, az SMS-átjáró és a böngészője push-szolgáltatása kézbesíti.

## Meddig őrizzük az adatokat {#retention}

A fiók és a profil adatai, a sorbeli bejegyzések, a szabályszegések és az értesítések **nem törlődnek automatikusan**. A profiljából eltávolított sofőrt, járművet vagy engedélyt azonnal töröljük. A munkamenet 14 nap után lejár; a bejegyzésre mutató hivatkozás a bejegyzés lezárulta után egy nappal, illetve visszavonásakor megszűnik. A sikertelen bejelentkezési kísérletek számlálója egy nap után nullázódik.

## Hogyan kérheti adatai törlését {#deletion}

A portálon egyelőre nincs fióktörlési funkció. Ha törölni szeretné a fiókját és az adatait, vagy másolatot kérne róluk, hívja a forródrótot (a számok minden oldal alján vannak), vagy írjon nekünk a [kapcsolati oldal](${at("hu", "/contacts")}) űrlapján.

## Sütik {#cookies}

A portál csak szükséges sütiket használ: session a bejelentkezéshez (14 nap), i18n_redirected a választott nyelvhez, flash az űrlap elküldése utáni üzenethez (1 perc) és pending_login annak a címnek, ahová a kódot küldtük (30 perc). Hirdetési vagy elemzési célú sütiket nem használ.`,
};

const terms: LocalizedText = {
  uk: `Ці умови — правила електронної черги єЧерга. Користуючись порталом, ви їх приймаєте.

## Обліковий запис {#account}

Вказуйте правдиві дані про себе, перевізника, водіїв і транспортні засоби та не передавайте пароль іншим. Номерний знак і паспорт водія після перевірки належать одному обліковому запису; бронювання з транспортним засобом чи водієм, закріпленим за іншим обліковим записом, є порушенням.

## Як стати в чергу {#joining}

Стати в чергу можна, якщо даних перевізника достатньо, документи чинні, транспортний засіб і водії не перебувають в іншому відкритому записі, а бронювання для вас не заблоковано. Місце в часовому слоті зберігається за вами 15 хвилин, поки ви завершуєте бронювання.

## Виклик і вʼїзд {#call-up}

- Коли черга доходить до вас, портал вас викликає. Підтвердьте виклик протягом **${P.confirmMinutes} хвилин** (за 3 хвилини до завершення цього строку ми надішлемо нагадування).
- Після підтвердження вʼїдьте на пункт пропуску протягом **${P.entryMinutes} хвилин**.
- Якщо ви не дотримаєтеся будь-якого з цих строків, запис завершується і вам фіксується порушення.

## Продовження {#extension}

Поки ви чекаєте на виклик або вже викликані, але ще не підтвердили виклик, чергу можна продовжити **один раз** на запис: виклик відкладається на **${P.extensionHours} години**, місце в черзі зберігається. Один водій може продовжувати чергу раз на ${P.extensionPeriodDays} днів.

## Скасування {#cancel}

Запис можна скасувати до вʼїзду на пункт пропуску. Скасування після виклику вважається пізнім і є порушенням.

## Порушення та блокування {#violations}

Порушення — це непідтверджений виклик, неприбуття після підтвердження, пізнє скасування і бронювання з чужим транспортним засобом чи водієм. Порушення враховується протягом ${P.violationWindowDays} днів. **${P.violationsToBlock} порушення за ${P.violationWindowDays} днів блокують бронювання на ${P.blockingDays} днів.** Блокування не закриває доступ до облікового запису. Ваші порушення та блокування відображаються на сторінці «Порушення та блокування» в особистому кабінеті.

Оператор пункту пропуску може анулювати запис, вказавши причину.

## Оскарження {#appeal}

Якщо ви не згодні з порушенням, блокуванням чи анулюванням, зателефонуйте на гарячу лінію (номери внизу кожної сторінки). Адміністратор розгляне звернення і за наявності підстав зніме блокування.

## Дослідна експлуатація {#trial}

Портал працює в тестовому режимі, поки що лише на пункті пропуску Ягодин — Дорогуськ. Правила можуть змінюватися; дата останньої зміни вказана вгорі сторінки.`,

  en: `These terms are the rules of the eQueue electronic queue. By using the portal you accept them.

## Your account {#account}

Give true details about yourself, the carrier, drivers and vehicles, and do not share your password. Once verified, a plate and a driver's passport belong to one account; booking with a vehicle or driver that another account holds is a violation.

## Joining the queue {#joining}

You can join the queue when your carrier details are sufficient, your documents are valid, the vehicle and drivers are in no other open entry, and booking is not blocked for you. A place in a time slot is held for you for 15 minutes while you finish booking.

## Call-up and entry {#call-up}

- When your turn comes, the portal calls you up. Confirm within **${P.confirmMinutes} minutes** (we send a reminder 3 minutes before the deadline).
- After confirming, enter the checkpoint within **${P.entryMinutes} minutes**.
- If you miss either deadline, the entry ends and a violation is recorded.

## Extension {#extension}

While you wait, or when you are called up but have not confirmed yet, you can extend **once** per entry: the call-up is put off by **${P.extensionHours} hours** and you keep your place. A driver may extend once in ${P.extensionPeriodDays} days.

## Cancelling {#cancel}

You can cancel an entry until you enter the checkpoint. Cancelling after the call-up is a late cancellation, which is a violation.

## Violations and blockings {#violations}

Violations are a missed confirmation, not arriving after confirming, a late cancellation, and booking with a vehicle or driver that another account holds. A violation counts for ${P.violationWindowDays} days. **${P.violationsToBlock} violations within ${P.violationWindowDays} days block booking for ${P.blockingDays} days.** A blocking does not close your account. Your violations and blockings are shown on the “Violations and blockings” page of your account.

A checkpoint operator may annul an entry, giving a reason.

## Appeals {#appeal}

If you disagree with a violation, a blocking or an annulment, call the hotline (the numbers are at the bottom of every page). An administrator reviews your appeal and can lift a blocking.

## Trial operation {#trial}

The portal is in trial operation, for now only at the Yahodyn–Dorohusk checkpoint. The rules may change; the date of the last change is at the top of this page.`,

  pl: `Niniejsze warunki to zasady elektronicznej kolejki eQueue. Korzystając z portalu, akceptujesz je.

## Konto {#account}

Podawaj prawdziwe dane o sobie, przewoźniku, kierowcach i pojazdach oraz nie udostępniaj nikomu hasła. Po weryfikacji numer rejestracyjny i paszport kierowcy należą do jednego konta; rezerwacja z pojazdem lub kierowcą przypisanym do innego konta jest naruszeniem.

## Dołączanie do kolejki {#joining}

Do kolejki można dołączyć, gdy dane przewoźnika są wystarczające, dokumenty ważne, pojazd i kierowcy nie są w innym otwartym wpisie, a rezerwacja nie jest dla Ciebie zablokowana. Miejsce w przedziale czasowym jest zarezerwowane dla Ciebie przez 15 minut, gdy kończysz rezerwację.

## Wezwanie i wjazd {#call-up}

- Gdy nadejdzie Twoja kolej, portal Cię wezwie. Potwierdź w ciągu **${P.confirmMinutes} minut** (3 minuty przed upływem terminu wyślemy przypomnienie).
- Po potwierdzeniu wjedź na przejście w ciągu **${P.entryMinutes} minut**.
- Jeśli nie dotrzymasz któregokolwiek z tych terminów, wpis zostaje zakończony i odnotowane zostaje naruszenie.

## Przedłużenie {#extension}

Podczas oczekiwania, a także po wezwaniu, dopóki go nie potwierdzisz, możesz przedłużyć kolejkę **raz** na wpis: wezwanie zostaje odłożone o **${P.extensionHours} godziny**, a miejsce w kolejce zostaje zachowane. Jeden kierowca może skorzystać z przedłużenia raz na ${P.extensionPeriodDays} dni.

## Anulowanie {#cancel}

Wpis można anulować do chwili wjazdu na przejście. Anulowanie po wezwaniu jest anulowaniem spóźnionym i stanowi naruszenie.

## Naruszenia i blokady {#violations}

Naruszeniami są: niepotwierdzenie wezwania, niestawienie się po potwierdzeniu, spóźnione anulowanie oraz rezerwacja z pojazdem lub kierowcą przypisanym do innego konta. Naruszenie jest uwzględniane przez ${P.violationWindowDays} dni. **${P.violationsToBlock} naruszenia w ciągu ${P.violationWindowDays} dni blokują rezerwację na ${P.blockingDays} dni.** Blokada nie zamyka dostępu do konta. Swoje naruszenia i blokady widzisz na stronie „Naruszenia i blokady” na swoim koncie.

Operator przejścia może unieważnić wpis, podając przyczynę.

## Odwołania {#appeal}

Jeśli nie zgadzasz się z naruszeniem, blokadą lub unieważnieniem, zadzwoń na infolinię (numery są na dole każdej strony). Administrator rozpatrzy odwołanie i może zdjąć blokadę.

## Faza testowa {#trial}

Portal działa w fazie testowej, na razie tylko na przejściu Jagodzin – Dorohusk. Zasady mogą się zmieniać; data ostatniej zmiany jest na górze tej strony.`,

  ro: `Aceste condiții sunt regulile cozii electronice eQueue. Folosind portalul, le acceptați.

## Contul {#account}

Furnizați date adevărate despre dumneavoastră, transportator, șoferi și vehicule și nu vă comunicați parola altor persoane. După verificare, un număr de înmatriculare și pașaportul unui șofer aparțin unui singur cont; rezervarea cu un vehicul sau un șofer deținut de alt cont este o încălcare.

## Înscrierea în coadă {#joining}

Vă puteți înscrie în coadă când datele transportatorului sunt suficiente, documentele sunt valabile, vehiculul și șoferii nu sunt în altă înscriere deschisă, iar rezervarea nu vă este blocată. Locul ales într-un interval orar vă este rezervat timp de 15 minute, cât finalizați rezervarea.

## Apelul și intrarea {#call-up}

- Când vă vine rândul, portalul vă cheamă. Confirmați în termen de **${P.confirmMinutes} minute** (vă trimitem un memento cu 3 minute înainte de expirarea termenului).
- După confirmare, intrați în punctul de trecere în termen de **${P.entryMinutes} de minute**.
- Dacă nu respectați oricare dintre aceste termene, înscrierea se încheie și vi se înregistrează o încălcare.

## Prelungirea {#extension}

Cât timp așteptați sau după ce ați fost chemat, dar înainte de a confirma, puteți prelungi **o dată** pe înscriere: apelul se amână cu **${P.extensionHours} ore**, iar locul în coadă se păstrează. Un șofer poate prelungi o dată la ${P.extensionPeriodDays} de zile.

## Anularea {#cancel}

Puteți anula o înscriere până la intrarea în punctul de trecere. Anularea după apel este o anulare târzie și constituie o încălcare.

## Încălcări și blocări {#violations}

Încălcările sunt: apelul neconfirmat, neprezentarea după confirmare, anularea târzie și rezervarea cu un vehicul sau un șofer deținut de alt cont. O încălcare se ia în calcul timp de ${P.violationWindowDays} de zile. **${P.violationsToBlock} încălcări în ${P.violationWindowDays} de zile blochează rezervarea pentru ${P.blockingDays} zile.** Blocarea nu vă închide contul. Încălcările și blocările sunt afișate pe pagina „Încălcări și blocări” din contul dumneavoastră.

Operatorul punctului de trecere poate anula o înscriere, indicând motivul.

## Contestații {#appeal}

Dacă nu sunteți de acord cu o încălcare, o blocare sau o anulare, sunați la linia de asistență (numerele sunt în partea de jos a fiecărei pagini). Un administrator analizează contestația și poate ridica blocarea.

## Funcționare în regim de probă {#trial}

Portalul funcționează în regim de probă, deocamdată doar la punctul de trecere Iahodîn – Dorohusk. Regulile se pot schimba; data ultimei modificări este în partea de sus a paginii.`,

  tr: `Bu koşullar eQueue elektronik sırasının kurallarıdır. Portalı kullanarak bunları kabul etmiş olursunuz.

## Hesabınız {#account}

Kendiniz, taşımacı, sürücüler ve araçlar hakkında doğru bilgi verin ve parolanızı paylaşmayın. Doğrulandıktan sonra bir plaka ve bir sürücünün pasaportu tek bir hesaba aittir; başka bir hesaba kayıtlı araç veya sürücüyle rezervasyon yapmak ihlal sayılır.

## Sıraya girme {#joining}

Taşımacı bilgileriniz yeterliyse, belgeleriniz geçerliyse, araç ve sürücüler başka açık bir kayıtta değilse ve rezervasyonunuz engellenmemişse sıraya girebilirsiniz. Bir zaman diliminde seçtiğiniz yer, rezervasyonu tamamlamanız için 15 dakika boyunca sizin adınıza ayrılır.

## Çağrı ve giriş {#call-up}

- Sıranız geldiğinde portal sizi çağırır. **${P.confirmMinutes} dakika** içinde onaylayın (sürenin bitmesine 3 dakika kala size bir hatırlatma göndeririz).
- Onayladıktan sonra **${P.entryMinutes} dakika** içinde sınır kapısına girin.
- Bu sürelerden birine uymazsanız kayıt sona erer ve adınıza bir ihlal kaydedilir.

## Uzatma {#extension}

Beklerken veya çağrıldığınız hâlde henüz onaylamadıysanız, kayıt başına **bir kez** uzatabilirsiniz: çağrı **${P.extensionHours} saat** ertelenir ve sıradaki yeriniz korunur. Bir sürücü ${P.extensionPeriodDays} günde bir kez uzatabilir.

## İptal {#cancel}

Bir kaydı sınır kapısına girene kadar iptal edebilirsiniz. Çağrıdan sonra yapılan iptal geç iptal sayılır ve ihlal oluşturur.

## İhlaller ve engellemeler {#violations}

İhlaller şunlardır: onaylanmayan çağrı, onaydan sonra sınır kapısına gelinmemesi, geç iptal ve başka bir hesaba kayıtlı araç veya sürücüyle yapılan rezervasyon. Her ihlal ${P.violationWindowDays} gün boyunca dikkate alınır. **${P.violationWindowDays} gün içinde ${P.violationsToBlock} ihlal, rezervasyonu ${P.blockingDays} gün engeller.** Engelleme hesabınızı kapatmaz. İhlalleriniz ve engellemeleriniz hesabınızdaki “İhlaller ve engellemeler” sayfasında görüntülenir.

Sınır kapısı görevlisi, gerekçesini belirterek bir kaydı geçersiz kılabilir.

## İtirazlar {#appeal}

Bir ihlale, engellemeye veya kaydın geçersiz kılınmasına itiraz etmek istiyorsanız yardım hattını arayın (numaralar her sayfanın altındadır). Bir yönetici itirazınızı inceler ve engellemeyi kaldırabilir.

## Deneme aşaması {#trial}

Portal deneme aşamasındadır; şimdilik yalnızca Yahodın–Dorohusk sınır kapısında uygulanmaktadır. Kurallar değişebilir; son değişikliğin tarihi bu sayfanın üstündedir.`,

  sk: `Tieto podmienky sú pravidlá elektronického radu eQueue. Používaním portálu ich prijímate.

## Účet {#account}

Uvádzajte pravdivé údaje o sebe, dopravcovi, vodičoch a vozidlách a heslo nikomu neposkytujte. Po overení patrí evidenčné číslo a pas vodiča jednému účtu; rezervácia s vozidlom alebo vodičom priradeným k inému účtu je porušením.

## Zaradenie do radu {#joining}

Do radu sa môžete zaradiť, ak sú údaje dopravcu dostatočné, doklady platné, vozidlo a vodiči nie sú v inom otvorenom zázname a rezervácia vám nie je zablokovaná. Miesto v časovom úseku vám rezervujeme 15 minút, kým dokončíte rezerváciu.

## Výzva a vjazd {#call-up}

- Keď na vás príde rad, portál vás vyzve. Výzvu potvrďte do **${P.confirmMinutes} minút** (3 minúty pred uplynutím lehoty vám pošleme pripomienku).
- Po potvrdení vojdite na hraničný priechod do **${P.entryMinutes} minút**.
- Ak nedodržíte ktorúkoľvek z týchto lehôt, záznam sa ukončí a zaznamená sa vám porušenie.

## Predĺženie {#extension}

Počas čakania alebo po výzve, kým ju nepotvrdíte, môžete rad predĺžiť **raz** na záznam: výzva sa odloží o **${P.extensionHours} hodiny** a miesto v rade zostane. Jeden vodič môže predĺženie využiť raz za ${P.extensionPeriodDays} dní.

## Zrušenie {#cancel}

Záznam môžete zrušiť, kým nevojdete na hraničný priechod. Zrušenie po výzve sa považuje za neskoré zrušenie a je porušením.

## Porušenia a blokovania {#violations}

Porušeniami sú: nepotvrdená výzva, nedostavenie sa po potvrdení, neskoré zrušenie a rezervácia s vozidlom alebo vodičom priradeným k inému účtu. Porušenie sa započítava ${P.violationWindowDays} dní. **${P.violationsToBlock} porušenia za ${P.violationWindowDays} dní zablokujú rezervácie na ${P.blockingDays} dní.** Blokovanie neruší prístup k účtu. Porušenia a blokovania nájdete na stránke „Porušenia a blokovania“ vo svojom účte.

Operátor hraničného priechodu môže záznam anulovať s uvedením dôvodu.

## Odvolanie {#appeal}

Ak nesúhlasíte s porušením, blokovaním alebo anulovaním, zavolajte na infolinku (čísla sú v dolnej časti každej stránky). Administrátor odvolanie posúdi a môže blokovanie zrušiť.

## Skúšobná prevádzka {#trial}

Portál je v skúšobnej prevádzke, zatiaľ iba na hraničnom priechode Jahodyn – Dorohusk. Pravidlá sa môžu meniť; dátum poslednej zmeny je hore na tejto stránke.`,

  hu: `Ezek a feltételek az eQueue elektronikus sor szabályai. A portál használatával elfogadja őket.

## A fiókja {#account}

Valós adatokat adjon meg magáról, a fuvarozóról, a sofőrökről és a járművekről, és ne adja ki a jelszavát. Ellenőrzés után egy rendszám és egy sofőr útlevele egyetlen fiókhoz tartozik; szabályszegésnek minősül olyan járművel vagy sofőrrel foglalni, amely egy másik fiókhoz tartozik.

## Sorba állás {#joining}

Akkor állhat sorba, ha a fuvarozó adatai elegendők, az okmányok érvényesek, a jármű és a sofőrök nincsenek más nyitott bejegyzésben, és Ön számára nincs letiltva a foglalás. Az idősávban kiválasztott helyet 15 percig fenntartjuk Önnek, amíg befejezi a foglalást.

## Behívás és behajtás {#call-up}

- Amikor Ön következik, a portál behívja. **${P.confirmMinutes} percen** belül erősítse meg (a határidő lejárta előtt 3 perccel emlékeztetőt küldünk).
- A megerősítés után **${P.entryMinutes} percen** belül hajtson be az átkelőre.
- Ha bármelyik határidőt elmulasztja, a bejegyzés lezárul, és szabályszegést rögzítünk.

## Hosszabbítás {#extension}

Várakozás közben, vagy ha behívták, de még nem erősítette meg, bejegyzésenként **egyszer** hosszabbíthat: a behívás **${P.extensionHours} órával** később történik, és a helye megmarad a sorban. Egy sofőr ${P.extensionPeriodDays} naponta egyszer hosszabbíthat.

## Lemondás {#cancel}

Egy bejegyzést a határátkelőre való behajtásig mondhat le. A behívás utáni lemondás késői lemondásnak minősül, és szabályszegésnek számít.

## Szabályszegések és letiltások {#violations}

Szabályszegés a meg nem erősített behívás, a megerősítés utáni meg nem jelenés, a késői lemondás és a más fiókhoz tartozó járművel vagy sofőrrel való foglalás. Egy szabályszegést ${P.violationWindowDays} napig veszünk figyelembe. **${P.violationWindowDays} napon belül ${P.violationsToBlock} szabályszegés ${P.blockingDays} napra letiltja a foglalást.** A letiltás nem zárja le a fiókját. Szabályszegéseit és letiltásait a fiókja „Szabályszegések és letiltások” oldalán tekintheti meg.

Az átkelő kezelője indoklással érvénytelenítheti a bejegyzést.

## Fellebbezés {#appeal}

Ha nem ért egyet egy szabályszegéssel, letiltással vagy érvénytelenítéssel, hívja a forródrótot (a számok minden oldal alján vannak). Egy adminisztrátor megvizsgálja a fellebbezését, és feloldhatja a letiltást.

## Próbaüzem {#trial}

A portál próbaüzemben működik, egyelőre csak a Jahodin–Dorohusk határátkelőn. A szabályok változhatnak; az utolsó változás dátuma az oldal tetején látható.`,
};

export const CONTENT_PAGES: readonly ContentPageSeed[] = [
  {
    slug: "about",
    title: { uk: "Про портал", pl: "O portalu", en: "About the portal", ro: "Despre portal", tr: "Portal hakkında", sk: "O portáli", hu: "A portálról" },
    body: about,
  },
  {
    slug: "privacy",
    title: {
      uk: "Політика конфіденційності",
      pl: "Polityka prywatności",
      en: "Privacy policy",
      ro: "Politica de confidențialitate",
      tr: "Gizlilik politikası",
      sk: "Zásady ochrany osobných údajov",
      hu: "Adatvédelmi tájékoztató",
    },
    body: privacy,
  },
  {
    slug: "terms",
    title: {
      uk: "Умови користування",
      pl: "Warunki korzystania",
      en: "Terms of service",
      ro: "Condiții de utilizare",
      tr: "Kullanım koşulları",
      sk: "Podmienky používania",
      hu: "Felhasználási feltételek",
    },
    body: terms,
  },
];
