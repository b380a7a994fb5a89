/**
 * A new sentence opening right after a statement that ends on a noun, an
 * adjective, a pronoun or a number, which speech runs on: an order ("the
 * soup is too salty pour in some water"), a question word ("the bill is
 * wrong how do I fix it"), "yes" or "no" after a thanks phrase ("thanks for
 * asking yes I can join"), a word of address before the first clause
 * ("madam your order is ready"), thanks and a name at the end ("… on the desk
 * thanks Olu"), and a noun subject after a time or a number ("the shop opens
 * at nine the queue starts at eight"). Said and typed by people of many first
 * languages; questions and thanks in the write box, whose professional tone
 * writes "thank you". Beside them the near misses, which stay whole: an order
 * whose object has the adjective ("we can ask Pedro to carry the heavy bags"), a
 * question word inside a clause ("I know who called", "tell me how to fix
 * it"), thanks for a thing, "yes please", a number inside a noun phrase, a
 * time phrase ending a clause, a title before a name ("doctor Khan").
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SENTENCES_OPENING_AFTER_A_STATEMENT: WriterCase[] = [
  // An order after what "be" says, or after a noun ending a place phrase.
  said("the bags are heavy carry them one at a time", "heavy. Carry them one at a time."),
  said("the slides are in the drive let me know what you think", "drive. Let me know what"),
  said("the form is ready have a look when you can", "ready. Have a look when you can."),
  said("the soup is too salty pour in some water", "too salty. Pour in some water."),
  said("the baby is asleep keep your voice down", "asleep. Keep your voice down."),
  said("the tickets are in my bag remind me to bring it", "my bag. Remind me to bring it."),
  said("the contract is long read page six first", "long. Read page six first."),
  said("the car is low on petrol fill it up on the way", "petrol. Fill it up on the way."),
  said(
    "the meeting notes are on the shared drive give them a quick read",
    "drive. Give them a quick read.",
  ),
  said("the new intern is shy say hello to her tomorrow", "shy. Say hello to her tomorrow."),
  said("grandma is in hospital send her some flowers", "hospital. Send her some flowers."),
  typed("the visa papers are complicated help me fill them in", "complicated. Help me fill"),
  said("the oven is still hot wait ten minutes", "still hot. Wait ten minutes."),
  said("the dog is hungry feed him before you go", "hungry. Feed him before you go."),
  said("my phone is dead call me on the landline", "dead. Call me on the landline."),
  typed(
    "the password is on a sticky note find it under the keyboard",
    "sticky note. Find it under the keyboard.",
  ),
  said("the exam is on monday revise chapters three and four", "Monday. Revise chapters"),
  said("the water here is safe drink as much as you like", "safe. Drink as much as you like."),
  typed("the cake is for tomorrow dont eat it", "tomorrow. Don't eat it."),
  said("the roads are icy drive slowly please", "icy. Drive slowly"),
  // A question word after the statement's object or predicate, in the write box.
  written("I called twice but nobody answered who else can I ask", "answered. Who else can I ask?"),
  written("the bill is wrong how do I fix it", "wrong. How do I fix it?"),
  written(
    "it says delivered but I have nothing where should I look",
    "nothing. Where should I look?",
  ),
  written(
    "the shop sent me the wrong size what should I do now",
    "wrong size. What should I do now?",
  ),
  written("my visa expires in march when can I renew it", "March. When can I renew it?"),
  written("the heating makes a loud noise why does it do that", "loud noise. Why does it do that?"),
  written("we have three rooms free which one do you want", "free. Which one do you want?"),
  written(
    "the package is at the post office how long will they keep it",
    "post office. How long will they keep it?",
  ),
  written("i lost my library card who do i talk to", "library card. Who do I talk to?"),
  written(
    "my son wants to learn the guitar where can we find a teacher",
    "guitar. Where can we find a teacher?",
  ),
  written(
    "the landlord raised the rent how much are you paying now",
    "rent. How much are you paying now?",
  ),
  written(
    "the new app is confusing how do you change the language",
    "confusing. How do you change the language?",
  ),
  written("the recipe needs fresh basil where do you buy yours", "basil. Where do you buy yours?"),
  written("my laptop screen is black what can I try", "black. What can I try?"),
  written(
    "your parcel is at my house when will you pick it up",
    "my house. When will you pick it up?",
  ),
  // "yes" or "no" answering after a thanks phrase.
  said("thanks for asking yes I can join", "asking. Yes, I can join."),
  written("thanks for the offer no I already have one", "offer. No, I already have one."),
  said("thanks for the invite yes we will be there", "invite. Yes, we will be there."),
  written(
    "thanks for checking no the parcel has not arrived",
    "checking. No, the parcel has not arrived.",
  ),
  written(
    "thank you for your message yes the room is still available",
    "message. Yes, the room is still available.",
  ),
  said("thanks for the reminder no I did not forget", "reminder. No, I did not forget."),
  said("thanks for letting me know yes friday works", "know. Yes, Friday works."),
  written(
    "thanks for the quick reply no we do not need the van",
    "reply. No, we do not need the van.",
  ),
  said("thanks a lot yes I got it", "Thanks a lot. Yes, I got it."),
  // A word of address before the first clause.
  said("sir I have sent the file", "Sir, I have sent the file."),
  said("madam your order is ready", "Madam, your order is ready."),
  said("doctor the pain is back", "Doctor, the pain is back."),
  said("teacher my son is sick today", "Teacher, my son is sick today."),
  said("officer my car was stolen last night", "Officer, my car was stolen"),
  said("professor the lab is locked", "Professor, the lab is locked."),
  typed("boss the client called again", "Boss, the client called again."),
  said("nurse my father needs some water", "Nurse, my father needs"),
  typed("mum the kettle is broken again", "Mum, the kettle is broken"),
  said("dad I will be late tonight", "Dad, I will be late tonight."),
  said("captain the passengers are on board", "Captain, the passengers are on board."),
  typed("guys the pizza is here", "Guys, the pizza is here."),
  said("coach we lost the match", "Coach, we lost the match."),
  // Thanks and a name at the end of the message.
  said("the keys are on the desk thanks Olu", "desk. Thanks, Olu."),
  said("let me know if anything is missing thanks Kemal", "missing. Thanks, Kemal."),
  written("the report is attached thanks Ingrid", "attached. Thank you, Ingrid."),
  said("see you at the station thanks Aiko", "station. Thanks, Aiko."),
  typed("the invoice is paid thanks Mateo", "paid. Thanks, Mateo."),
  said("I left the money under the mat thanks Siobhan", "mat. Thanks, Siobhan."),
  said("the food was delicious thank you Amara", "delicious. Thank you, Amara."),
  said("call me when you land thanks Dmitri", "land. Thanks, Dmitri."),
  typed("we got the photos thanks Wei", "photos. Thanks, Wei."),
  written("the room is booked for friday thanks Hannah", "Friday. Thank you, Hannah."),
  written("the keys are on the desk thanks Olu", "desk. Thank you, Olu."),
  // A noun subject after a time or a number.
  said("hi Priya the parcel came this morning the lid was broken", "morning. The lid was broken."),
  said("our flat is 3B the lift is on the left", "3B. The lift is on the left."),
  said("the bus leaves at 7 the ride takes two hours", "7. The ride takes two hours."),
  said("the shop opens at nine the queue starts at eight", "nine. The queue starts"),
  said("my flight lands at 6 the shuttle waits outside", "at 6. The shuttle waits outside."),
  said(
    "we moved in last month the neighbours are very friendly",
    "last month. The neighbours are very friendly.",
  ),
  said("the class finished at noon the kids were tired", "noon. The kids were tired."),
  said("the room costs 80 euros breakfast is extra", "80 euros. Breakfast is extra."),
  said("the party is on saturday the dress code is smart", "Saturday. The dress code is smart."),
  said("our table is number 12 the waiter knows us", "12. The waiter knows us."),
  said("I came home at midnight the door was open", "midnight. The door was open."),
  said(
    "the package arrived yesterday afternoon the box was wet",
    "yesterday afternoon. The box was wet.",
  ),
  said("my gate is B12 the flight is delayed", "B12. The flight is delayed."),
  said("we paid 300 dollars the repair took one day", "300 dollars. The repair took one day."),
  said("the train left at 8 the carriage was empty", "8. The carriage was empty."),
  // Near misses: one sentence each.
  said("we can ask Pedro to carry the heavy bags", "We can ask Pedro to carry the heavy bags."),
  said("let me know what time suits you", "Let me know what time suits you."),
  said("I know who called", "I know who called."),
  said("the man who answered was kind", "The man who answered was kind."),
  said("the room 3B key is on the hook", "The room 3B key is on the hook."),
  said("we land at 7 the next morning", "We land at 7 the next morning."),
  written("tell me how to fix it", "Tell me how to fix it."),
  said("the doctor said the pain is normal", "The doctor said the pain is normal."),
  said("the heavy bags are in the hall", "The heavy bags are in the hall."),
  said("nobody knows where the key is", "Nobody knows where the key is."),
  said("I asked how much it costs", "I asked how much it costs."),
  said("I wonder when the shop opens", "I wonder when the shop opens."),
  said("I said yes to the offer", "I said yes to the offer."),
  said("the form is ready to sign", "The form is ready to sign."),
  said("the keys are on the desk thanks to Olu", "The keys are on the desk thanks to Olu."),
  said("doctor Khan will see you now", "Doctor Khan will see you now."),
  said("mum said the kettle is broken", "Mum said the kettle is broken."),
  said("she showed me where the keys are", "She showed me where the keys are."),
  said("we meet at 7 every morning", "We meet at 7 every morning."),
  said("the bags are heavier than they look", "The bags are heavier than they look."),
  said("thank you for saying yes", "Thank you for saying yes."),
  written("yes please", "Yes, please."),
  written("thanks for the help yesterday", "Thank you for the help yesterday."),
  said("the nurse gave my father some water", "The nurse gave my father some water."),
  said("the officer asked where I live", "The officer asked where I live."),
  said("the kids were tired at noon", "The kids were tired at noon."),
];
