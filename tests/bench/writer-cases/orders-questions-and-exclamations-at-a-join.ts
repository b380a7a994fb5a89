/**
 * An order after a statement that ends on a duration, an amount, a date or
 * a time; orders in the office verbs that are also nouns ("text me", "email
 * the team"); a clause said without its "it" after an order; a statement
 * after a question; a learner's question after a statement; and "how"
 * exclaiming rather than asking. With near misses that must stay as they are.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_QUESTIONS_AND_EXCLAMATIONS_AT_A_JOIN: WriterCase[] = [
  written("the ferry takes 40 minutes book early", "40 minutes. Book early."),
  written("the visa takes 2 weeks apply early", "2 weeks. Apply early."),
  said("the flight lasts 3 hours bring a book", "3 hours. Bring a book."),
  written(
    "the cleaning takes about 20 minutes wait in the lobby",
    "20 minutes. Wait in the lobby.",
  ),
  written(
    "the training starts on monday the 10th sign up before friday",
    "Monday the 10th. Sign up before Friday.",
  ),
  written("the shop closes at 6 come before 5", "at 6. Come before 5."),
  written("the deadline is march 31st send everything before that", "March 31st. Send everything"),
  written("the ticket costs 12 euros pay at the machine", "12 euros. Pay at the machine."),
  written("around 5ish works for me text me when you leave", "for me. Text me when you leave."),
  said("i am at the station text me when you arrive", "station. Text me when you arrive."),
  written("the build takes 10 minutes ping me when it is done", "10 minutes. Ping me when"),
  written("the file is too big email me the link", "too big. Email me the link."),
  written("the client is waiting message the team", "waiting. Message the team."),
  written("text me when you leave", "Text me when you leave."),
  written("email me the file", "Email me the file."),
  written("text messages are free", "Text messages are free."),
  written("email addresses are not case sensitive", "Email addresses are not case sensitive."),
  written("she will email me the file tomorrow", "She will email me the file tomorrow."),
  written(
    "we sent a text message to all the clients",
    "We sent a text message to all the clients.",
  ),
  written(
    "please bring your passport is mandatory",
    "Please bring your passport. It is mandatory.",
  ),
  written("please check the invoice again was wrong last time", "again. It was wrong last time."),
  written("please keep the receipt is important", "receipt. It is important."),
  written("is there parking at the office i come by car", "office? I come by car."),
  written("is the conference room free we need it at 3", "free? We need it at 3."),
  said("is there a printer on this floor mine is broken", "floor? Mine is broken."),
  written("do you have a charger my phone is dead", "charger? My phone is dead."),
  written("is there wifi in the lobby i need to send an email", "lobby? I need to send"),
  written("the car is still broken what happen", "broken. What happen?"),
  written("the mechanic called how much cost the repair", "called. How much cost the repair?"),
  written("the bill we already paid why you send reminder", "paid. Why you send reminder?"),
  written("my order is late where is my package", "late. Where is my package?"),
  written("the internet is down again what happen", "again. What happen?"),
  said("the rent we paid already why they call", "already. Why they call?"),
  written("the internet is slow what you think", "slow. What you think?"),
  said("the meeting was cancelled what we do now", "cancelled. What we do now?"),
  written("i know what happened", "I know what happened."),
  written("i liked the cake what you made", "I liked the cake what you made."),
  written("i will give you what you need", "I will give you what you need."),
  written("i have seen what you do", "I have seen what you do."),
  written("is there a bank around here i need cash", "around here? I need cash."),
  written("i asked him how much it costs", "I asked him how much it costs."),
  written("how kind of them to send flowers", "How kind of them to send flowers!"),
  written("how nice to see you", "How nice to see you!"),
  written("how lucky we are", "How lucky we are!"),
  written("how beautiful it is here", "How beautiful it is here!"),
  written("how kind of you", "How kind of you!"),
  written("how kind is he", "How kind is he?"),
  written("how old is your son", "How old is your son?"),
  written("how long you stay in berlin", "How long you stay in Berlin?"),
  written("how much is the ticket", "How much is the ticket?"),
];
