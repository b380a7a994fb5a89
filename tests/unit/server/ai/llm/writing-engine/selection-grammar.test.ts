/** Grammar put right in a selection: each verb read against its subject, its modal and its time. */
import { describe, expect, it } from "vitest";
import { correctedGrammar } from "../../../../../../src/server/ai/llm/writing-engine/selection-grammar";

describe("correctedGrammar", () => {
  it.each([
    // A plural subject takes the plain verb; a singular one the "-s".
    ["Our suppliers sends the samples on Monday.", "Our suppliers send the samples on Monday."],
    ["The kids wants to go.", "The kids want to go."],
    ["This laptop need a new battery.", "This laptop needs a new battery."],
    ["The printer have a problem.", "The printer has a problem."],
    ["She have to leave at 6.", "She has to leave at 6."],
    // A modal or "do" takes the plain verb.
    ["It should arrives before noon.", "It should arrive before noon."],
    ["Can she sends it today?", "Can she send it today?"],
    ["He did not replies.", "He did not reply."],
    // The speaker named last, and the verb two subjects take.
    ["Me and Anna will come on Friday.", "Anna and I will come on Friday."],
    ["Me and my cousin runs a cafe in Porto.", "My cousin and I run a cafe in Porto."],
    ["my aunt and me was late", "my aunt and I were late"],
    // A past time puts the verbs of its sentence in the past.
    ["Two weeks ago they says no.", "Two weeks ago they said no."],
    ["Yesterday I have a call with Lena.", "Yesterday I had a call with Lena."],
    ["Last night the servers goes down twice.", "Last night the servers went down twice."],
    ["We have paid the deposit last Friday.", "We paid the deposit last Friday."],
    [
      "Yesterday she finish the draft and send it to Omar.",
      "Yesterday she finished the draft and sent it to Omar.",
    ],
    ["Last month we plan the trip.", "Last month we planned the trip."],
    // A verb the tagger read as a noun after the subject, and a plural it read as a verb.
    ["My cousin work in Lima.", "My cousin works in Lima."],
    ["The parking permits expires on 31 May.", "The parking permits expire on 31 May."],
    ["We have already paid the deposit yesterday.", "We already paid the deposit yesterday."],
    // "have" never takes a counted noun bare.
    ["I have idea for the logo.", "I have an idea for the logo."],
  ])("%j → %j", (text, written) => {
    expect(correctedGrammar(text)).toBe(written);
  });

  it.each([
    "Did she have time to read it?",
    "Let the team know by Monday.",
    "The news is good.",
    "She has finished the report.",
    "Yesterday's figures are in.",
    "We should have sent it yesterday.",
    "Our team need more time.",
    "The price of the chairs is high.",
    "Where does she live?",
    "The analysis shows a drop.",
    "Make sure the printers work.",
    "He and his wife have two kids.",
    "He don't know.",
    // A sentence that also tells of now or later keeps its tenses.
    "I usually finish at 5 but yesterday I finish at 6.",
    "When it rains the roads floods.",
    // Read on the writer's own tuned dictations, where each of these was once changed.
    "The twins are asleep. Chloé is reading in the garden.",
    "After dinner the children play outside.",
    "The support queue and the backlog are long.",
    "Thanks for the tulips. My mother put them in a vase.",
    "The bus driver let the kids sit in front.",
    "The photos marketing sent are blurry.",
    "What the landlord wants is a later date.",
    "My phone froze. Was the file saved?",
    "The song she sang at the party made us cry.",
    "My wife cannot come on Friday.",
    "Fire off an email to accounts about the receipt.",
    "The chart shows last quarter numbers.",
    "The heater makes noise since yesterday.",
    "He said yesterday that he agrees.",
    // The clause has its own verb further on: "exit" is a noun.
    "The fire exit on floor 3 is blocked.",
  ])("leaves %j as it is", (text) => {
    expect(correctedGrammar(text)).toBe(text);
  });
});
