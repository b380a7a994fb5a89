/**
 * A second clause run on after a complete one, opened by an order, a
 * question or a time. An order after a clause ending on an adjective, an
 * intransitive verb, a number or a time ("the tiles are wet mind your
 * step", "the code expired request a new one"), including "be" with what
 * to be, "do not" or "don't" and "please" before a verb. A question opened
 * by an auxiliary or a modal, or by a question word and its verb ("the
 * printer is offline can somebody restart it", "we lost the map who has a
 * copy"). A time word opening the second clause when the first has its own
 * time ("I teach all morning later I can call"). Said by people of many
 * first languages, in chat and by voice. Beside them the near misses,
 * which stay one sentence: verbs that take a clause or a verb ("I hope you
 * can join", "make sure the tap is off"), "so" and a clause, "let me know
 * if …", a question embedded in a clause ("I don't know who is coming"),
 * a time at the end of the only clause ("I will ring you later").
 */
import { keeping, replied, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_QUESTIONS_AND_TIMES_OPENING_A_SECOND_CLAUSE: WriterCase[] = [
  // An order after an intransitive verb.
  said("the rules changed read the new ones", "changed. Read the new ones."),
  typed("the delivery came put it in the garage", "came. Put it in the garage."),
  said("the guests arrived use the big table", "arrived. Use the big table."),
  typed("the code expired request a new one", "expired. Request a new one."),
  said("my battery died call me on the office number", "died. Call me on the office number."),
  typed("the milk went off throw it away", "went off. Throw it away."),
  said("the kids fell asleep keep the music low", "fell asleep. Keep the music low."),
  typed("prices went up check the new list", "went up. Check the new list."),
  // An order after an adjective, a number or a time.
  typed("the exam starts at nine bring two pencils", "at nine. Bring two pencils."),
  said("the form closes on monday send it this weekend", "on Monday. Send it this weekend."),
  typed("the soup is very hot use a big spoon", "very hot. Use a big spoon."),
  said("the room is number 12 wait in the lobby", "number 12. Wait in the lobby."),
  // An order acting on someone named, then a time.
  keeping(["Omar"], said("the car is ready call Omar tonight", "is ready. Call Omar tonight.")),
  // A question asked of a noun after a verb that takes nothing.
  said("the new chairs arrived which office do they go to", "arrived. Which office do they go to?"),
  written(
    "your parcel came which shelf should I put it on",
    "came. Which shelf should I put it on?",
  ),
  written("the new students arrived how many desks do we need", "arrived. How many desks"),
  // "be" with what to be, "do not" or "don't" with a verb, "please" with a verb.
  typed("the road is icy be careful", "is icy. Be careful."),
  said("the coach leaves at 6 from gate 12 be there by half past five", "gate 12. Be there by"),
  typed("the exam starts at nine sharp be on time please", "nine sharp. Be on time"),
  said("the pharmacy is open late be quick though", "open late. Be quick"),
  written("the inspectors come on Tuesday be here before eight", "Tuesday. Be here before"),
  said("the baby is sleeping be quiet please", "is sleeping. Be quiet please."),
  typed("the taxi comes at six be ready by then", "at six. Be ready by then."),
  said(
    "your dentist appointment is at ten do not forget the card",
    "at ten. Do not forget the card.",
  ),
  typed("the paint is still wet don't touch the door", "still wet. Don't touch the door."),
  said("the boss is in a bad mood do not mention the budget", "mood. Do not mention the budget."),
  typed("the heater broke please call the landlord", "broke. Please call the landlord."),
  said("the meeting is over go home", "is over. Go home."),
  // A question opened by an auxiliary or a modal.
  said(
    "the projector is broken again can someone look at it",
    "broken again. Can someone look at it?",
  ),
  typed("the order came in six boxes is that correct", "six boxes. Is that correct?"),
  said("the train is delayed does anybody know why", "delayed. Does anybody know why?"),
  typed("the report came back are the numbers right", "came back. Are the numbers right?"),
  said("the shop closed early did they have any bread", "closed early. Did they have any bread?"),
  typed("the chairs arrived where should we put them", "arrived. Where should we put them?"),
  // A question opened by a question word.
  said("the supplier offered two prices which one is better", "two prices. Which one is better?"),
  typed("the dinner is on friday who is cooking", "on Friday. Who is cooking?"),
  said("we lost the tickets who has a copy", "the tickets. Who has a copy?"),
  typed("the client called what did she want", "called. What did she want?"),
  said("the bus is not coming how do we get there", "not coming. How do we get there?"),
  // A time word opening the second clause when the first has its own time.
  said("I have classes all morning later I can help you", "all morning. Later I can help you."),
  typed(
    "at the moment we rent a flat soon we will buy a house",
    "rent a flat. Soon we will buy a house.",
  ),
  said("the warranty covers it until 2027 after that you pay", "until 2027. After that you pay."),
  typed("we are busy this month later we can talk", "this month. Later we can talk."),
  said(
    "right now I work from home soon I will go back to the office",
    "from home. Soon I will go back",
  ),
  // After a participle of "get", a verb in "-ing" after a verb, a degree and what "be" says; an
  // order acting on someone not named, or with its particle first; "is there" and a particle.
  said("the order got lost call the shop tomorrow", "got lost. Call the shop tomorrow."),
  typed("the box is too big ask someone to carry it", "too big. Ask someone to carry it."),
  said("the pasta is boiling turn down the gas", "is boiling. Turn down the gas."),
  typed("the buses stopped running take a taxi", "stopped running. Take a taxi."),
  said("the screen is black is the cable in", "is black. Is the cable in?"),
  typed("the seats are gone is there another flight", "are gone. Is there another flight?"),
  typed("the kids are outside ask somebody to watch them", "outside. Ask somebody to watch them."),
  said("the man who fixed the roof put up the shelves", "fixed the roof put up the shelves."),
  typed("I think the keys are there on the table", "I think the keys are there on the table."),
  said("the printer broke again who can fix it", "broke again. Who can fix it?"),
  typed("she showed me which room is hers", "She showed me which room is hers."),
  said("I don't know exactly who is coming", "I don't know exactly who is coming."),
  // An order run on after news, at the end, with no mark between: the person's own note.
  typed("the venue changed to the old hall tell the guests", "old hall. Tell the guests."),
  said("the boiler is fixed let the tenants know", "is fixed. Let the tenants know."),
  typed("the class is over go back to your rooms", "is over. Go back to your rooms."),
  // "kindly" opening an order as "please" does; "have" after "anyone"; a time said of every week;
  // what "is" says after a clause that was told, then an order.
  typed("the invoice is attached kindly check it", "is attached. Kindly check it."),
  said("my phone died does anyone have a cable", "phone died. Does anyone have a cable?"),
  typed(
    "during the week I work late on weekends I sleep in",
    "I work late. On weekends I sleep in.",
  ),
  said("he said the sink is blocked call the plumber", "the sink is blocked. Call the plumber."),
  // A greeting, who is greeted and a lead before news: the person's message, not small talk.
  typed("hi all the printer is fixed", "Hi all, the printer is fixed."),
  typed("hey guys short update the client signed", "Hey guys, short update, the client signed."),
  said("hello team small update the office opens at ten", "Hello team, small update, the office"),
  typed("hello all quick question is the car park open", "Hello all, quick question, is the car"),
  // Marked off by a comma, whom to tell is whom the writer writes to.
  keeping(["Marta"], typed("the venue changed, tell Marta", "Hello Marta,", "The venue changed.")),
  // A year, "from" a day, the whole of a time, the future, a number of minutes: times too.
  said("in 2018 I lived in Lima in 2021 I moved to Quito", "in Lima. In 2021 I moved"),
  typed("until monday I am away from tuesday I can help", "I am away. From Tuesday I can help."),
  said("we are in the office all day tonight we celebrate", "all day. Tonight we celebrate."),
  typed(
    "now I rent a room in the future I want a house",
    "rent a room. In the future I want a house.",
  ),
  said(
    "the cake is in the oven right now in twenty minutes it is done",
    "in the oven right now. In twenty minutes",
  ),
  // "who" after a verb that takes no object, with "else" before its verb.
  typed("the invitations went out who else is coming", "went out. Who else is coming?"),
  said("the guests arrived who is missing", "arrived. Who is missing?"),
  // Near misses: one sentence.
  typed("I asked who else is coming", "I asked who else is coming."),
  typed("we lived there from 2010 to 2015", "We lived there from 2010 to 2015."),
  said("I hope to visit them in the future", "I hope to visit them in the future."),
  typed("the email from monday said the opposite", "The email from Monday said the opposite."),
  said("I hope the kids sleep well", "I hope the kids sleep well."),
  typed("make sure everyone signs the form", "Make sure everyone signs the form."),
  said("we were tired so we stayed home", "tired, so we stayed home."),
  typed("let me know if the printer works", "Let me know if the printer works."),
  said("I need to know who has the keys", "I need to know who has the keys."),
  typed("the man who has the keys is late", "The man who has the keys is late."),
  said("we will see you soon", "We will see you soon."),
  typed("it depends on who is free", "It depends on who is free."),
  said("I'm not sure which one is better", "I'm not sure which one is better."),
  typed("I told you yesterday you need a rest", "I told you yesterday you need a rest."),
  said("I will call you as soon as I land", "I will call you as soon as I land."),
  typed("the kids in the back do not listen", "The kids in the back do not listen."),
  said("I think the teachers do not know", "I think the teachers do not know."),
  said("I hope you can join us", "I hope you can join us."),
  typed("make sure the tap is off", "Make sure the tap is off."),
  said("the shop was closed so we went home", "closed, so we went home."),
  typed("let me know if the parcel arrives", "Let me know if the parcel arrives."),
  said("I do not know who is coming", "I do not know who is coming."),
  typed("she asked if it is ready", "She asked if it is ready."),
  said("I wonder whether the bakery is open", "I wonder whether the bakery is open."),
  typed("we asked which train is faster", "We asked which train is faster."),
  said("I will ring you later", "I will ring you later."),
  typed("we met two years ago", "We met two years ago."),
  said("she is busy now", "She is busy now."),
  typed("the parcel will arrive soon", "The parcel will arrive soon."),
  said("he decided to take the train", "He decided to take the train."),
  typed("he promised call me back", "He promised call me back."),
  typed("my neighbour helped carry the sofa", "My neighbour helped carry the sofa."),
  said("the kids are old enough to walk home", "old enough to walk home."),
  typed("the door will be open all day", "The door will be open all day."),
  said("the students who do not finish can stay", "who do not finish can stay."),
  typed("they told us not to worry", "They told us not to worry."),
  said("we went out to get some food", "We went out to get some food."),
  typed("the team that arrived early set up the room", "arrived early set up the room."),
  // A noun after a named or plain noun is one thing, not an order with its particle.
  replied(
    "can you share the Miro board link in the group chat",
    "Where do we keep the plan?",
    "Miro board link in the group chat",
  ),
  typed("please save the budget file in the shared drive", "the budget file in the shared drive."),
  // "I'm" after a greeting is the speaker, not who is greeted.
  said("hey I'm stuck in traffic the road is closed", "Hey, I'm stuck in traffic. The road"),
  said("hi I've got the keys the car is outside", "Hi, I've got the keys. The car"),
];
