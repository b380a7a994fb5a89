/**
 * A sentence that is no statement, an order or a question, opening right
 * after a complete statement ("the floor is wet use the back door", "the
 * oven is broken can you call the landlord"), said by people of many walks
 * of life and first languages; with near misses where the word before leads
 * into the order or the question ("they let it cool", "we asked what time
 * the class starts"), which stay whole. Written before the fix.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT: WriterCase[] = [
  // Orders.
  // After what "here is" or "there is" points at, or an object and its preposition's phrase.
  said("here are the receipts from the hotel let me know if one is missing", "hotel. Let me know"),
  written("here is the new rota for March check your shifts", "new rota for March. Check your"),
  typed("there is a parcel for you at the desk pick it up today", "desk. Pick it up today."),
  said("I moved the meeting to the big room tell me if that works", "big room. Tell me if"),
  said("here is the menu let me know what you want", "menu. Let me know what"),
  said("the floor in the kitchen is wet use the back door", "wet. Use the back door."),
  written("the gate code changed enter the new one from Monday", "changed. Enter the new one"),
  typed("the video is too big try the shared drive", "too big. Try the shared drive."),
  said("the soup is very hot let it cool first", "very hot. Let it cool first."),
  written("the doctor wants blood tests do not eat after midnight", "tests. Do not eat after"),
  said("the boxes are heavy get Tariq to carry them", "heavy. Get Tariq to carry them."),
  said("we leave very early remember your passport", "early. Remember your passport."),
  written("my phone battery died call me on the landline", "died. Call me on the landline."),
  typed("the printer upstairs is broken print it downstairs", "broken. Print it downstairs."),
  said("the bus never comes on time take a taxi", "on time. Take a taxi."),
  said("the baker closes at six buy the bread before", "six. Buy the bread before."),
  said("the baby just fell asleep keep your voice down", "asleep. Keep your voice down."),
  written("the roads are icy this morning drive slowly", "this morning. Drive slowly."),
  typed("the meeting room is booked use the kitchen instead", "booked. Use the kitchen instead."),
  said("the parcel arrived yesterday open it after school", "yesterday. Open it after school."),
  said("the form has two pages sign both of them", "two pages. Sign both of them."),
  said("the water tastes strange boil it first", "strange. Boil it first."),
  written("the office is closed on Friday please work from home", "Friday. Please work from home."),
  written("grandma is very tired don't stay too long", "tired. Do not stay too long."),
  said("the lift is out of order walk up to the third floor", "of order. Walk up to"),
  typed("the password expired reset it from the login page", "expired. Reset it from the login"),
  said("the milk went off throw it away", "went off. Throw it away."),
  said("the kids are hungry make them some pasta", "hungry. Make them some pasta."),
  written("our flight got delayed pick us up at nine instead", "delayed. Pick us up at"),
  said("the new manager starts on Monday show her the building", "Monday. Show her the building."),
  written("the rent is due next week send the money to my account", "next week. Send the money"),
  said("the cat keeps crying feed her", "crying. Feed her."),
  said("the printer has no paper put some in the tray", "no paper. Put some in the tray."),
  // Questions, in the write box.
  written("the invoice shows three nights is that right", "nights. Is that right?"),
  written("the train is late again what time does your class start", "again. What time does your"),
  written("the oven is broken can you call the landlord", "broken. Can you call the landlord?"),
  written("the pharmacy closes at six do you need anything", "six. Do you need anything?"),
  written("the meeting moved where should we meet now", "moved. Where should we meet now?"),
  written(
    "the wifi is down again did you restart the router",
    "again. Did you restart the router?",
  ),
  written("my son has a fever should I keep him home", "fever. Should I keep him home?"),
  written("the report is finished will you read it tonight", "finished. Will you read it tonight?"),
  written("the restaurant is full could we eat at your place", "full. Could we eat at your place?"),
  written("the car needs a service when are you free", "service. When are you free?"),
  written("the tickets are expensive who is paying", "expensive. Who is paying?"),
  written("the printer is jammed how do I open it", "jammed. How do I open it?"),
  written("the package is still not here has it been sent", "here. Has it been sent?"),
  written("the plumber came this morning are the pipes fixed now", "morning. Are the pipes fixed"),
  written("the shop sells two models which one is cheaper", "models. Which one is cheaper?"),
  written("the landlord called yesterday does he want the rent early", "yesterday. Does he want"),
  written("your mother phoned twice is everything all right", "twice. Is everything all right?"),
  written("the museum opens at ten shall we go together", "ten. Shall we go together?"),
  written("the kids finished their homework can they play outside", "homework. Can they play"),
  written("the new phone arrived why is the box open", "arrived. Why is the box open?"),
  written("the contract ends in June would you like to renew it", "June. Would you like to renew"),
  written("the bread is stale what should I do with it", "stale. What should I do with it?"),
  written("Amina lost her keys have you seen them", "keys. Have you seen them?"),
  written("the heater makes a loud noise is it safe", "noise. Is it safe?"),
  written(
    "the doctor changed my pills how often do I take them",
    "pills. How often do I take them?",
  ),
  written("the bank sent a letter what does it mean", "letter. What does it mean?"),
  // Near misses: the word before leads into the order or the question.
  said("we asked what time the class starts", "We asked what time the class starts."),
  said("I know where the spare key is", "I know where the spare key is."),
  said("they let it cool on the window", "They let it cool on the window."),
  said("I made him try the shared drive", "I made him try the shared drive."),
  said("the nurse told me not to eat", "The nurse told me not to eat."),
  written("she wonders if that is right", "She wonders if that is right."),
  written("help me carry the boxes", "Help me carry the boxes."),
  said("we saw him leave the office early", "We saw him leave the office early."),
  said("I heard them open the gate", "I heard them open the gate."),
  written("my manager asked when we can start", "My manager asked when we can start."),
  written("nobody knows why the box is open", "Nobody knows why the box is open."),
  written("I am not sure which one is cheaper", "I am not sure which one is cheaper."),
  said("the guide showed us how to open it", "The guide showed us how to open it."),
  said("the soup needs to cool first", "The soup needs to cool first."),
  written("I wonder what time the shop closes", "I wonder what time the shop closes."),
  said("he made the kids eat their vegetables", "He made the kids eat their vegetables."),
  said("we watched the team play", "We watched the team play."),
  said("the teacher had us write a story", "The teacher had us write a story."),
  // An order joined to the next by "and" ("come and see it") is an order of its own.
  said("the puppies are in the garden come and see them", "garden. Come and see them"),
  typed("the soup is hot come and eat", "hot. Come and eat"),
  said("we will come and visit you", "We will come and visit you."),
  // A code or a figure is what an order acts on.
  said("the door code is new enter 2580 at the gate", "new. Enter 2580 at the gate"),
  typed("the wifi changed use 8812 for the guest network", "changed. Use 8812 for"),
  // "is that right" after an object asks of it; the object is no subject of that "is".
  said("I paid the deposit is that okay", "deposit. Is that okay?"),
  typed("the quote shows a cleaning fee is that normal", "fee. Is that normal?"),
  written("my payslip shows two deductions is this correct", "deductions. Is this correct?"),
  // "order" opens an order as "book" and "buy" do.
  said("order 20 chairs for the hall the party is on Saturday", "hall. The party is on Saturday."),
  typed("order six cartridges the printer uses the black ones", "cartridges. The printer uses"),
  written("my order 14 is late", "My order 14 is late."),
  // A be-question ending on what it asks of its noun, then a clause of its own.
  said("is the car ready we want to leave", "ready? We want to leave."),
  typed("was the food good we plan to go back", "good? We plan to go back."),
  written("are the tickets cheap they want to know", "cheap? They want to know."),
  said("this is the sofa we want to sell", "This is the sofa we want to sell."),
  // After an answer set off by a comma, the order is read from its own first word.
  said("yes please print it the client wants a paper copy", "print it. The client wants"),
  typed("no worries send it later the office is closed today", "later. The office is closed"),
  written("sure please update it the team needs the numbers", "update it. The team needs"),
  said("the problem is that all the forms are old", "The problem is that all the forms are old."),
];
