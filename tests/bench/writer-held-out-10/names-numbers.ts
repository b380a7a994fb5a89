/**
 * Names and numbers: dates, times, money, phone numbers, codes and addresses
 * in the forms people say them, and names from many languages; `keep` holds
 * exactly how each must appear.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { kept } from "./cases";

export const NAMES_NUMBERS: WriterCase[] = [
  kept("write", "my phone number is +48 601 234 567 call me any time", ["+48 601 234 567"]),
  kept("chat", "the meeting is on 14 March 2027 at 10:30", ["14 March 2027", "10:30"]),
  kept("write", "the total comes to €1,249.99 including VAT", ["€1,249.99", "VAT"]),
  kept("write", "my order number is BX-40217 and it still says processing", ["BX-40217"]),
  kept("voice", "please send it to 221 Baker Street London NW1 6XE", [
    "221 Baker Street",
    "London",
    "NW1 6XE",
  ]),
  kept("write", "the flight is LH 1342 from Frankfurt at 6:05 in the morning", [
    "LH 1342",
    "Frankfurt",
    "6:05",
  ]),
  kept("chat", "I paid $85 for the tickets and $12.50 for parking", ["$85", "$12.50"]),
  kept("write", "the reset code is 583 914 and it expires in ten minutes", ["583 914"]),
  kept("write", "you can write to me at wojciech.nowak@example.pl", ["wojciech.nowak@example.pl"]),
  kept("voice", "the appointment is on Tuesday the 3rd at half past nine", [
    "Tuesday",
    "3rd",
    "half past nine",
  ]),
  kept("write", "I met Nguyen Thi Lan and Oluwaseun Adeyemi about the grant", [
    "Nguyen Thi Lan",
    "Oluwaseun Adeyemi",
  ]),
  kept("chat", "the rent is £950 a month and the deposit is £1,100", ["£950", "£1,100"]),
  kept("write", "call the clinic on 020 7946 0018 before eight", ["020 7946 0018"]),
  kept("write", "the course code is CS-201 and the exam is in room B214", ["CS-201", "B214"]),
  kept("voice", "the package weighs 2.5 kg and costs ¥3,400 to ship", ["2.5 kg", "¥3,400"]),
  kept("write", "Zeynep Yılmaz arrives on 1 June with Mehmet Öztürk", [
    "Zeynep Yılmaz",
    "1 June",
    "Mehmet Öztürk",
  ]),
  kept("chat", "the 2026 tax return is due on 31 January", ["2026", "31 January"]),
  kept("write", "invoice INV-2026-0042 covers 3 hours of work", ["INV-2026-0042", "3 hours"]),
  kept("voice", "his temperature was 38.5 this morning", ["38.5"]),
  kept("write", "Wang Fang and Li Wei are joining from the Shenzhen office", [
    "Wang Fang",
    "Li Wei",
    "Shenzhen",
  ]),
  kept("write", "the webinar starts at 15:00 CET on the 9th", ["15:00 CET", "9th"]),
  kept("write", "my student ID is 2023-KR-118", ["2023-KR-118"]),
  kept("chat", "I wear a 10.5 in US sizes which is a 44 in Europe", ["10.5", "44"]),
  kept("write", "Siobhán O'Connor and Ngozi Okonjo-Iweala signed the letter", [
    "Siobhán O'Connor",
    "Ngozi Okonjo-Iweala",
  ]),
  kept("voice", "Vikram's flight arrives at 11:45 at night on the 2nd", ["Vikram", "11:45", "2nd"]),
  kept("write", "the balance is R$2.350,00 and the due date is 10/12", ["R$2.350,00", "10/12"]),
  kept("write", "our new address is Calle de Alcalá 48 28014 Madrid", [
    "Calle de Alcalá 48",
    "28014 Madrid",
  ]),
  kept("chat", "the meeting with Kowalczyk and Jiménez is on Friday the 13th", [
    "Kowalczyk",
    "Jiménez",
    "Friday",
    "13th",
  ]),
];
