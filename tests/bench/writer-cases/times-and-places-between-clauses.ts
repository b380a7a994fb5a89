/**
 * A time or a place said between two run-on clauses, which a careful editor
 * gives to the clause after it when the clause before is whole without it:
 * that clause has a time or a place of the same kind already ("I stayed in
 * Lagos for two weeks there I saw my cousins", "we open at nine at noon we
 * close"), a tense the time does not fit ("the test was very hard next time
 * I will start earlier"), says what something is before "here" or "there"
 * ("this is the staff portal here you can book your leave"), or "there is"
 * follows the phrase ("… on weekdays at the back there is a car wash").
 * Near misses keep the phrase with the clause that does something there or
 * then ("I will meet you there we can talk", "we arrived on Monday at six
 * we were tired") or stay whole ("we met at the station in Leeds").
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_PLACES_BETWEEN_CLAUSES: WriterCase[] = [
  // The clause before has a time or a place of its own already.
  said(
    "the workshop is in Porto next month on the second day we visit the factory",
    "next month. On the second day we visit",
  ),
  said("I stayed in Lagos for two weeks there I saw my cousins", "two weeks. There I saw"),
  said("the café has tables on the terrace there you can smoke", "terrace. There you can smoke"),
  said("my class finishes at four afterwards I can pick up the kids", "four. Afterwards I can"),
  said("we left home early by eight the road was full", "early. By eight the road was full"),
  said("we land in Hanoi from there it is a short flight to Hue", "Hanoi. From there it is"),
  said("my brother lives in Nairobi there he runs a small garage", "Nairobi. There he runs"),
  said("last summer we went to Crete there we rented a boat", "Crete. There we rented"),
  typed(
    "i grew up in a village near Kraków there everybody knows everybody",
    "Kraków. There everybody",
  ),
  said(
    "the conference starts on Monday on the first day we register and meet the speakers",
    "Monday. On the first day we register",
  ),
  said("we fly to Lima on Friday from there we take a bus to Cusco", "Friday. From there we take"),
  said("the meeting ends at five after that we go for dinner", "five. After that we go"),
  typed("we lived in Seoul for years there my son learned korean", "years. There my son learned"),
  said("on monday i work from home on tuesday i go to the office", "home. On Tuesday I go"),
  said(
    "i cleaned the kitchen on saturday afterwards we watched a film",
    "Saturday. Afterwards we watched",
  ),
  said(
    "we visit the museum in the morning later we have lunch by the river",
    "morning. Later we have lunch",
  ),
  typed("Aisha studied in Cairo for a year there she learned to cook", "year. There she learned"),
  // Two times of the same kind back to back.
  said("we open at nine at noon we close for lunch", "nine. At noon we close"),
  said("the first train is at six at seven there is another one", "six. At seven there is"),
  said("the kids finish school at three at four i collect them", "three. At four I collect"),
  typed("the shop opens at 8 at 1 we close for an hour", "8. At 1 we close"),
  said("we forgot the charger last time this time i packed two", "last time. This time I packed"),
  // A time whose tense the clause before does not fit.
  said("the test was very hard next time I will start earlier", "hard. Next time I will"),
  said("the food was cold next time we order from the other place", "cold. Next time we order"),
  said("i missed the bus this morning tomorrow i will leave earlier", "morning. Tomorrow I will"),
  typed("the shop is closed now tomorrow it opens at nine", "now. Tomorrow it opens"),
  // "there is" after the phrase.
  said(
    "parking is free on weekdays at the back there is a car wash",
    "weekdays. At the back there is",
  ),
  said(
    "coffee is served all day in the afternoon there are workshops",
    "day. In the afternoon there are",
  ),
  said("the hotel is near the beach on the roof there is a pool", "beach. On the roof there is"),
  said(
    "the ground floor is for visitors on the second floor there are the offices",
    "visitors. On the second floor there are",
  ),
  typed("our flat is small in the kitchen there is no window", "small. In the kitchen there is"),
  said("the park is open until ten near the gate there is a kiosk", "ten. Near the gate there is"),
  // "here" or "there" after a clause saying what something is.
  said("this is the staff portal here you can book your leave", "portal. Here you can book"),
  said(
    "that is the main square there they sell fresh fish every morning",
    "square. There they sell",
  ),
  typed("this is my new office here i will meet the clients", "office. Here I will meet"),
  said(
    "the library has a quiet room upstairs there you can work alone",
    "upstairs. There you can work",
  ),
  // Near misses: the phrase tells where or when the clause before happens, or there is one clause.
  said("I will meet you there we can talk", "meet you there. We can talk"),
  said("she works there on Mondays", "She works there on Mondays."),
  said("we arrived at six in the morning", "We arrived at six in the morning."),
  said("we met at the station in Leeds", "We met at the station in Leeds."),
  said("call me at home after six", "Call me at home after six."),
  said("the train leaves from platform 2 at 7:15", "The train leaves from platform 2 at 7:15."),
  said("we arrived on monday at six we were very tired", "Monday at six. We were very tired"),
  said("i left the keys there you can take them", "left the keys there. You can take"),
  said("put the boxes here we will sort them later", "Put the boxes here. We will sort"),
  said("the meeting is tomorrow at ten we need the slides", "tomorrow at ten. We need the slides"),
  typed(
    "the show starts at eight in the evening we have dinner first",
    "eight in the evening. We have",
  ),
  said("we stayed there for a week it was lovely", "stayed there for a week. It was lovely"),
  said("i was born in Accra in 1990 my parents moved to London", "Accra in 1990. My parents"),
];
