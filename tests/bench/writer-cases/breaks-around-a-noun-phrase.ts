/**
 * Run-on speech whose break falls next to a noun phrase: the break goes at
 * the phrase's edge, never inside it. A compound of nouns stays whole on the
 * first clause's side ("the parking rules. Drivers now pay"); "is there" and
 * "are there" ask a question of their own, so the noun before them ends the
 * first clause; a bare singular count noun cannot open a clause ("Van is
 * stuck" is not English), so the break goes before the determiner and the
 * compound it opens; a list of bare nouns said without commas ends at "and"
 * and its last item, and the next noun opens a new clause. Said by people of
 * many first languages and walks of life. Beside them the near misses, which
 * stay one sentence: a compound subject, a noun followed by a describing
 * clause without "that", "is there" asked or said on its own, and a list
 * that ends the sentence.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const BREAKS_AROUND_A_NOUN_PHRASE: WriterCase[] = [
  // A regular verb's plain form after "have" is its object, which leaves no gap.
  written("I booked the taxi I only have cash though", "taxi. I only have cash"),
  said("where is the ticket office we have luggage", "ticket office? We have luggage"),
  // A preposition's plain word after "be" is its object, which the tagger reads as a verb.
  written("Dr Mensah is on leave Dr Ito covers her clinic", "on leave. Dr Ito covers"),
  said("our manager is on leave Kofi signs the invoices", "on leave. Kofi signs"),
  // A compound's last noun, which the tagger reads as a verb, takes no phrase with its own verb.
  said("I passed the driving test my instructor was so proud", "driving test. My instructor"),
  written("we cleaned the kitchen floor our landlord was impressed", "kitchen floor. Our landlord"),
  typed("she fixed the garden gate her kids can play outside again", "garden gate. Her kids"),
  // A compound's second noun is no subject's first word.
  said(
    "we updated the parking rules drivers now pay at the gate",
    "parking rules. Drivers now pay",
  ),
  said(
    "the museum is closed opening hours are on the website",
    "closed. Opening hours are on the website.",
  ),
  said("she fixed the coffee machine staff are happy again", "coffee machine. Staff are happy"),
  said("I renewed the car insurance premiums went up again", "car insurance. Premiums went up"),
  said(
    "we changed the bank account payments now come on Fridays",
    "bank account. Payments now come",
  ),
  said("he cleaned the kitchen floor guests arrive at seven", "kitchen floor. Guests arrive"),
  said(
    "the council repaired the street lights residents feel safer now",
    "street lights. Residents feel safer",
  ),
  said("my son lost his school bag books were inside", "school bag. Books were inside."),
  said(
    "they painted the meeting room chairs will come next week",
    "meeting room. Chairs will come",
  ),
  said(
    "we booked the conference hall speakers still need hotels",
    "conference hall. Speakers still need",
  ),
  typed("Priya printed the train tickets seats are in coach four", "train tickets. Seats are"),
  said(
    "the shop sold out of winter coats customers are angry",
    "winter coats. Customers are angry.",
  ),
  said("we fixed the water pipe tenants can shower again", "water pipe. Tenants can shower"),
  said("I checked the exam results marks look good this year", "exam results. Marks look good"),
  said("the hotel changed the breakfast menu guests love it", "breakfast menu. Guests love it."),
  said("my landlord replaced the bathroom tiles rent went up", "bathroom tiles. Rent went up."),
  // Near misses: a compound subject, or a noun with its describing clause.
  said("the data entry team works nights", "The data entry team works nights."),
  said(
    "the price list customers asked for is ready",
    "The price list customers asked for is ready.",
  ),
  said("the bus drivers are on strike", "The bus drivers are on strike."),
  said("the parcels the courier left got wet", "The parcels the courier left got wet."),
  said("students who register late pay more", "Students who register late pay more."),
  said("the car park staff were very helpful", "The car park staff were very helpful."),
  said(
    "our sales team members work from home on Fridays",
    "Our sales team members work from home on Fridays.",
  ),
  said("hotel room prices go up in summer", "Hotel room prices go up in summer."),
  // "Is there" asks its own question; the noun before it ends the first clause.
  said("I cannot find the boarding pass is there a copy", "boarding pass. Is there a copy?"),
  said("my order number does not work is there another way", "work. Is there another way?"),
  said(
    "the printer on the second floor is broken is there another one",
    "broken. Is there another one?",
  ),
  said(
    "we need a room for ten people is there one free on Monday",
    "ten people. Is there one free",
  ),
  said("the link in the email expired is there a new link", "expired. Is there a new link?"),
  said(
    "my daughter has a nut allergy is there a menu without nuts",
    "nut allergy. Is there a menu",
  ),
  said("the car park is full are there other places to park", "full. Are there other places"),
  said(
    "I missed the last bus are there any taxis near the station",
    "last bus. Are there any taxis",
  ),
  typed("the form asks for a tax number is there a way to skip it", "tax number. Is there a way"),
  said(
    "we lost the spare key is there a locksmith nearby",
    "spare key. Is there a locksmith nearby?",
  ),
  said("the kids are bored are there games for them", "bored. Are there games"),
  said("the coffee machine is empty is there any milk left", "empty. Is there any milk left?"),
  said(
    "my flight lands at midnight is there a shuttle to the hotel",
    "midnight. Is there a shuttle",
  ),
  said("the invoice shows a late fee is there a mistake", "late fee. Is there a mistake?"),
  said(
    "I have a question about the course is there homework this week",
    "the course. Is there homework",
  ),
  // Near misses: "is there" asked alone (in the write box, as the chat answers questions), or "there" as a place.
  written("is there a problem with the portal", "Is there a problem with the portal?"),
  written("are there any seats left for tonight", "Are there any seats left for tonight?"),
  said("there is a problem with the portal", "There is a problem with the portal."),
  said("I wonder if there is a later train", "I wonder if there is a later train."),
  said("the file is there on the desk", "The file is there on the desk."),
  // A bare singular count noun opens no clause: the break goes before its determiner.
  said("why is the road closed the delivery van is stuck", "closed? The delivery van is stuck."),
  typed("it was a long flight Lisbon traffic was awful", "flight. Lisbon traffic was awful."),
  said(
    "the meeting ran late the project manager was angry",
    "late. The project manager was angry.",
  ),
  said(
    "I called the bank twice the customer service line was busy",
    "twice. The customer service line was busy.",
  ),
  said(
    "we got home at nine the washing machine had leaked",
    "nine. The washing machine had leaked.",
  ),
  said("the lights went out the fuse box is in the hall", "went out. The fuse box is"),
  said("my phone died the charger cable is broken", "died. The charger cable is broken."),
  said(
    "the heating stopped working a gas engineer is coming tomorrow",
    "working. A gas engineer is coming",
  ),
  said("the exam was hard the maths teacher agreed", "hard. The maths teacher agreed."),
  said(
    "our kitchen flooded last night the insurance company will call",
    "last night. The insurance company will call.",
  ),
  said("the party was loud a neighbour complained", "loud. A neighbour complained."),
  said(
    "the train stopped in the tunnel the train driver said nothing",
    "tunnel. The train driver said nothing.",
  ),
  said(
    "I ordered a sofa online the delivery date keeps changing",
    "online. The delivery date keeps changing.",
  ),
  typed(
    "Mehmet started a new job his office building is huge",
    "new job. His office building is huge.",
  ),
  said(
    "the heater broke my bedroom window is also stuck",
    "broke. My bedroom window is also stuck.",
  ),
  said("the wedding was lovely the flower girl cried", "lovely. The flower girl cried."),
  // Near misses: the same phrases as one clause.
  said("the delivery van is stuck", "The delivery van is stuck."),
  said("we waited for the delivery van to arrive", "We waited for the delivery van to arrive."),
  said("my laptop screen cracked yesterday", "My laptop screen cracked yesterday."),
  said("the repair shop costs too much", "The repair shop costs too much."),
  typed("Lisbon traffic was awful", "Lisbon traffic was awful."),
  // A list of bare nouns ends at "and" and its last item; the next noun opens a clause.
  said("the kit has gloves masks and goggles boots are extra", "goggles. Boots are extra."),
  said("we sell bread milk and eggs fruit comes on Tuesdays", "eggs. Fruit comes on Tuesdays."),
  said("I packed shirts socks and shoes jackets are in the car", "shoes. Jackets are in the car."),
  said("the menu has soup pasta and fish dessert is extra", "fish. Dessert is extra."),
  said(
    "she bought apples pears and grapes bananas were sold out",
    "grapes. Bananas were sold out.",
  ),
  said("we need plates cups and napkins chairs are already here", "napkins. Chairs are already"),
  said("the class covers maths physics and chemistry exams are in June", "chemistry. Exams are"),
  typed(
    "Ahmed brought chairs tables and lamps cushions are coming later",
    "lamps. Cushions are coming",
  ),
  said(
    "the room has a desk a bed and a wardrobe towels are in the cupboard",
    "wardrobe. Towels are",
  ),
  said("we ordered pizza salad and garlic bread drinks are free", "garlic bread. Drinks are free."),
  said(
    "the shop sells phone cases chargers and headphones repairs take a week",
    "headphones. Repairs take a week.",
  ),
  said("the box holds screws bolts and washers nails are in the drawer", "washers. Nails are"),
  said(
    "bring pens paper and a calculator phones are not allowed",
    "calculator. Phones are not allowed.",
  ),
  // Compounds inside such a list stay whole, and a list that ends the sentence stays one.
  said(
    "the kids need lunch boxes water bottles and sun hats",
    "lunch boxes, water bottles and sun hats",
  ),
  said("we bought bread milk and eggs", "We bought bread, milk and eggs."),
  // A verb's object keeps its counted singular; the clause after opens on the noun after it.
  said("my daughter has a fever ibuprofen did not help", "fever. Ibuprofen did not help."),
  written("is the shop closed the bakery van is outside", "closed? The bakery van is outside."),
];
