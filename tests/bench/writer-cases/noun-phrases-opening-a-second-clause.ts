/**
 * Run-on speech whose second clause opens with a noun phrase after a first
 * clause that ends on a noun, an adverb, a time or a number: a determiner's
 * phrase ("… the fence the doors open at seven"), a quantity ("most of the
 * guests", "half the office", "all our cousins", "no taxi"), a title and a
 * name ("… the contract Ms Abebe signed it"), and a pronoun with an adverb
 * before its verb, whose verb has its own object so it cannot describe the
 * noun before ("… my leave I finally get a holiday"). Said by people of many
 * first languages and walks of life. Beside them the near misses, which stay
 * one sentence: compounds whose last word could be a verb ("the pay slip",
 * "bus fares rose"), plurals with a plain verb ("the doors open at nine"),
 * clauses describing a noun ("the boiler we finally bought works"), a
 * quantity that is an object ("gave my sister half my salary") or floats
 * after its noun ("the teachers all want …"), and two objects of one verb.
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const NOUN_PHRASES_OPENING_A_SECOND_CLAUSE: WriterCase[] = [
  // A quantity opens the second clause: most, half, all, several, none, both, no, a lot of.
  said(
    "we sent two hundred invitations most of the guests replied already",
    "invitations. Most of the guests",
  ),
  said(
    "the printer is broken again half the office cannot print",
    "again. Half the office cannot print.",
  ),
  said(
    "my sister got married in Porto all our cousins came from Brazil",
    "Porto. All our cousins came",
  ),
  said(
    "the factory hired 40 new workers several of them come from Syria",
    "workers. Several of them come",
  ),
  said("we waited for an hour this morning no taxi came", "this morning. No taxi came."),
  typed("we baked 60 cookies for the sale most of them are gone", "sale. Most of them are gone."),
  said(
    "the storm hit the coast last night many houses have no power",
    "last night. Many houses have no power.",
  ),
  said(
    "we interviewed ten people on Monday none of them speaks German",
    "Monday. None of them speaks",
  ),
  said("I invited the whole class both teachers said yes", "class. Both teachers said yes."),
  said(
    "the company closed two offices in 2023 some of the staff moved to Berlin",
    "2023. Some of the staff moved",
  ),
  said(
    "my brother bought three shirts online each shirt cost twenty dollars",
    "online. Each shirt cost",
  ),
  said(
    "we collected 300 euros for the school half the money goes to the library",
    "school. Half the money goes",
  ),
  said(
    "the hotel was full at Easter a lot of guests slept in the lobby",
    "Easter. A lot of guests slept",
  ),
  said(
    "the river flooded the fields again all the sheep are safe",
    "again. All the sheep are safe.",
  ),
  said("I tried five shops today every one of them was closed", "today. Every one of them was"),
  said(
    "the bus drivers are on strike tomorrow most schools will stay closed",
    "tomorrow. Most schools will",
  ),
  said(
    "the class has thirty students this year many of them are from Ukraine",
    "this year. Many of them are",
  ),
  said(
    "my aunt cooked for twenty people on Sunday plenty of food was left over",
    "Sunday. Plenty of food was",
  ),
  said("the heating was off all weekend a few pipes froze", "all weekend. A few pipes froze."),
  typed(
    "the landlord increase the rent again all the tenants are angry",
    "again. All the tenants are angry.",
  ),
  // A title and a name opens it.
  keeping(
    ["Dr Ferreira"],
    said(
      "the scan came back this morning Dr Ferreira still wants a second one",
      "this morning. Dr Ferreira still wants",
    ),
  ),
  keeping(
    ["Ms Abebe"],
    said(
      "the lawyer read the contract Ms Abebe signed it this morning",
      "the contract. Ms Abebe signed it",
    ),
  ),
  keeping(
    ["Mr Tanaka"],
    typed("the meeting is at 10 Mr Tanaka will join online", "at 10. Mr Tanaka will join"),
  ),
  keeping(
    ["Mrs Oduya"],
    said("our teacher is sick this week Mrs Oduya takes the class", "this week. Mrs Oduya takes"),
  ),
  keeping(
    ["Prof Müller"],
    said("I emailed the dean twice Prof Müller answered in the end", "twice. Prof Müller answered"),
  ),
  keeping(
    ["Dr Novak"],
    said(
      "we finished the tests at noon Dr Novak will read them tonight",
      "noon. Dr Novak will read",
    ),
  ),
  keeping(
    ["Mr Byrne"],
    said("the boiler broke in January Mr Byrne fixed it for free", "January. Mr Byrne fixed it"),
  ),
  // A pronoun and an adverb before its verb, whose verb has an object of its own.
  said("the boss approved my leave I finally get a holiday", "my leave. I finally get a holiday."),
  said("my neighbour repaired the fence he even painted it", "the fence. He even painted it."),
  said(
    "the council cleaned the park they finally removed the old benches",
    "the park. They finally removed",
  ),
  typed("the vet checked the cat she only needs some drops", "the cat. She only needs some drops."),
  said("we sold the old car we already bought a new one", "old car. We already bought a new one."),
  said(
    "my mum found the photos she really loves the one from the beach",
    "the photos. She really loves",
  ),
  said(
    "the kids cleaned their room they even made the beds",
    "their room. They even made the beds.",
  ),
  said(
    "I called the landlord he never returns my calls",
    "the landlord. He never returns my calls.",
  ),
  said(
    "the teacher marked the essays she always writes long comments",
    "the essays. She always writes",
  ),
  // A determiner's phrase whose plural takes a plain verb, or whose compound stays whole.
  said("the concert starts at eight the doors open at seven", "at eight. The doors open at seven."),
  said("we finished the report at midnight my eyes still hurt", "midnight. My eyes still hurt."),
  said(
    "the package weighs 12 kilos the post office charges extra",
    "kilos. The post office charges extra.",
  ),
  said(
    "we moved to a bigger flat last spring the kids love their new rooms",
    "last spring. The kids love their",
  ),
  said(
    "the new manager started on Monday the staff like her already",
    "Monday. The staff like her",
  ),
  typed("the festival is in July the tickets cost 80 euros", "July. The tickets cost 80 euros."),
  said("we repaired the roof in October the walls still leak", "October. The walls still leak."),
  said(
    "the market is open on Saturdays the farmers sell fresh eggs",
    "Saturdays. The farmers sell fresh eggs.",
  ),
  said("the prices went up again my wages stay the same", "again. My wages stay the same."),
  said(
    "I checked the post this morning the gas bill went up again",
    "this morning. The gas bill went up again.",
  ),
  said(
    "we came back from holiday on Friday the bus fares rose again",
    "Friday. The bus fares rose again.",
  ),
  said(
    "I opened the envelope at work the pay slip was missing",
    "at work. The pay slip was missing.",
  ),
  said(
    "it rained all afternoon the tennis match ended late",
    "all afternoon. The tennis match ended late.",
  ),
  // Other first languages: articles, tenses and agreement as learners say them.
  said("yesterday I go to hospital the nurse give me some tablets", "hospital. The nurse"),
  said("my son have exam at nine the school is very far", "at nine. The school is very far."),
  said("I am working in this company since 2019 my boss is very strict", "2019. My boss is"),
  said("we buy the tickets already the train is at 6:30", "already. The train is at 6:30."),
  typed("my phone is broken since Tuesday my sister lend me her old one", "Tuesday. My sister"),
  typed("i send the documents last week the office never answer me", "last week. The office never"),
  said("the rent is 750 a month the bills are extra", "a month. The bills are extra."),
  said("the course costs 400 pounds the books are included", "pounds. The books are included."),
  said("my shift ends at 11 the last bus goes at 11:20", "at 11. The last bus goes"),
  said("the doctor is in on Tuesdays the nurse does the blood tests", "Tuesdays. The nurse does"),

  // Near misses: one sentence. Compounds whose last word could be a verb.
  said("the water bill went up again", "The water bill went up again."),
  said("train tickets cost more now", "Train tickets cost more now."),
  said("my left knee hurts when it rains", "My left knee hurts when it rains."),
  said("the pay slip is missing from the envelope", "The pay slip is missing from the envelope."),
  said("the tennis match ended late", "The tennis match ended late."),
  said("bus fares rose again this year", "Bus fares rose again this year."),
  said("the heating bill is higher this year", "The heating bill is higher this year."),
  said("the price rise starts in May", "The price rise starts in May."),
  said("our energy prices doubled last winter", "Our energy prices doubled last winter."),
  said("the car park fills up by eight", "The car park fills up by eight."),
  said("the visa process takes months", "The visa process takes months."),
  said("the match tickets sold out in an hour", "The match tickets sold out in an hour."),
  said("the exam papers arrive next week", "The exam papers arrive next week."),
  // Plurals and quantities with their own verb.
  said("the doors open at nine", "The doors open at nine."),
  said("all the shops close early on Sundays", "All the shops close early on Sundays."),
  said("most of the staff left early", "Most of the staff left early."),
  said("half the kids in my class have the flu", "Half the kids in my class have the flu."),
  said("two of my colleagues left the company", "Two of my colleagues left the company."),
  said("the teachers all want a raise", "The teachers all want a raise."),
  said("my parents both work nights", "My parents both work nights."),
  // Clauses that describe a noun.
  said("the cake we ordered is ready", "The cake we ordered is ready."),
  said("the man my sister married is from Lyon", "The man my sister married is from Lyon."),
  said("all the people I invited came", "All the people I invited came."),
  said("the phone charger my son lost was new", "The phone charger my son lost was new."),
  said("the dog my neighbours adopted barks all night", "The dog my neighbours adopted barks"),
  said("every student I asked said the same", "Every student I asked said the same."),
  said("the party the neighbours threw lasted till three", "The party the neighbours threw lasted"),
  said("the boiler we finally bought works well", "The boiler we finally bought works well."),
  said(
    "the shoes she always wears are falling apart",
    "The shoes she always wears are falling apart.",
  ),
  said(
    "the house my grandparents built still stands",
    "The house my grandparents built still stands.",
  ),
  said(
    "the noise the neighbours make keeps me awake",
    "The noise the neighbours make keeps me awake.",
  ),
  // A quantity that is an object, and two objects of one verb.
  said("the kids ate half the cake", "The kids ate half the cake."),
  said("I gave my sister half my salary", "I gave my sister half my salary."),
  said("we sold most of the tickets online", "We sold most of the tickets online."),
  said("we gave the kids the old laptop", "We gave the kids the old laptop."),
  said("I sent my landlord the photos yesterday", "I sent my landlord the photos yesterday."),
  said("we showed the new nurses the ward", "We showed the new nurses the ward."),
  said("the shop gave every customer a free bag", "The shop gave every customer a free bag."),
  said("the teacher gave each student a book", "The teacher gave each student a book."),
  typed("she made her son a birthday cake", "She made her son a birthday cake."),
];
