/**
 * A subject and its finite verb starting a clause right after a complete
 * one, said with no pause: names with or without a title ("the call ran over
 * Pedro missed his bus"), noun phrases with an adverb before their verb or a
 * phrase after their noun ("the new one still does not work", "pupils with
 * late buses may leave early"), a clause ending on an adjective, a particle,
 * a number or a list ("the results are in sales are up"), and pronouns after
 * "so" or "very" and an adjective. Near misses keep a name or a phrase that
 * is an object, a clause led into or a clause after "so … (that)".
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

/** Kept whole: no clause starts inside it. */
const whole = (say: string, sentence: string): WriterCase => said(say, sentence);

export const SUBJECTS_AFTER_A_COMPLETE_CLAUSE: WriterCase[] = [
  // Names, with or without a title, one or two words.
  said("the call ran over Pedro missed his bus", "over. Pedro missed"),
  said("the scan came back clear Dr Nakamura wants a follow-up in May", "clear. Dr"),
  said("the heater stopped working Ana Lucia thinks it is the fuse", "working. Ana Lucia thinks"),
  typed("the flight landed late Oluwaseun is waiting at the gate", "late. Oluwaseun is waiting"),
  said("the shop was closed Mrs Okafor will open it tomorrow", "closed. Mrs"),
  said("the meeting is over Fatima sent the notes", "over. Fatima sent"),
  typed("we finished the report Giovanni still has to check it", "the report. Giovanni still has"),
  said("the kids are asleep Siobhan went out for milk", "asleep. Siobhan went"),
  said("the printer is broken again Mr Dubois already called the technician", "again. Mr"),
  typed("the lesson was cancelled Mei Ling never got the message", "cancelled. Mei Ling never got"),
  said("the bread is fresh Tomasz baked it at five", "fresh. Tomasz baked"),
  said("my car would not start Kofi gave me a lift", "start. Kofi gave"),
  typed("the form is ready Ms Haddad needs to sign it", "ready. Ms"),
  said("the rent went up Javier wants to move out", "up. Javier wants"),
  said("the water is cold Priya forgot to switch on the boiler", "cold. Priya forgot"),
  typed("the train was full Lars stood the whole way", "full. Lars stood"),
  said("the cake is gone Amara ate the last piece", "gone. Amara ate"),
  said("the lights went out Chen Wei found a torch", "out. Chen Wei found"),
  typed("the quiz was hard Nadia got nine out of ten", "hard. Nadia got"),
  said("the invoice was wrong Beatriz now sends a new one", "wrong. Beatriz now sends"),
  // Noun phrases with an adverb before the verb or a phrase after the noun.
  said("I replaced the battery the new one still does not work", "battery. The new one still"),
  said("the timetable changed pupils with late buses may leave early", "changed. Pupils with late"),
  typed("I checked the router one of the cables is loose", "router. One of the cables is"),
  said("we fixed the network both printers now work", "network. Both printers now work"),
  said("the storm passed the old fence somehow survived", "passed. The old fence somehow"),
  typed("the lift is fixed people with heavy bags can use it again", "fixed. People with heavy"),
  said("I washed the car the back seat still smells", "car. The back seat still smells"),
  said("we cleaned the kitchen two of the chairs are broken", "kitchen. Two of the chairs"),
  typed("the party was great most of the guests stayed late", "great. Most of the guests"),
  said("the sale started the shoes in the window already sold out", "started. The shoes in the"),
  said("I updated the app the login screen also looks different", "app. The login screen also"),
  said("the report is done the section on costs still needs work", "done. The section on costs"),
  said("the bus was late the driver with the red cap always stops here", "late. The driver with"),
  typed("the shop reopened each of the staff got a bonus", "reopened. Each of the staff got"),
  said("the power is back the fridge in the garage still beeps", "back. The fridge in the garage"),
  // After a clause ending on an adjective, a particle, a number or a list.
  said("the results are in sales are up", "in. Sales are up"),
  said("we need rice beans and onions the market closes at six", "onions. The market closes"),
  said("the total is 340 the rest is due in May", "340. The rest"),
  typed("the room is tidy the guests arrive at noon", "tidy. The guests arrive"),
  said("the heating is on windows stay closed", "on. Windows stay closed"),
  said("the fee is 25 euros parking is free", "euros. Parking is free"),
  typed("my score was 87 the pass mark is 60", "87. The pass mark"),
  said("the kids are outside dinner is almost ready", "outside. Dinner is almost ready"),
  said("we bought milk eggs and butter the bread was sold out", "butter. The bread was"),
  typed("the soup is too salty the rice tastes fine", "salty. The rice tastes"),
  said("the garden is lovely the roses are out", "lovely. The roses"),
  said("the price went down tickets cost 15 now", "down. Tickets cost"),
  typed("the gym is open staff work until ten", "open. Staff work"),
  said("the flat is on floor 3 the lift is broken", "3. The lift"),
  said("the bill came to 64 dollars tips are not included", "dollars. Tips are not"),
  typed("the tea is hot milk is in the fridge", "hot. Milk is in the fridge"),
  said("the forms are ready three of them need a stamp", "ready. Three of them need"),
  said("the children were tired and hungry the trip took six hours", "hungry. The trip took"),
  // Pronouns after a clause with an adverb, or "so" or "very" before an adjective.
  said("they were under the sofa I feel so stupid", "sofa. I feel so stupid"),
  said("the exam went really well I am very happy", "well. I am very happy"),
  typed("the hotel was very clean we loved it", "clean. We loved it"),
  said("the bus came early we almost missed it", "early. We almost missed"),
  said("my back hurts badly I cannot lift anything", "badly. I cannot"),
  typed("the team played brilliantly they deserve the cup", "brilliantly. They deserve"),
  said("the kids behaved quite well they ate everything", "well. They ate"),
  said("the weather was really awful we stayed inside", "awful. We stayed"),
  typed("the car drives very smoothly she loves it", "smoothly. She loves"),
  said("the shop is pretty far he takes the bus", "far. He takes"),
  said("the lesson finished quite late they were tired", "late. They were tired"),
  typed("the cake looks really good I want a piece", "good. I want"),
  said("the baby slept peacefully I finally read my book", "peacefully. I finally read"),
  said("the interview went fine I think they liked me", "fine. I think they liked me"),
  typed("the app is too slow I gave up", "slow. I gave up"),
  said("my English is not so good I am still learning", "good. I am still"),
  said("the road was extremely icy we drove slowly", "icy. We drove slowly"),
  // Near misses: a name or a phrase that is an object, a clause led into, "so … (that)".
  whole("we met Ana Lucia yesterday", "We met Ana Lucia yesterday."),
  whole("I remember the day Pedro left", "I remember the day Pedro left."),
  whole("I told Pedro the bus was late", "I told Pedro the bus was late."),
  whole("we visited Dr Nakamura on Friday", "Nakamura on Friday."),
  whole("the photo Fatima took is lovely", "The photo Fatima took is lovely."),
  whole("my friend Kofi lives in Accra", "My friend Kofi lives in Accra."),
  whole("we gave Amara the keys", "We gave Amara the keys."),
  whole("I think the new one works", "I think the new one works."),
  whole("the new one still does not work", "The new one still does not work."),
  whole("pupils with late buses may leave early", "Pupils with late buses may leave early."),
  whole("one of the cables is loose", "One of the cables is loose."),
  whole(
    "I know the printer in the hall never works",
    "I know the printer in the hall never works.",
  ),
  whole("the results are in the folder", "The results are in the folder."),
  whole("rice beans and onions are cheap", "onions are cheap."),
  whole("the total is 340 euros", "The total is 340 euros."),
  whole("the lights are off in the hall", "The lights are off in the hall."),
  whole("the film was so long we fell asleep", "The film was so long we fell asleep."),
  whole("I was so tired I went to bed", "I was so tired I went to bed."),
  whole("I feel so stupid", "I feel so stupid."),
  whole("she spoke so quietly nobody heard her", "She spoke so quietly nobody heard her."),
];
