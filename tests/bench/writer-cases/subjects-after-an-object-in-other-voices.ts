/**
 * More run-on speech whose second clause opens right after a complete
 * clause that ends on an object, of the kinds in subjects-after-an-object.ts,
 * written in later rounds and in other voices: a name after an irregular
 * past ("Noor chose"), a mass noun after a compound ("the kitchen ceiling.
 * Water came"), a chain of verbs with an object of its own ("friends keep
 * calling the old one"), a plural whose plain verb the tagger reads as a
 * noun ("pages load quickly now"), and the articles and tenses of another
 * first language ("we change supplier prices are lower now"). Beside them
 * near misses that stay one sentence.
 */
import { keeping, replied, said, typed } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const SUBJECTS_AFTER_AN_OBJECT_IN_OTHER_VOICES: WriterCase[] = [
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
  // A question after an object, asked of "someone" or "anyone" in a reply (typed or said to the
  // writer, a text ending on a question is one for the writer).
  replied(
    "the copier needs toner can anybody order some",
    MARCUS,
    "needs toner. Can anybody order some?",
  ),
  replied(
    "the meeting room needs more chairs can someone bring two",
    MARCUS,
    "more chairs. Can someone bring two?",
  ),
  replied("the plants need water can anyone help this week", MARCUS, "need water. Can anyone help"),
  // A first clause whose verb in "-s" the tagger reads as a plural, before a time and a mass noun.
  said(
    "the tap drips at night water collects in the sink",
    "The tap drips at night. Water collects in the sink.",
  ),
  typed(
    "the roof leaks in heavy rain water drips into the hall",
    "in heavy rain. Water drips into the hall.",
  ),
  said(
    "the old window rattles at night wind comes through the gaps",
    "rattles at night. Wind comes through",
  ),
  said("the car keys on the table are mine", "The car keys on the table are mine."),
  typed(
    "the office plants in the corner need water",
    "The office plants in the corner need water.",
  ),
  // A plural subject after "its" and after a time, whose verb the tagger reads as a noun.
  said(
    "the library extended its opening hours students study there until ten",
    "its opening hours. Students study there",
  ),
  typed(
    "the bakery sells fresh bread every morning people queue outside",
    "every morning. People queue outside.",
  ),
  said("the dishwasher beeps all the time nobody knows why", "all the time. Nobody knows why."),
  said(
    "the neighbours cut the big tree sunlight reaches our garden now",
    "the big tree. Sunlight reaches our garden",
  ),
  // A title written in lower case, as a recogniser may give it, opens the name's clause.
  said("the heater rattles all night ms okoro called the landlord", "all night. Ms Okoro called"),
  said(
    "we fixed the back gate dr alvarez can park there again",
    "the back gate. Dr Alvarez can park",
  ),
];
