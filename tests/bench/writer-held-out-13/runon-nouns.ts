/** Run-ons whose second clause opens with a bare noun or a noun phrase. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_NOUNS: WriterCase[] = [
  runOn(
    "the printer jammed three times the technician comes on monday",
    ["times. The technician"],
    {
      keep: ["Monday"],
    },
  ),
  runOn("i cleaned the whole kitchen the oven still smells of smoke", ["kitchen. The oven"]),
  runOn("we fixed the leak the ceiling is still wet", ["leak. The ceiling"], { via: "chat" }),
  runOn("she sent the slides my manager wants a shorter version", ["slides. My manager"]),
  runOn("i checked the invoice the total is wrong", ["invoice. The total"]),
  runOn("the kids are at school lunch is in the fridge", ["school. Lunch is"], { via: "voice" }),
  runOn("the train was full most people stood the whole way", ["full. Most people"]),
  runOn("we painted the fence the paint dried in an hour", ["fence. The paint"]),
  runOn("my appointment got moved the clinic called this afternoon", ["moved. The clinic"]),
  runOn("the tiles arrived broken half of the boxes were crushed", ["broken. Half of"]),
  runOn("i sent the scan results the insurance needs one more form", ["results. The insurance"], {
    via: "chat",
  }),
  runOn("they delivered the sofa the legs are missing", ["sofa. The legs"]),
  runOn("the customer is angry his order came without the charger", ["angry. His order"]),
  runOn("the hotel in Hoi An was lovely the staff spoke three languages", ["lovely. The staff"], {
    keep: ["Hoi An"],
  }),
  runOn("the software update finished my files are gone", ["finished. My files"]),
  runOn("the exam went well the results come out in march", ["well. The results"], {
    keep: ["March"],
  }),
  runOn("rent went up again the building has new owners", ["again. The building"], {
    via: "voice",
  }),
  runOn("the water was off all morning the whole street complained", ["morning. The whole street"]),
  runOn("Mum is in hospital her knee surgery went well", ["hospital. Her knee"], {
    via: "chat",
  }),
  runOn("the student visa was approved the embassy sent an email", ["approved. The embassy"]),
  runOn("my brother fixed the bike the chain was loose", ["bike. The chain"]),
  runOn("the ticket is closed the customer confirmed the fix", ["closed. The customer"]),
  runOn("the old printer is in the storeroom the new one is by the window", [
    "storeroom. The new one",
  ]),
  runOn("the soup is too salty the chef forgot he already added salt", ["salty. The chef"]),
  runOn("my shift was very long the night nurse came two hours late", ["long. The night nurse"]),
  runOn("the children in my class was very noisy the head teacher came to check", [
    "noisy. The head teacher",
  ]),
  runOn("our neighbour is moving out her flat goes on sale next month", ["out. Her flat goes"]),
];
