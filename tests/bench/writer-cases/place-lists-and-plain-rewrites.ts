/**
 * Lists said with no commas whose items are marked by articles and plurals
 * ("bring sunscreen a towel flip flops and a hat") or are places the writer
 * knows ("we toured Kraków Gdańsk and Warsaw"), and rewrites of a selection asked
 * plainer ("simpler please" on legal or official wording) or two ways at
 * once ("warmer and a bit shorter", "shorter but polite"). Near misses: a
 * noun with its "of" phrase ("a cup of tea and a biscuit"), whom one gives
 * to ("he gave the kids a book and a toy"), a pair ("salt and pepper").
 */
import { rewritten, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

const LISTS_SAID_ALOUD: WriterCase[] = [
  said("we toured Kraków Gdańsk and Warsaw", "Kraków, Gdańsk and Warsaw"),
  said(
    "pack a jacket two sweaters your boots and a scarf",
    "a jacket, two sweaters, your boots and a scarf",
  ),
  said("I need a pen a notebook and a calculator", "a pen, a notebook and a calculator"),
  said("we visited Rome Florence and Venice", "Rome, Florence and Venice"),
  said("she has lived in Lagos Nairobi and Accra", "Lagos, Nairobi and Accra"),
  said("the bus stops in Leeds York and Durham", "Leeds, York and Durham"),
  said("take your passport a pen and the tickets", "your passport, a pen and the tickets"),
  said("my daughter wants a bike a puppy and a phone", "a bike, a puppy and a phone"),
  said("the room has a bed a desk a wardrobe and a sink", "a bed, a desk, a wardrobe and a sink"),
  said("we flew to Madrid Lisbon and Porto", "Madrid, Lisbon and Porto"),
  said("I have been to Paris Berlin Prague and Vienna", "Paris, Berlin, Prague and Vienna"),
  said("the tour covers Cairo Luxor and Aswan", "Cairo, Luxor and Aswan"),
  said("we stopped in Lyon Dijon and Strasbourg", "Lyon, Dijon and Strasbourg"),
  said("my brother lives between Delhi Mumbai and Pune", "Delhi, Mumbai and Pune"),
  said("the course visits Seoul Busan and Jeju", "Seoul, Busan and Jeju"),
  said("I got a lemon some rice and two onions", "a lemon, some rice and two onions"),
  said("we need a plumber an electrician and a painter", "a plumber, an electrician and a painter"),
  typed("we drove through Porto Braga and Coimbra", "Porto, Braga and Coimbra"),
  typed("my bag has a laptop a charger and my keys", "a laptop, a charger and my keys"),
  said("we sold the sofa a lamp and two chairs", "the sofa, a lamp and two chairs"),
  said("the hotel offers a gym a sauna and a pool", "a gym, a sauna and a pool"),

  said("bring sunscreen a towel flip flops and a hat", "sunscreen, a towel, flip flops and a hat"),
  said(
    "the kit has a tent a stove sleeping bags and a lamp",
    "a tent, a stove, sleeping bags and a lamp",
  ),
  said("order chairs a table two lamps and a rug", "chairs, a table, two lamps and a rug"),
  said("the box had cables a charger and two adapters", "cables, a charger and two adapters"),
  said("you will need boots gloves a helmet and a map", "boots, gloves, a helmet and a map"),
  said("buy a cake some candles and balloons", "a cake, some candles and balloons"),
  said("I packed a torch a first aid kit and water", "a torch, a first aid kit and water"),
  said("the school wants a ruler a glue stick and crayons", "a ruler, a glue stick and crayons"),
  typed("bring a sleeping bag a pillow and warm socks", "a sleeping bag, a pillow and warm socks"),
  typed(
    "for the trip i bought a map an umbrella and new shoes",
    "a map, an umbrella and new shoes",
  ),
  said("my mum bakes cakes a pie and bread", "cakes, a pie and bread"),
  said("we need office chairs a desk and a lamp", "office chairs, a desk and a lamp"),
  said(
    "pack two shirts your charger a book and some snacks",
    "two shirts, your charger, a book and some snacks",
  ),
  said("she sells scarves hats and a few bags", "scarves, hats and a few bags"),

  // Near misses: one thing and its "of" phrase, a pair, places that are no list.
  said("I had a cup of tea and a biscuit", "I had a cup of tea and a biscuit."),
  said(
    "we met at the New York office and the Paris one",
    "We met at the New York office and the Paris one.",
  ),
  said("pass the salt and pepper", "Pass the salt and pepper."),
  said("she bought a red dress and a hat", "She bought a red dress and a hat."),
  said("he gave the kids a book and a toy", "He gave the kids a book and a toy."),
  said("I need a glass of water and a towel", "I need a glass of water and a towel."),
  said("she made the children a cake", "She made the children a cake."),
  said(
    "I visited my aunt in Leeds and my uncle in York",
    "I visited my aunt in Leeds and my uncle in York.",
  ),
  said("we drove from Madrid to Lisbon and Porto", "We drove from Madrid to Lisbon and Porto."),
  said("the Lisbon office has a new manager", "The Lisbon office has a new manager."),
  said("bring a towel and sunscreen", "Bring a towel and sunscreen."),
  said("we have fish and chips on friday", "We have fish and chips on Friday."),
  said("send the client a reminder", "Send the client a reminder"),
  said("the kids ate apples and a banana", "The kids ate apples and a banana."),
];

const PLAIN_AND_TWOFOLD_REWRITES: WriterCase[] = [
  rewritten(
    "simpler please",
    "Pursuant to the agreement, the premises will be inaccessible until further notice.",
    [],
    "Under the agreement, the building will be closed until further notice.",
  ),
  rewritten(
    "plain English",
    "We hereby inform you that tenants must utilise the rear entrance.",
    [],
    "Tenants must use the back entrance.",
  ),
  rewritten("easier to read", "Works will commence in due course.", [], "Works will start soon."),
  rewritten(
    "can you make this simpler",
    "Residents are required to vacate the premises prior to the inspection.",
    [],
    "Residents need to leave the building before the inspection.",
  ),
  rewritten(
    "plain english please",
    "Payment shall be made within thirty days of receipt of the invoice.",
    [],
    "Payment must be made",
  ),
  rewritten(
    "simplify",
    "The tenant shall endeavour to notify the landlord of any defects.",
    [],
    "The tenant must try to tell the landlord",
  ),
  rewritten(
    "make it easier to understand",
    "Access to the car park will be restricted for the duration of the works.",
    [],
    "during the works.",
  ),
  rewritten(
    "in simple words",
    "Applicants must furnish proof of residence.",
    [],
    "Applicants must give proof of address.",
  ),
  rewritten(
    "simpler for my grandma please",
    "Your prescription will be dispatched in due course.",
    [],
    "Your prescription will be sent soon.",
  ),
  rewritten(
    "write it in plain language",
    "Prior to commencing work, staff must obtain authorisation.",
    [],
    "Before starting work, staff must get permission.",
  ),
  rewritten(
    "less legal please",
    "The lessee shall not sublet the premises without prior written consent.",
    [],
    "the building",
  ),
  rewritten(
    "simpler",
    "We will utilise the funds to facilitate the purchase of new equipment.",
    [],
    "We will use the money to help buy new equipment.",
  ),
  rewritten(
    "can u make it more simple",
    "Kindly be advised that the office will be inaccessible on Friday.",
    ["Friday"],
    "The office will be closed on Friday.",
  ),
  rewritten(
    "plain english",
    "Notwithstanding the above, the fee is non-refundable.",
    [],
    "Even so, the fee is non-refundable.",
  ),
  rewritten(
    "easier words please",
    "Should you require further assistance, please contact reception.",
    [],
    "If you need more help, please contact reception.",
  ),
  rewritten(
    "simpler",
    "The aforementioned documents must be submitted forthwith.",
    [],
    "The documents must be submitted at once.",
  ),
  rewritten(
    "make it plain",
    "In the event of a fire, occupants should proceed to the nearest exit.",
    [],
    "If there is a fire, people inside should go to the nearest exit.",
  ),
  rewritten(
    "simpler please, it is for kids",
    "Pupils are required to commence the examination at nine.",
    [],
    "Pupils need to start the exam at nine.",
  ),

  // Two asks at once: both carried out.
  rewritten(
    "warmer and a bit shorter",
    "Dear Mr Lee, we regret to inform you that your application has been unsuccessful at this time.",
    ["Lee"],
    "Hi Mr Lee,",
  ),
  rewritten(
    "shorter and more formal",
    "hey guys just wanted to say the meeting is moved to friday so pls come then ok",
    [],
  ),
  rewritten(
    "friendlier but keep it brief",
    "Your request has been received and will be processed in due course.",
    [],
  ),
  rewritten(
    "more friendly and shorter",
    "We would like to inform you that your order has been dispatched and will arrive shortly.",
    [],
  ),
  rewritten(
    "shorter but polite",
    "yo can u send me the report asap i really need it for the meeting tomorrow",
    [],
  ),
  rewritten(
    "make it warmer and more concise",
    "Please be advised that the meeting has been rescheduled to Thursday at 3pm.",
    ["Thursday", "3pm"],
  ),
  rewritten(
    "simpler and shorter",
    "In order to facilitate the process, we kindly request that you submit the form prior to Monday.",
    ["Monday"],
    "before Monday",
  ),
  rewritten(
    "friendlier and brief please",
    "It has come to our attention that your payment is overdue. Payment is required immediately.",
    [],
  ),
  rewritten(
    "more formal and shorter please",
    "hi just wanted to let u know that i cant come to the meeting on friday sorry",
    [],
  ),
  rewritten(
    "shorter and friendlier",
    "I am writing to inform you that your parcel will be delivered on Tuesday between 9am and 1pm.",
    ["Tuesday", "9am", "1pm"],
  ),
  rewritten(
    "plain and short",
    "Pursuant to our conversation, I hereby confirm that the contract will commence on 1 March.",
    ["1 March"],
    "the contract will start on 1 March.",
  ),
  rewritten(
    "warmer but short",
    "Your account has been suspended due to the fact that your payment failed.",
    [],
  ),
  // Courtesies set off in a clause of their own, and softeners, go from a shorter text.
  rewritten(
    "more concise",
    "Could you maybe look at the draft sometime this week, if that works for you?",
    [],
    "Could you look at the draft this week?",
  ),
  rewritten(
    "shorter please",
    "We would perhaps need, if it is not too much to ask, two more chairs for the party.",
    [],
    "We would need two more chairs for the party.",
  ),
];

export const PLACE_LISTS_AND_PLAIN_REWRITES: WriterCase[] = [
  ...LISTS_SAID_ALOUD,
  ...PLAIN_AND_TWOFOLD_REWRITES,
];
