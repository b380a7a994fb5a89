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
  // More of the kinds, in other voices.
  keeping(
    ["Mrs Obi"],
    said(
      "the plumber replaced the water heater Mrs Obi paid him in cash",
      "the water heater. Mrs Obi paid him",
    ),
  ),
  keeping(
    ["Tariq"],
    typed("we printed the event flyers Tariq will hang them up", "flyers. Tariq will"),
  ),
  said("I watered the tomato plants Jana picked the ripe ones", "the tomato plants. Jana picked"),
  said(
    "my son lost his school bag Mr Kowalski found it in the gym",
    "his school bag. Mr Kowalski found it",
  ),
  keeping(["Noor"], said("we painted the baby room Noor chose the colour", "room. Noor chose")),
  typed("she returned the library books Ahmed paid the fine", "library books. Ahmed paid"),
  said("i finish the weekly report Chiara can send it", "the weekly report. Chiara can send it."),
  said("they cut the bus service students walk to school now", "service. Students walk to school"),
  typed("they renovated the train station trains stop there again", "station. Trains stop there"),
  said("we replaced the office carpet dust is gone now", "the office carpet. Dust is gone now."),
  said("we had a long winter heating bills were very high", "a long winter. Heating bills were"),
  said(
    "there was a leak in the kitchen ceiling water came through the light",
    "the kitchen ceiling. Water came through",
  ),
  typed(
    "there is a bug in the signup page users cannot log in",
    "the signup page. Users cannot log in.",
  ),
  said(
    "I called the gas company about the bill they want to check it again",
    "about the bill. They want to check it again.",
  ),
  typed("my brother repaired the old bike he wants to sell it", "old bike. He wants to sell it."),
  said("the boss liked the plan she wants to present it", "the plan. She wants to present it."),
  said(
    "the kids built a snowman in the garden the dog knocked it over",
    "in the garden. The dog knocked it over.",
  ),
  typed(
    "my aunt lives nearby there is a bakery next to her house",
    "lives nearby. There is a bakery",
  ),
  said("the office is empty there is nobody at the desk", "is empty. There is nobody at the desk."),
  said(
    "the whole team agrees the launch should wait",
    "The whole team agrees the launch should wait.",
  ),
  said("the baby cries every time the phone rings", "The baby cries every time the phone rings."),
  typed("I know the woman he is talking to", "I know the woman he is talking to."),
  said("that is the car she was driving", "That is the car she was driving."),
  said("the soup my grandmother makes is the best", "The soup my grandmother makes is the best."),
  keeping(
    ["Fernando"],
    said(
      "my colleague Fernando works from home on fridays",
      "My colleague Fernando works from home on Fridays.",
    ),
  ),
  said("the marketing team lead quit last week", "The marketing team lead quit last week."),
  typed("the library card system needs an update", "The library card system needs an update."),
  said("the train ticket machine takes cards now", "The train ticket machine takes cards now."),
  keeping(
    ["Grace Mwangi"],
    said("I visited Grace Mwangi in Nairobi", "I visited Grace Mwangi in Nairobi."),
  ),
  keeping(
    ["Dr Yilmaz"],
    said("we asked Dr Yilmaz for a second opinion", "We asked Dr Yilmaz for a second opinion."),
  ),
  keeping(
    ["Mei"],
    said("the email Mei sent yesterday was clear", "The email Mei sent yesterday was clear."),
  ),
  said("I saw him there yesterday", "I saw him there yesterday."),
  // A third round, written before its fixes: people of other first languages, typed and said.
  keeping(
    ["Professor Lindqvist"],
    said(
      "we submitted the grant application Professor Lindqvist signed it last night",
      "application. Professor Lindqvist signed it",
    ),
  ),
  keeping(
    ["Mr Haruki"],
    typed(
      "i have finish the kitchen cabinets Mr Haruki will install them monday",
      "cabinets. Mr Haruki will install",
    ),
  ),
  said(
    "the cleaners forgot the meeting room Sofia complained to the manager",
    "room. Sofia complained",
  ),
  said("my wife bought a new washing machine Jorge carried it upstairs", "machine. Jorge carried"),
  typed("we sold the old company car Ivana got a good price", "company car. Ivana got"),
  typed("they changed the wifi password guests cannot connect", "password. Guests cannot connect."),
  said(
    "the council fixed the street lights residents feel safer at night",
    "street lights. Residents feel safer",
  ),
  said(
    "she redesigned the school website parents find things easily now",
    "website. Parents find things",
  ),
  typed("we switched the email provider spam dropped a lot", "provider. Spam dropped a lot."),
  said("I cleaned the fish tank water looks clear again", "fish tank. Water looks clear again."),
  said("the shop raised the bread prices customers buy less", "bread prices. Customers buy less."),
  said(
    "my daughter drew a picture of our house she wants to frame it",
    "our house. She wants to frame it.",
  ),
  typed(
    "Amara wrote a short poem she wants to read it at the wedding",
    "poem. She wants to read it",
  ),
  said("they sent the wrong invoice we have to return it", "invoice. We have to return it."),
  said("my father works nights there is no one home in the evening", "nights. There is no one"),
  typed(
    "the kids sleep badly there is too much noise outside",
    "sleep badly. There is too much noise",
  ),
  said("the hotel is far away there is no bus at night", "far away. There is no bus"),
  said(
    "I keep forgetting the name of the street she lives on",
    "I keep forgetting the name of the street she lives on.",
  ),
  said("this is the recipe my mother taught me", "This is the recipe my mother taught me."),
  typed(
    "the colleague I share a desk with is on holiday",
    "The colleague I share a desk with is on holiday.",
  ),
  said("the neighbours upstairs throw loud parties", "The neighbours upstairs throw loud parties."),
  said("I sneeze each time I open the window", "I sneeze each time I open the window."),
  said("the committee agrees the budget needs cuts", "The committee agrees the budget needs cuts."),
  said("the car park attendant waved us through", "The car park attendant waved us through."),
  keeping(
    ["Ms Adeyemi"],
    said(
      "we congratulated Ms Adeyemi on her promotion",
      "We congratulated Ms Adeyemi on her promotion.",
    ),
  ),
  keeping(
    ["Giulia"],
    typed("the flowers Giulia planted look lovely", "The flowers Giulia planted look lovely."),
  ),
  said("the office work is boring", "The office work is boring."),
  // A plural subject whose plain verb the tagger reads as a noun, before an adverb.
  said(
    "we compressed the product photos pages load quickly now",
    "the product photos. Pages load quickly now.",
  ),
  typed("we shortened the signup form users sign up faster", "signup form. Users sign up faster."),
  said(
    "we upgraded the database server queries run faster",
    "database server. Queries run faster.",
  ),
  said("we cleaned the kids room yesterday", "We cleaned the kids room yesterday."),
  typed("the kids room looks great now", "The kids room looks great now."),
  // A fourth round: subjects after an object once more, in other words.
  keeping(
    ["Ines"],
    said("the room was cold Ines brought a heater", "was cold. Ines brought a heater."),
  ),
  said("we ate at the new cafe the waiter forgot our order", "new cafe. The waiter forgot"),
  keeping(
    ["Mrs Patel"],
    typed("I fixed the garden hose Mrs Patel borrowed it", "garden hose. Mrs Patel borrowed it."),
  ),
  keeping(
    ["Anneke"],
    said("we finished the monthly newsletter Anneke will proofread it", "newsletter. Anneke will"),
  ),
  said("we tested the fire alarm the whole building heard it", "alarm. The whole building heard"),
  typed("they updated the train timetable commuters are confused", "timetable. Commuters are"),
  said(
    "I changed my phone number friends keep calling the old one",
    "phone number. Friends keep calling",
  ),
  said("our team shipped the new dashboard managers use it daily", "dashboard. Managers use it"),
  typed("we planted three apple trees birds visit every morning", "apple trees. Birds visit"),
  keeping(
    ["Aunt Rosa"],
    said(
      "I sent the wedding invitations Aunt Rosa replied first",
      "invitations. Aunt Rosa replied",
    ),
  ),
  said(
    "the hospital moved the blood clinic patients wait outside now",
    "blood clinic. Patients wait outside",
  ),
  keeping(
    ["Mr Dlamini"],
    said("the school bus arrives at eight Mr Dlamini drives it", "at eight. Mr Dlamini drives it."),
  ),
  said("the song she keeps playing is annoying", "The song she keeps playing is annoying."),
  // Said with the articles and tenses of another first language.
  said(
    "we install new software update users complain about speed",
    "software update. Users complain about speed.",
  ),
  typed(
    "they close swimming pool children cannot swim this summer",
    "swimming pool. Children cannot swim",
  ),
  said("we change supplier prices are lower now", "We change supplier. Prices are lower now."),
  said("we buy new office chairs employees are very happy", "office chairs. Employees are very"),
  typed(
    "the landlord fix heating system tenants are warm again",
    "heating system. Tenants are warm again.",
  ),
  said("I read the new contract clauses are very strict", "new contract. Clauses are very strict."),
  said("we repaint the house walls look fresh", "the house. Walls look fresh."),
  said("he forgot his lunch box mum brought it to school", "lunch box. Mum brought it"),
  keeping(
    ["Mrs Novak"],
    typed(
      "Mrs Novak called the electricity company engineers come on monday",
      "electricity company. Engineers come on Monday.",
    ),
  ),
  said(
    "the teacher give homework students must finish it tomorrow",
    "homework. Students must finish it tomorrow.",
  ),
];
