/**
 * Run-on speech whose second clause opens right after a complete clause
 * that ends on an object: a name, with or without a title ("… the staff
 * party Ingrid booked a new venue"); a bare plural or mass noun touching its
 * verb after a compound object ("… the checkout page customers finish …");
 * a pronoun whose verb has an object of its own, so no gap is left for the
 * noun before ("… the blue dress she wants to wear it"); "there is" after a
 * clause ending on an adverb; a clause after a verb that takes one ("agrees
 * the …"). Said by people of many first languages, in chat and by voice.
 * Beside them the near misses, which stay one sentence: compounds before
 * their verb, names as objects or beside the noun they name, clauses that
 * describe a noun and leave it a gap, and a clause after "every time".
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const SUBJECTS_AFTER_AN_OBJECT: WriterCase[] = [
  // A name, one or two words, with or without a title, after an object noun or a compound.
  keeping(
    ["Lucas"],
    said("I ordered the team lunch Lucas is picking it up", "the team lunch. Lucas is picking"),
  ),
  keeping(
    ["Ms Varga"],
    said(
      "the boiler makes a strange noise Ms Varga called the landlord",
      "a strange noise. Ms Varga called",
    ),
  ),
  keeping(
    ["Ingrid"],
    typed("we moved the staff party Ingrid booked a new venue", "the staff party. Ingrid booked"),
  ),
  keeping(
    ["Hiroshi"],
    said(
      "she finished the budget spreadsheet Hiroshi checked the totals",
      "the budget spreadsheet. Hiroshi checked",
    ),
  ),
  keeping(
    ["Dr Mensah"],
    said("the kids broke the garden fence Dr Mensah saw everything", "fence. Dr Mensah saw"),
  ),
  keeping(
    ["Fatima"],
    typed("i cleaned the kitchen floor Fatima did the windows", "the kitchen floor. Fatima did"),
  ),
  keeping(
    ["Mateo"],
    said("the client rejected the logo design Mateo wants another try", "design. Mateo wants"),
  ),
  keeping(
    ["Rahul"],
    said("we need a new coffee machine Rahul found a cheap one", "coffee machine. Rahul found"),
  ),
  keeping(
    ["Mrs Chen"],
    typed("they repaired the elevator door Mrs Chen can use it again", "door. Mrs Chen can use"),
  ),
  keeping(
    ["Pedro Alves"],
    said("the course covers data analysis Pedro Alves teaches it", "analysis. Pedro Alves teaches"),
  ),
  keeping(
    ["Mr Osei"],
    said(
      "yesterday we finish the sales presentation Mr Osei will show it to the board",
      "presentation. Mr Osei will show",
    ),
  ),
  keeping(
    ["Bogdan"],
    typed("we ran out of printer ink Bogdan ordered two boxes", "printer ink. Bogdan ordered"),
  ),
  keeping(
    ["Leila"],
    said("the shop changed the opening hours Leila saw the sign", "opening hours. Leila saw"),
  ),
  keeping(
    ["Dr Ferreira"],
    said(
      "my father needs a blood test Dr Ferreira wants the results by friday",
      "blood test. Dr Ferreira wants",
    ),
  ),
  keeping(
    ["Kwame Asante"],
    typed(
      "we won the design award Kwame Asante accepted it for us",
      "the design award. Kwame Asante accepted",
    ),
  ),
  // A bare plural or mass noun touching its verb, after a compound object.
  said(
    "we redesigned the checkout page customers finish orders faster",
    "the checkout page. Customers finish",
  ),
  typed("I cleaned the air filter dust was everywhere", "the air filter. Dust was everywhere."),
  said("we changed the login flow users need a code now", "the login flow. Users need a code"),
  said("they fixed the kitchen tap water runs again", "the kitchen tap. Water runs again."),
  typed(
    "we moved the bus stop passengers walk further now",
    "the bus stop. Passengers walk further",
  ),
  said(
    "the city opened a new bike lane cyclists feel much safer",
    "bike lane. Cyclists feel much safer.",
  ),
  typed(
    "they painted the meeting room walls look brighter now",
    "the meeting room. Walls look brighter",
  ),
  said(
    "we installed new solar panels electricity bills went down",
    "new solar panels. Electricity bills went down.",
  ),
  said(
    "there is a problem with the booking form guests cannot pick a date",
    "the booking form. Guests cannot pick",
  ),
  typed(
    "there was an error on the payment screen customers saw a blank page",
    "the payment screen. Customers saw a blank page.",
  ),
  // A pronoun whose verb has an object of its own: no gap for the noun before, so a clause of its own.
  keeping(
    ["Olu"],
    said(
      "Olu printed the boarding passes he wants to check them tonight",
      "boarding passes. He wants to check them",
    ),
  ),
  said(
    "I emailed the landlord about the broken heater he promised to fix it",
    "the broken heater. He promised to fix it.",
  ),
  typed("we read the new policy they want to change it again", "policy. They want to change it"),
  said(
    "my sister bought the blue dress she wants to wear it on saturday",
    "the blue dress. She wants to wear it",
  ),
  said("the team reviewed the draft we need to shorten it", "the draft. We need to shorten it."),
  typed("my neighbour tasted the soup she wants the recipe", "the soup. She wants the recipe."),
  said(
    "the director saw your poster she wants to print it bigger",
    "your poster. She wants to print it",
  ),
  said(
    "i repaired grandma radio she listens to it every morning",
    "radio. She listens to it every morning.",
  ),
  // A determiner's phrase after a place phrase, its verb with an object of its own.
  said(
    "we painted the fence at the weekend the dog keeps scratching it",
    "at the weekend. The dog keeps scratching it.",
  ),
  typed(
    "I left my bike near the library the guard moved it",
    "near the library. The guard moved it.",
  ),
  said(
    "we stayed at a small hotel by the sea the owner cooked us breakfast",
    "by the sea. The owner cooked us breakfast.",
  ),
  // "there is" after a clause that ends on an adverb.
  said("my grandmother lives alone there is nobody nearby", "lives alone. There is nobody"),
  typed(
    "our village is very quiet now there are no shops anymore",
    "quiet now. There are no shops",
  ),
  said("he works upstairs there is a desk for him", "works upstairs. There is a desk"),
  said(
    "the children eat together there is a big table in the kitchen",
    "eat together. There is a big table",
  ),
  typed("we went abroad there was no signal at all", "went abroad. There was no signal"),
  // A verb that takes a clause, in "-s", before the clause it takes.
  said(
    "everyone in the office agrees the new chairs are better",
    "Everyone in the office agrees the new chairs are better.",
  ),
  typed(
    "my whole family believes the story is true",
    "My whole family believes the story is true.",
  ),
  said("the coach feels the team is ready", "The coach feels the team is ready."),
  said("the landlord hopes the repairs finish soon", "The landlord hopes the repairs finish soon."),
  // Near misses: one sentence.
  said("my laptop freezes every time I plug in the charger", "freezes every time I plug in"),
  said(
    "the baby wakes up every time we switch off the light",
    "The baby wakes up every time we switch off the light.",
  ),
  typed("I like the dress she is wearing", "I like the dress she is wearing."),
  said("we found the cat you were feeding", "We found the cat you were feeding."),
  said("this is the song he keeps humming", "This is the song he keeps humming."),
  said("the school bus driver waved at us", "The school bus driver waved at us."),
  typed(
    "our office coffee machine makes terrible coffee",
    "Our office coffee machine makes terrible coffee.",
  ),
  said(
    "the hotel reception desk closes at midnight",
    "The hotel reception desk closes at midnight.",
  ),
  said("the car rental company charged us twice", "The car rental company charged us twice."),
  said("my phone battery dies quickly", "My phone battery dies quickly."),
  said("the city council members voted yesterday", "The city council members voted yesterday."),
  keeping(
    ["Kemal Arslan"],
    said("we invited Kemal Arslan to the party", "We invited Kemal Arslan to the party."),
  ),
  keeping(["Dr Patel"], said("I called Dr Patel this morning", "I called Dr Patel this morning.")),
  keeping(["Jun Park"], typed("she hired Jun Park last month", "She hired Jun Park last month.")),
  keeping(
    ["Oksana Petrenko"],
    said("I had lunch with Oksana Petrenko", "I had lunch with Oksana Petrenko."),
  ),
  keeping(["Sara"], said("my friend Sara lives in Rome", "My friend Sara lives in Rome.")),
  keeping(
    ["Mr Bauer"],
    said("our neighbour Mr Bauer waters the plants", "Our neighbour Mr Bauer waters the plants."),
  ),
  keeping(["Priya"], said("the gift Priya chose was perfect", "The gift Priya chose was perfect.")),
  keeping(["Anna"], typed("the book Anna wrote won a prize", "The book Anna wrote won a prize.")),
  said("the shoes he bought are too small", "The shoes he bought are too small."),
  said("the apartment they rent has two bedrooms", "The apartment they rent has two bedrooms."),
  said("the contract he wants to sign is ready", "The contract he wants to sign is ready."),
  typed("the bus I take leaves at seven", "The bus I take leaves at seven."),
  said("we lived there for ten years", "We lived there for ten years."),
  said("I think there is a problem with the order", "I think there is a problem with the order."),
  said("there is a meeting at ten", "There is a meeting at ten."),
];
