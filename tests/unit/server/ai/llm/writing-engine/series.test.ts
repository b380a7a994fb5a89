/** The list reader: items of lists and series said in one breath, set apart where the grammar shows them. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("the list reader", () => {
  it.each([
    // Single words after a verb or a preposition.
    ["we order paper toner staples and folders", "We order paper, toner, staples and folders."],
    [
      "in the morning we serve coffee tea or juice",
      "In the morning we serve coffee, tea or juice.",
    ],
    [
      "the hotel offers wifi parking and breakfast",
      "The hotel offers wifi, parking and breakfast.",
    ],
    ["she plays piano guitar and drums", "She plays piano, guitar and drums."],
    // Names and products: three or more before the joiner, days and months two.
    ["we use Google Docs Slack and Zoom", "We use Google Docs, Slack and Zoom."],
    ["we meet on Monday Wednesday and Friday", "We meet on Monday, Wednesday and Friday."],
    [
      "our stack is Jira GitHub Jenkins and Grafana",
      "Our stack is Jira, GitHub, Jenkins and Grafana.",
    ],
    ["invite Ines Marco Jun and Ola", "Invite Ines, Marco, Jun and Ola."],
    // Names opening a sentence before its verb: its subject.
    ["Anna Tom Ben and Lea are coming", "Anna, Tom, Ben and Lea are coming."],
    // A noun a noun made of a verb acts on, and a bare ordinal, are one item with the next.
    [
      "we need to work on time management stress and sleep",
      "We need to work on time management, stress and sleep.",
    ],
    [
      "they sell second hand books toys and clothes",
      "They sell second hand books, toys and clothes.",
    ],
    ["we sell old furniture books and toys", "We sell old furniture, books and toys."],
    [
      "the course covers communication collaboration and leadership",
      "The course covers communication, collaboration and leadership.",
    ],
    // Steps joined by "then": two are enough.
    [
      "open the app then tap settings then log out",
      "Open the app, then tap settings, then log out.",
    ],
    ["click save then close the window", "Click save, then close the window."],
    [
      "preheat the oven then mix the flour and sugar then bake it",
      "Preheat the oven, then mix the flour and sugar, then bake it.",
    ],
    // Things counted.
    ["I need 4 chairs 2 desks and 1 whiteboard", "I need 4 chairs, 2 desks and 1 whiteboard."],
    [
      "send two cartons of milk three loaves and a dozen eggs",
      "Send two cartons of milk, three loaves and a dozen eggs.",
    ],
    // A lead that says a list follows.
    ["shopping list eggs butter flour", "Shopping list: eggs, butter, flour."],
    ["agenda budget hiring and the offsite", "Agenda: budget, hiring and the offsite."],
    ["what to bring towel sunscreen water", "What to bring: towel, sunscreen, water."],
    [
      "the agenda is pricing hiring and the roadmap",
      "The agenda is pricing, hiring and the roadmap.",
    ],
    [
      "what to bring warm clothes sunscreen and water",
      "What to bring: warm clothes, sunscreen and water.",
    ],
    // A lead's noun that is the subject of the verb after it opens no list.
    ["the price list shows last year prices", "The price list shows last year prices."],
    // Words that describe are the items when no noun follows the last.
    ["the flag is red white and blue", "The flag is red, white and blue."],
    // A list closed by what it lacks.
    ["we have forks knives but no spoons", "We have forks, knives but no spoons."],
    // Steps, each opening with its verb.
    [
      "open settings click privacy turn off tracking and restart the app",
      "Open settings, click privacy, turn off tracking and restart the app.",
    ],
    [
      "to reproduce log in open a ticket attach a file and the upload fails",
      "To reproduce, log in, open a ticket, attach a file and the upload fails.",
    ],
    ["to reset it open the app tap settings", "To reset it, open the app, tap settings."],
    [
      "take the bus get off at the station and walk",
      "Take the bus, get off at the station and walk.",
    ],
    // A word before "it" or "them" is a verb whether the table holds it or not.
    [
      "to install it download the file unzip it and run setup",
      "To install it, download the file, unzip it and run setup.",
    ],
    ["agenda for tomorrow budget and hiring", "Agenda for tomorrow: budget and hiring."],
    [
      "kindly fill the form attach your ID and submit it",
      "Kindly fill the form, attach your ID and submit it.",
    ],
    // An amount after a counted item says what it came to.
    ["we shipped 2,310 orders a 12% rise on May", "We shipped 2,310 orders, a 12% rise on May."],
    ["we sold 300 units up 12% on last year", "We sold 300 units, up 12% on last year."],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // Compound nouns and adjectives before a noun.
    "The sales team meeting room is booked.",
    "Customer support ticket queue is long.",
    "Put it in the big red box.",
    "We need more office space and parking.",
    "We ordered new office chairs and desks.",
    "The customer support ticket queue and the backlog are long.",
    "Please check the error log file and restart the server.",
    "It was a long hard day and night.",
    "The red green and blue wires.",
    "Tell the kids love it and go.",
    // Names of more than one word.
    "Send the file to Anna Maria and Tom.",
    // A word a sentence opens with before names is no name; nor "then" before a clause.
    "Maybe Tom and Ben are coming.",
    "Yesterday Tom Anna and Ben came.",
    "Go home then we can talk.",
    "We finished then went home.",
    "We flew to New York and Boston.",
    "We moved to Google Cloud and AWS.",
    "I met Anna Maria Lopez and her husband.",
    "We flew from San Francisco to New York, Boston and Chicago.",
    // Two things joined, and a verb with its object.
    "Bread and butter pudding.",
    "We need bread.",
    "I had bread and butter for breakfast.",
    // Numbers of a date, a time, a phone number or an address.
    "Call me on 0176 555 1234 and the meeting is at 10:30.",
    "We live at 12 Baker Street and work nearby.",
    "We sold 300 units in May 2024 and 250 in June.",
    "We moved 3 boxes up 2 floors.",
    "We paid 500 euros a month for the flat.",
    // Two orders, a verb whose object is a verb, and a step that orders the writer.
    "Please open the file and check the numbers.",
    "Click save and close the window.",
    "Ask Tom to fix the form tell Anna and confirm it.",
    "Write a short email to Ingrid, tell her the samples arrived and ask for the price list.",
    // A list verb's noun is no lead: "list the files".
    "List the files we need and the owners.",
    // A verb's particle is no item: "gone through", "fell apart".
    "The update has gone through and Anna checked it.",
    "The plan fell apart and everyone went home.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
