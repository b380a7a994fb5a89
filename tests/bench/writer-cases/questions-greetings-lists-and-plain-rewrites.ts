/**
 * A question run on after a statement, thanks or congratulations ("the
 * flight lands at six what time do you finish work", "thanks for the dinner
 * who made the dessert"); a greeting and a name before a welcome ("hi Ravi
 * welcome aboard"); lists said with no commas, their items marked by
 * articles and plurals or known as places; and rewrites asked plainer
 * ("simpler please" on legal wording) or two ways at once ("warmer and a bit
 * shorter"). Said by people of many first languages and walks of life, with
 * near misses: a question a verb takes ("I know what time it is"), a "who"
 * describing a person ("the man who called"), a noun with its "of" phrase
 * ("a cup of tea and a biscuit").
 */
import { rewritten, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

const QUESTIONS_AFTER_A_STATEMENT: WriterCase[] = [
  said(
    "the flight lands at six what time do you finish work",
    "six. What time do you finish work?",
  ),
  said("the clinic has an opening on thursday does that suit you", "Thursday. Does that suit you?"),
  said("thanks for the lovely dinner who made the dessert", "dinner. Who made the dessert?"),
  said("well done when does the new shop open", "When does the new shop open?"),
  said("i am by the town hall is it far from the hotel", "town hall. Is it far from the hotel?"),
  said("the train leaves at nine what time should we meet", "nine. What time should we meet?"),
  said(
    "my sister arrives tomorrow what time does the museum open",
    "tomorrow. What time does the museum open?",
  ),
  said("we have two rooms free which room do you prefer", "free. Which room do you prefer?"),
  said("the meeting is on friday does that work for you", "Friday. Does that work for you?"),
  said(
    "the price is two hundred euros does that include delivery",
    "euros. Does that include delivery?",
  ),
  said("congratulations on your new job when do you start", "job. When do you start?"),
  said(
    "thank you for the flowers who told you about my birthday",
    "flowers. Who told you about my birthday?",
  ),
  said("happy birthday are you having a party", "Are you having a party?"),
  said(
    "i'm near the central station is it far from your office",
    "station. Is it far from your office?",
  ),
  said("we are at the bus stop is it still far", "stop. Is it still far?"),
  said("the shop closes at eight is it open on sunday", "eight. Is it open on Sunday?"),
  said("the doctor can see you at ten would that suit you", "ten. Would that suit you?"),
  said("i finished the report what time is the meeting", "report. What time is the meeting?"),
  said("the kids are asleep what time will you be home", "asleep. What time will you be home?"),
  said("thanks for the invitation what should i bring", "invitation. What should I bring?"),
  said("thank you so much for the gift where did you buy it", "gift. Where did you buy it?"),
  said("well done on the marathon how long did it take", "marathon. How long did it take?"),
  said(
    "great job on the presentation who designed the slides",
    "presentation. Who designed the slides?",
  ),
  said("thanks for the recipe which flour did you use", "recipe. Which flour did you use?"),
  said("the hotel has a pool does it have a gym too", "pool. Does it have a gym too?"),
  said("the bakery opens at seven does that help", "seven. Does that help?"),
  said(
    "we land at the north terminal how far is the city centre",
    "terminal. How far is the city centre?",
  ),
  said("i parked behind the library which door do i use", "library. Which door do I use?"),
  said("my shift ends at four what time does your bus come", "four. What time does your bus come?"),
  said("the plumber comes on monday will that be too late", "Monday. Will that be too late?"),
  said("i am outside the main gate is it locked", "gate. Is it locked?"),
  said(
    "the form is on the website which section should i fill in",
    "website. Which section should I fill in?",
  ),
  said("congratulations on the baby what did you call her", "baby. What did you call her?"),
  said(
    "the course starts in january how many places are left",
    "January. How many places are left?",
  ),
  said("thanks for the lift who is driving tomorrow", "lift. Who is driving tomorrow?"),
  said("congrats on the new flat which floor is it on", "flat. Which floor is it on?"),
  said("our bus is late what time does the film start", "late. What time does the film start?"),
  typed("the repair costs fifty dollars does that sound ok", "dollars. Does that sound ok?"),
  typed("me and my wife arrive saturday what time is check in", "Saturday. What time is check in?"),
  typed("thanks for the lovely evening who cooked the fish", "evening. Who cooked the fish?"),
  said(
    "the new tenant moves in on the first would that be a problem",
    "first. Would that be a problem?",
  ),
  said("i'm at the corner of the market is it this way", "market. Is it this way?"),

  // Near misses: a question a verb takes, a "who" describing a person, "that" as an object.
  said("I know what time it is", "I know what time it is."),
  said("I will ask her when it opens", "I will ask her when it opens."),
  said("the man who called is here", "The man who called is here."),
  said("I met the chef who made the dessert", "I met the chef who made the dessert."),
  said("I wonder which room they prefer", "I wonder which room they prefer."),
  said("she asked me what time the shop opens", "She asked me what time the shop opens."),
  said("we don't know how long it will take", "We don't know how long it will take."),
  said(
    "I am not sure which bus goes to the airport",
    "I am not sure which bus goes to the airport.",
  ),
  said("the teacher who helped my son is leaving", "The teacher who helped my son is leaving."),
  said("thanks to the nurse who helped my mother", "Thanks to the nurse who helped my mother"),
  said("I remember what time the train left", "I remember what time the train left."),
  said("it depends on what time you finish", "It depends on what time you finish."),
  said("I do that every morning", "I do that every morning."),
  said("we can do that on friday", "We can do that on Friday."),
  said("the town hall is near the river", "The town hall is near the river."),
  said("the problem is that nobody called", "The problem is that nobody called."),
  said("the kids who live next door are noisy", "The kids who live next door are noisy."),
  said("she told me which one she likes", "She told me which one she likes."),
  said("we thanked the driver who brought us home", "We thanked the driver who brought us home."),
  said("I asked if that suits you", "I asked if that suits you."),
];

const GREETINGS_AND_WELCOMES: WriterCase[] = [
  said(
    "hi Ravi welcome aboard your laptop is on the desk",
    "Hi Ravi, welcome aboard. Your laptop is on the desk.",
  ),
  said("hello Maria welcome to the team", "Hello Maria, welcome to the team."),
  said("hello team welcome back", "Hello team, welcome back"),
  said(
    "good morning Ms Novak welcome to the clinic",
    "Good morning Ms Novak, welcome to the clinic.",
  ),
  said("hi everyone welcome to the meeting", "Hi everyone, welcome to the meeting."),
  said("hi Ravi happy birthday", "Hi Ravi, happy birthday"),
  said("hello Sara congratulations on the new job", "Hello Sara, congratulations on the new job"),
  said("hi Ravi nice to meet you", "Hi Ravi, nice to meet you."),
  said("hey Tom good to see you", "Hey Tom, good to see you"),
  said(
    "good evening Mr Adeyemi thank you for waiting",
    "Good evening Mr Adeyemi, thank you for waiting",
  ),
  said("hi Lucia welcome home we missed you", "Hi Lucia, welcome home. We missed you"),
  said(
    "hello everyone welcome to the workshop the coffee is in the kitchen",
    "Hello everyone, welcome to the workshop. The coffee is in the kitchen.",
  ),
  said("hi all welcome to the new term", "Hi all, welcome to the new term"),
  said("hi Ahmed congrats on the new flat", "Hi Ahmed, congrats on the new flat"),
  said("hey Priya well done on the exam", "Hey Priya, well done on the exam"),
  said("hi Jonas sorry for the delay", "Hi Jonas, sorry for the delay"),
  said("hello Fatima great to hear from you", "Hello Fatima, great to hear from you"),
  said("hi Olga good luck tomorrow", "Hi Olga, good luck tomorrow"),
  said(
    "morning Jana welcome back the keys are at reception",
    "Morning Jana, welcome back. The keys are at reception.",
  ),
  said(
    "hi Mateo welcome to the club the training is on tuesday",
    "Hi Mateo, welcome to the club. The training is on Tuesday.",
  ),
  said(
    "hello Mr Kowalski welcome your room is ready",
    "Hello Mr Kowalski, welcome. Your room is ready.",
  ),
  said("hi Grace welcome aboard", "Hi Grace, welcome aboard"),
  said(
    "good afternoon Dr Haddad welcome to the ward the nurse will see you soon",
    "Good afternoon Dr Haddad, welcome to the ward. The nurse will see you soon.",
  ),
  said("hi guys welcome to the group chat", "Hi guys, welcome to the group chat"),
  said("hey Aisha welcome back how was the trip", "Hey Aisha, welcome back. How was the trip?"),
  said(
    "hello Wei welcome to London your flat is ready",
    "Hello Wei, welcome to London. Your flat is ready.",
  ),
  said("hi Chidi congratulations you passed", "Hi Chidi, congratulations"),
  said("hi Marta welcome to the neighbourhood", "Hi Marta, welcome to the neighbourhood"),
  typed(
    "hi Ravi welcome aboard your laptop is on the desk",
    "Hi Ravi, welcome aboard. Your laptop is on the desk.",
  ),
  typed("hello team welcome to the project", "Hello team, welcome to the project"),
  typed(
    "hi Sofia welcome to the company the badge is at reception",
    "Hi Sofia, welcome to the company. The badge is at reception.",
  ),
  typed("good morning Mrs Tanaka welcome back", "Good morning Mrs Tanaka, welcome back"),
  typed("hey Luis nice to meet you", "Hey Luis, nice to meet you"),

  // Near misses: a greeting before a clause, thanks or praise to a name called.
  said("hello team the meeting is at ten", "Hello team, the meeting is at ten."),
  said("good morning Ms Novak your order is ready", "Good morning Ms Novak, your order is ready."),
  said("hi Ravi your laptop is on the desk", "Hi Ravi, your laptop is on the desk."),
  said("hi Anna thanks for the flowers", "Hi Anna, thanks for the flowers."),
  said("well done Tomás the launch went smoothly", "Well done, Tomás. The launch went smoothly."),
  said("thanks Leila the visa came through", "Thanks, Leila. The visa came through."),
  said("hi Ravi can you call me", "Hi Ravi, can you call me?"),
];

const LISTS_SAID_ALOUD: WriterCase[] = [
  said("bring sunscreen a towel flip flops and a hat", "sunscreen, a towel, flip flops and a hat"),
  said("we toured Kraków Gdańsk and Warsaw", "Kraków, Gdańsk and Warsaw"),
  said(
    "please buy milk eggs a loaf of bread and some apples",
    "milk, eggs, a loaf of bread and some apples",
  ),
  said(
    "pack a jacket two sweaters your boots and a scarf",
    "a jacket, two sweaters, your boots and a scarf",
  ),
  said("I need a pen a notebook and a calculator", "a pen, a notebook and a calculator"),
  said(
    "the kit has a tent a stove sleeping bags and a lamp",
    "a tent, a stove, sleeping bags and a lamp",
  ),
  said("we visited Rome Florence and Venice", "Rome, Florence and Venice"),
  said("she has lived in Lagos Nairobi and Accra", "Lagos, Nairobi and Accra"),
  said("the bus stops in Leeds York and Durham", "Leeds, York and Durham"),
  said("take your passport a pen and the tickets", "your passport, a pen and the tickets"),
  said("order chairs a table two lamps and a rug", "chairs, a table, two lamps and a rug"),
  said("my daughter wants a bike a puppy and a phone", "a bike, a puppy and a phone"),
  said("the room has a bed a desk a wardrobe and a sink", "a bed, a desk, a wardrobe and a sink"),
  said("we flew to Madrid Lisbon and Porto", "Madrid, Lisbon and Porto"),
  said("I have been to Paris Berlin Prague and Vienna", "Paris, Berlin, Prague and Vienna"),
  said("the box had cables a charger and two adapters", "cables, a charger and two adapters"),
  said("you will need boots gloves a helmet and a map", "boots, gloves, a helmet and a map"),
  said("the tour covers Cairo Luxor and Aswan", "Cairo, Luxor and Aswan"),
  said("we stopped in Lyon Dijon and Strasbourg", "Lyon, Dijon and Strasbourg"),
  said("buy a cake some candles and balloons", "a cake, some candles and balloons"),
  said("I packed a torch a first aid kit and water", "a torch, a first aid kit and water"),
  said("my brother lives between Delhi Mumbai and Pune", "Delhi, Mumbai and Pune"),
  said("the course visits Seoul Busan and Jeju", "Seoul, Busan and Jeju"),
  said("I got a lemon some rice and two onions", "a lemon, some rice and two onions"),
  said("the school wants a ruler a glue stick and crayons", "a ruler, a glue stick and crayons"),
  said("we need a plumber an electrician and a painter", "a plumber, an electrician and a painter"),
  typed("bring a sleeping bag a pillow and warm socks", "a sleeping bag, a pillow and warm socks"),
  typed("we drove through Porto Braga and Coimbra", "Porto, Braga and Coimbra"),
  typed("my bag has a laptop a charger and my keys", "a laptop, a charger and my keys"),
  typed(
    "for the trip i bought a map an umbrella and new shoes",
    "a map, an umbrella and new shoes",
  ),
  said("we sold the sofa a lamp and two chairs", "the sofa, a lamp and two chairs"),
  said("the hotel offers a gym a sauna and a pool", "a gym, a sauna and a pool"),

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
    "The tenant must try to tell the landlord about any defects.",
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
    "the office will be closed on Friday.",
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
    "These documents must be sent at once.",
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
];

export const QUESTIONS_GREETINGS_LISTS_AND_PLAIN_REWRITES: WriterCase[] = [
  ...QUESTIONS_AFTER_A_STATEMENT,
  ...GREETINGS_AND_WELCOMES,
  ...LISTS_SAID_ALOUD,
  ...PLAIN_AND_TWOFOLD_REWRITES,
];
