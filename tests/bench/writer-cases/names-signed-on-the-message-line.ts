/**
 * Replies to a message typed on one line, its sender's name signed at the end
 * of that line ("… before Thursday? Thanks, Ingrid", "… today? Obinna"): the
 * reply greets them by first name, as it does when the name has a line of its
 * own. Near misses: a last sentence that ends in a place or a day, thanks
 * with no name, a question with no name.
 */
import { keeping, replied } from "./builders";
import type { WriterCase } from "./writer-case";

/** A reply to `context` that must greet `name`. */
const greets = (name: string, say: string, context: string): WriterCase =>
  keeping([name], replied(say, context, `Hello ${name},`));

/** A reply to `context` that names no one in its greeting. */
const greetsNoOne = (say: string, context: string): WriterCase => replied(say, context, "Hello,");

export const NAMES_SIGNED_ON_THE_MESSAGE_LINE: WriterCase[] = [
  greets(
    "Ingrid",
    "thanks I will send them tomorrow",
    "Could you send the slides before Thursday? Thanks, Ingrid",
  ),
  greets(
    "Tomasz",
    "yes we will come",
    "We would love to see you at the opening on 3 May. Kind regards, Tomasz Wójcik",
  ),
  greets(
    "Obinna",
    "yes it is ready you can come after four",
    "Is the car ready for pickup today? Obinna",
  ),
  greets("Mei", "see you there", "See you at the fair. Cheers, Mei"),
  greets(
    "Rashid",
    "no problem I will bring it on monday",
    "Can you bring the projector on Monday? Thanks, Rashid",
  ),
  greets(
    "Lucía",
    "of course the room is booked",
    "Hola, did you book the room for the team? Gracias. Best, Lucía",
  ),
  greets(
    "Sven",
    "sure I can move it to friday",
    "Could we move our call to Friday? Best regards, Sven Olsen",
  ),
  greets("Aiko", "thank you the parcel arrived this morning", "Did my parcel arrive yet? Aiko"),
  greets(
    "Chidi",
    "yes we still have two places",
    "Are there any places left on the course? Regards, Chidi Okeke",
  ),
  greets(
    "Fatima",
    "thanks for letting me know",
    "I will be late tomorrow because of the doctor. Fatima",
  ),
  greets("Pavel", "great news congratulations", "We signed the contract today! Cheers, Pavel"),
  greets("Ana", "yes the invoice is paid", "Hi, was the invoice for October paid? Thank you, Ana"),
  greets("Kwame", "I can meet at three", "When can we meet to go over the budget? Kwame Mensah"),
  greets("Hye-jin", "the key is at the front desk", "Where can I pick up the key? Thanks, Hye-jin"),
  greets(
    "Giulia",
    "we open at nine on saturday",
    "What time do you open on Saturday? Many thanks, Giulia Bianchi",
  ),
  greets(
    "Rahul",
    "yes please send it today",
    "Should I send the report today or tomorrow? Best, Rahul",
  ),
  greets(
    "Olga",
    "sorry we are full that weekend",
    "Do you have a room for two on the 14th? Best wishes, Olga",
  ),
  greets("Tariq", "thanks I got the files", "I uploaded the files to the shared folder. Tariq"),
  greets("Camille", "yes the dog can come too", "Can I bring my dog to the picnic? Merci! Camille"),
  greets("Joao", "the meeting is in room 4", "Which room is the meeting in? Thanks Joao"),
  greets(
    "Nadia",
    "we will fix it this week",
    "The heater in flat 3 is broken again. Please help. Nadia",
  ),
  greets(
    "Bogdan",
    "I will check and call you back",
    "My order has not arrived yet, can you check? Regards, Bogdan",
  ),
  greets("Amara", "happy birthday to you too", "Thanks for the lovely card! Warm regards, Amara"),
  greets("Lars", "the price is 40 euros", "How much is the bike? Lars"),
  greets(
    "Siobhan",
    "yes I can cover your shift",
    "Can someone cover my shift on Sunday? Thanks so much. Siobhan",
  ),
  greets("Wei", "no worries see you next week", "Sorry I missed the class today. Wei"),
  greets(
    "Esperanza",
    "the bus leaves at eight",
    "What time does the bus leave for the trip? Saludos, Esperanza",
  ),
  greets(
    "Dmitri",
    "yes the results are ready",
    "Are my test results ready? Best regards, Dmitri Ivanov",
  ),
  greets(
    "Yusuf",
    "thank you we received the payment",
    "I paid the deposit this morning. Kind regards, Yusuf",
  ),
  greets("Priya", "the budget deck is ready", "Hi Ann, is the budget deck ready? Thanks, Priya"),
  greets("Hannah", "I can do tuesday", "Which day works for the interview? Talk soon, Hannah"),
  greets("Kofi", "yes bring the whole family", "Can I bring my family to the barbecue? Kofi"),
  greets("Marta", "the school is closed on monday", "Is the school open on Monday? Marta"),
  greets(
    "Ingrid",
    "I will send the slides tonight",
    "Could you send the slides before Thursday?\nThanks, Ingrid",
  ),
  greets("Obinna", "yes it is ready", "Is the car ready for pickup today?\nObinna"),
  greets("Ravi", "we will start at ten", "When do we start tomorrow? Thanks! Ravi"),
  greets(
    "Elif",
    "your table is booked for eight",
    "Please book a table for eight people. Teşekkürler, Elif",
  ),
  greets(
    "Mateo",
    "thanks the photos are great",
    "Here are the photos from the wedding. Cheers Mateo",
  ),
  greets("Zanele", "yes we deliver on sundays", "Do you deliver on Sundays? Zanele Dube"),
  greets("Hiroshi", "I fixed the link", "The link in your email does not work. Best, Hiroshi"),
  greets("Ingrid", "yes I will", "Could you send the slides by noon? Thanks in advance, Ingrid"),
  greets("Sipho", "no problem at all", "Sorry for the late reply. Thanks again, Sipho"),
  greets("Anneke", "the form is attached", "Where can I find the form? - Anneke"),
  greets(
    "Dr. Okafor",
    "the results are ready",
    "Please tell me when my results are ready. Yours sincerely, Dr. Amara Okafor",
  ),
  greets("Ruth", "I will call you tonight", "Please call me when you can. Love, Ruth"),
  greetsNoOne("ok see you there", "We will meet in Madrid."),
  greetsNoOne("great", "Thanks, see you soon."),
  greetsNoOne("yes it is", "Is the car ready for pickup today?"),
  greetsNoOne("yes I can come", "The party is on Friday. Monday"),
  greetsNoOne("thanks for the update", "I moved to Lisbon. Porto was too expensive."),
  greetsNoOne("sounds good", "The train arrives in Berlin at noon. See you there."),
  greetsNoOne("ok thanks", "Please pay the invoice by Friday."),
  greetsNoOne("see you then", "Let's meet at the station. Bye"),
  greetsNoOne("no problem", "Thanks again for your help. Thanks"),
  greetsNoOne("yes the shop is open", "Is the shop in Nairobi open on Sunday?"),
  greetsNoOne("I will be there", "The meeting is moved to Tuesday. Thanks!"),
  greetsNoOne("sure", "Could you call me back? Cheers"),
];
