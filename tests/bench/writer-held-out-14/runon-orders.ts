/** Run-on dictations whose second clause is an order or a plea ("call me", "please send"). */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ORDERS: WriterCase[] = [
  {
    via: "write",
    say: "the invoice is attached please check the total",
    keep: [],
    punctuated: ["attached. Please check"],
  },
  {
    via: "write",
    say: "I am outside the building call me when you are ready",
    keep: [],
    punctuated: ["building. Call me"],
  },
  {
    via: "write",
    say: "the forms are due on Friday please send them to Anita",
    keep: ["Anita"],
    punctuated: ["Friday. Please send"],
  },
  {
    via: "write",
    say: "the car park will be closed on Monday make sure you come by bus",
    keep: [],
    punctuated: ["Monday. Make sure"],
  },
  {
    via: "voice",
    say: "your room is on the third floor take the lift on the left",
    keep: [],
    punctuated: ["floor. Take the lift"],
  },
  {
    via: "write",
    say: "the printer is out of toner order two more cartridges",
    keep: [],
    punctuated: ["toner. Order two"],
  },
  {
    via: "write",
    say: "the meeting is at ten bring your laptop",
    keep: [],
    punctuated: [". Bring your laptop"],
  },
  {
    via: "write",
    say: "the rice cooker is broken please buy new one",
    keep: [],
    punctuated: ["broken. Please buy"],
  },
  {
    via: "write",
    say: "the doctor wants a blood test come in before breakfast",
    keep: [],
    punctuated: ["test. Come in"],
  },
  {
    via: "write",
    say: "the door code changed it is now 4471 please remember to lock the door",
    keep: ["4471"],
    punctuated: ["4471. Please remember"],
  },
  {
    via: "write",
    say: "the storm is getting worse stay inside tonight",
    keep: [],
    punctuated: ["worse. Stay inside"],
  },
  {
    via: "write",
    say: "the fridge is empty pick up some milk on your way home",
    keep: [],
    punctuated: ["empty. Pick up"],
  },
  {
    via: "voice",
    say: "the baby is asleep please keep the music down",
    keep: [],
    punctuated: ["asleep. Please keep"],
  },
  {
    via: "write",
    say: "your order is on hold reply to this email with your new address",
    keep: [],
    punctuated: ["hold. Reply to this email"],
  },
  {
    via: "write",
    say: "the system will be down from eight to ten save your work before then",
    keep: [],
    punctuated: [". Save your work"],
  },
  {
    via: "write",
    say: "the new rules start on Monday read them before your next shift",
    keep: [],
    punctuated: ["Monday. Read them"],
  },
  {
    via: "write",
    say: "the parcel is at the post office pick it up before Saturday",
    keep: [],
    punctuated: ["office. Pick it up"],
  },
  {
    via: "write",
    say: "I will be late to the meeting start without me",
    keep: [],
    punctuated: ["meeting. Start without me"],
  },
  {
    via: "write",
    say: "the guests are coming at seven please prepare the table",
    keep: [],
    punctuated: [". Please prepare"],
  },
  {
    via: "write",
    say: "your password expires tomorrow change it today",
    keep: [],
    punctuated: ["tomorrow. Change it"],
  },
  {
    via: "reply",
    context: "Can I come to the warehouse on Thursday to collect the samples? Thanks, Beatriz",
    say: "yes Thursday is fine ask for Paulo at the front gate",
    keep: ["Paulo"],
    punctuated: ["Yes, Thursday is fine. Ask for Paulo"],
  },
];
