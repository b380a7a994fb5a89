/**
 * Run-ons whose second clause opens with a time or a place, chosen so that
 * the time or place can only belong to the clause it opens.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_TIME_PLACE: WriterCase[] = [
  runOn("i finished the draft tomorrow i will send it to legal", ["draft. Tomorrow"]),
  runOn("we will paint the hall yesterday we bought the paint", ["hall. Yesterday"]),
  runOn("the office moves in spring next week we start packing", ["spring. Next week"]),
  runOn("i am at the airport now at noon we board the plane", ["now. At noon"], { via: "voice" }),
  runOn("the kitchen is almost clean there are two cups in the sink", ["clean. There are"]),
  runOn("i fixed the shelf here are the photos", ["shelf. Here are"], { via: "chat" }),
  runOn("we visited Kraków last summer there we met my cousin's family", ["summer. There"], {
    keep: ["Kraków"],
  }),
  runOn("my shift starts at seven before that i drop the kids at school", ["seven. Before that"]),
  runOn("we landed safely in Doha next we fly to Manila", ["Doha. Next"], {
    keep: ["Doha", "Manila"],
  }),
  runOn("the clinic is on the second floor downstairs there is a pharmacy", ["floor. Downstairs"]),
  runOn("my daughter starts school in september until then my mother helps us", [
    "September. Until then",
  ]),
  runOn("the team worked hard this year next year we hire two more people", ["year. Next year"], {
    via: "chat",
  }),
  runOn("the morning is for training after lunch we visit the factory", ["training. After lunch"]),
  runOn("i lost my wallet on the bus luckily a driver found it", ["bus. Luckily"]),
  runOn(
    "the holiday was quiet every evening we played cards with grandpa",
    ["quiet. Every evening"],
    {
      via: "voice",
    },
  ),
  runOn("the documents were ready last week this afternoon i will bring them", [
    "week. This afternoon",
  ]),
  runOn("the bakery near us shut down now we buy bread at the market", ["down. Now"]),
  runOn("we had a long meeting this morning later i will send the notes", ["morning. Later"]),
  runOn(
    "the flight to Seoul was smooth at the hotel they lost my booking",
    ["smooth. At the hotel"],
    {
      keep: ["Seoul"],
    },
  ),
  runOn("our class trip lasts three days on the first day we visit the museum", [
    "days. On the first day",
  ]),
  runOn("the supplier is in Shenzhen there the factories close for two weeks in february", [
    "Shenzhen. There",
  ]),
  runOn("i will be in the lab all afternoon tonight i am free", ["afternoon. Tonight"]),
  runOn("the old bridge is closed for repairs in the meantime use the ferry", [
    "repairs. In the meantime",
  ]),
  runOn(
    "my parents were born in Izmir every summer we stay with them for a month",
    ["Izmir. Every summer"],
    {
      keep: ["Izmir"],
      via: "chat",
    },
  ),
  runOn("we sold the old car last year since then i cycle to work", ["year. Since then"]),
  runOn("we waited two hours at the border after that the road was empty", ["border. After that"]),
];
