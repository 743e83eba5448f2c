/** Demo news, written in every interface language. */
import type { LocalizedText } from "../../../domain/locales.ts";

export interface NewsSeed {
  publishedAt: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
}

export const NEWS: readonly NewsSeed[] = [
  {
    publishedAt: "2026-11-02T09:00:00Z",
    title: {
      uk: "Портал електронної черги запрацював у тестовому режимі",
      pl: "Portal elektronicznej kolejki działa w trybie testowym",
      en: "The e-queue portal opens in test mode",
      ro: "Portalul cozii electronice funcționează în regim de testare",
      tr: "Elektronik sıra portalı test modunda açıldı",
      sk: "Portál elektronického radu funguje v testovacom režime",
      hu: "Tesztüzemben elindult az elektronikus sor portálja",
    },
    summary: {
      uk: "Під час дослідної експлуатації бронювати місце можна лише на пункті пропуску Ягодин – Дорогуськ.",
      pl: "W okresie próbnym miejsce można rezerwować tylko na przejściu Jagodzin – Dorohusk.",
      en: "During trial operation places can be booked only at the Yahodyn – Dorohusk checkpoint.",
      ro: "În perioada de probă se pot rezerva locuri doar la punctul de trecere Iahodîn – Dorohusk.",
      tr: "Deneme döneminde yalnızca Yahodın – Dorohusk sınır kapısında yer ayırtılabilir.",
      sk: "Počas skúšobnej prevádzky možno rezervovať miesto len na priechode Jahodyn – Dorohusk.",
      hu: "A próbaüzem idején csak a Jahodin – Dorohusk határátkelőn lehet helyet foglalni.",
    },
    body: {
      uk: "Перевізники та водії можуть зареєструватися, заповнити дані про транспорт і забронювати місце в черзі.\n\nПротягом тестового періоду черга діє лише на пункті пропуску Ягодин – Дорогуськ. Інші пункти пропуску буде підключено згодом.",
      pl: "Przewoźnicy i kierowcy mogą się zarejestrować, uzupełnić dane pojazdu i zarezerwować miejsce w kolejce.\n\nW okresie testowym kolejka działa tylko na przejściu Jagodzin – Dorohusk. Pozostałe przejścia zostaną podłączone później.",
      en: "Carriers and drivers can sign up, fill in their vehicle details and book a place in the queue.\n\nDuring the test period the queue works only at the Yahodyn – Dorohusk checkpoint. The other checkpoints will join later.",
      ro: "Transportatorii și șoferii se pot înregistra, pot completa datele vehiculului și pot rezerva un loc în coadă.\n\nÎn perioada de testare coada funcționează doar la punctul Iahodîn – Dorohusk. Celelalte puncte vor fi conectate ulterior.",
      tr: "Taşımacılar ve sürücüler kaydolabilir, araç bilgilerini doldurabilir ve sırada yer ayırtabilir.\n\nTest döneminde sıra yalnızca Yahodın – Dorohusk sınır kapısında işler. Diğer sınır kapıları daha sonra eklenecektir.",
      sk: "Dopravcovia a vodiči sa môžu zaregistrovať, vyplniť údaje o vozidle a rezervovať si miesto v rade.\n\nPočas testovacieho obdobia rad funguje len na priechode Jahodyn – Dorohusk. Ostatné priechody sa pripoja neskôr.",
      hu: "A fuvarozók és a járművezetők regisztrálhatnak, megadhatják járművük adatait, és helyet foglalhatnak a sorban.\n\nA tesztidőszakban a sor csak a Jahodin – Dorohusk átkelőn működik. A többi átkelő később csatlakozik.",
    },
  },
  {
    publishedAt: "2026-11-16T08:00:00Z",
    title: {
      uk: "Як підготуватися до виклику «Приготуватись до вʼїзду»",
      pl: "Jak przygotować się do wezwania „Przygotuj się do wjazdu”",
      en: "How to get ready for the 'prepare for entry' call",
      ro: "Cum vă pregătiți pentru apelul „Pregătiți-vă de intrare”",
      tr: "“Girişe hazırlanın” çağrısına nasıl hazırlanılır",
      sk: "Ako sa pripraviť na výzvu „Pripravte sa na vjazd“",
      hu: "Hogyan készüljön fel a „Készüljön a belépésre” hívásra",
    },
    summary: {
      uk: "Після виклику у вас є 10 хвилин на підтвердження і 30 хвилин на вʼїзд.",
      pl: "Po wezwaniu masz 10 minut na potwierdzenie i 30 minut na wjazd.",
      en: "After the call you have 10 minutes to confirm and 30 minutes to enter.",
      ro: "După apel aveți 10 minute pentru confirmare și 30 de minute pentru intrare.",
      tr: "Çağrıdan sonra onaylamak için 10 dakikanız, giriş için 30 dakikanız vardır.",
      sk: "Po výzve máte 10 minút na potvrdenie a 30 minút na vjazd.",
      hu: "A hívás után 10 perce van a megerősítésre és 30 perce a belépésre.",
    },
    body: {
      uk: "Коли настане ваша черга, портал надішле виклик «Приготуватись до вʼїзду». Підтвердьте його протягом 10 хвилин, інакше місце буде скасовано.\n\nПісля підтвердження у вас є 30 хвилин, щоб заїхати на пункт пропуску. Якщо ви не встигаєте, можна один раз відкласти виклик на 2 години.",
      pl: "Gdy nadejdzie Twoja kolej, portal wyśle wezwanie „Przygotuj się do wjazdu”. Potwierdź je w ciągu 10 minut, w przeciwnym razie miejsce zostanie anulowane.\n\nPo potwierdzeniu masz 30 minut na wjazd na przejście. Jeśli nie zdążysz, możesz raz przesunąć wezwanie o 2 godziny.",
      en: "When your turn comes, the portal sends the 'prepare for entry' call. Confirm it within 10 minutes, or the place is cancelled.\n\nAfter confirming you have 30 minutes to enter the checkpoint. If you cannot make it, you can postpone the call by 2 hours once.",
      ro: "Când vă vine rândul, portalul trimite apelul „Pregătiți-vă de intrare”. Confirmați-l în 10 minute, altfel locul este anulat.\n\nDupă confirmare aveți 30 de minute pentru a intra în punctul de trecere. Dacă nu reușiți, puteți amâna apelul o singură dată cu 2 ore.",
      tr: "Sıranız geldiğinde portal “Girişe hazırlanın” çağrısını gönderir. Bunu 10 dakika içinde onaylayın, aksi halde yeriniz iptal edilir.\n\nOnayladıktan sonra sınır kapısına girmek için 30 dakikanız vardır. Yetişemeyecekseniz çağrıyı bir kez 2 saat erteleyebilirsiniz.",
      sk: "Keď na vás príde rad, portál pošle výzvu „Pripravte sa na vjazd“. Potvrďte ju do 10 minút, inak sa miesto zruší.\n\nPo potvrdení máte 30 minút na vjazd na priechod. Ak to nestihnete, môžete výzvu raz odložiť o 2 hodiny.",
      hu: "Amikor Önre kerül a sor, a portál elküldi a „Készüljön a belépésre” hívást. Erősítse meg 10 percen belül, különben a helyét töröljük.\n\nA megerősítés után 30 perce van behajtani az átkelőre. Ha nem ér oda, egyszer 2 órával elhalaszthatja a hívást.",
    },
  },
];
