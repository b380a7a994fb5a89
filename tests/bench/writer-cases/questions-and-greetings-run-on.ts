/**
 * A question run on after a statement, thanks or congratulations ("the
 * flight lands at six what time do you finish work", "thanks for the dinner
 * who made the dessert"), and a greeting and a name before a welcome ("hi
 * Ravi welcome aboard"), said by people of many first languages and walks
 * of life. Near misses: a question a verb takes ("I know what time it is"),
 * a "who" describing a person ("the man who called"), thanks to a name
 * called ("thanks Leila the visa came through").
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

const QUESTIONS_AFTER_A_STATEMENT: WriterCase[] = [
  // "when" before an auxiliary asks, and what follows is a sentence of its own, not the main clause.
  said("when is the parents evening we need a babysitter", "evening? We need a babysitter."),
  said("when do the builders start my neighbour is asking", "start? My neighbour is asking."),
  said("when did the parcel arrive nobody told me", "arrive? Nobody told me."),
  said("when you land text me", "When you land, text me."),
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
  said("we parked behind the library which door do we use", "library. Which door do we use?"),
  said("my shift ends at four what time does your bus come", "four. What time does your bus come?"),
  said("the plumber comes on monday will that be too late", "Monday. Will that be too late?"),
  said("i am outside the main gate is it locked", "gate. Is it locked?"),
  said(
    "the form is on the website which section should we fill in",
    "website. Which section should we fill in?",
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
  said("i'm at the corner of the market is it nearby", "market. Is it nearby?"),

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
    "good morning Jana welcome back the keys are at reception",
    "Good morning Jana, welcome back. The keys are at reception.",
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

export const QUESTIONS_AND_GREETINGS_RUN_ON: WriterCase[] = [
  ...QUESTIONS_AFTER_A_STATEMENT,
  ...GREETINGS_AND_WELCOMES,
];
