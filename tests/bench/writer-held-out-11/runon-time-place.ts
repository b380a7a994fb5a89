/** Run-on dictations whose next clause opens with a time or a place. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_TIME_PLACE: WriterCase[] = [
  runOn("we painted the kitchen last weekend next weekend we start the bathroom", [
    "weekend. Next weekend",
  ]),
  runOn(
    "I will be in the lab all morning at noon I have a call with the team in Osaka",
    ["morning. At noon"],
    ["Osaka"],
  ),
  runOn("I went to the post office there was a very long queue", ["office. There was"]),
  runOn("you asked me for the sales figures here they are", ["figures. Here they"]),
  runOn(
    "the forms were due last Friday next week the new forms are due",
    ["Friday. Next week"],
    ["Friday"],
  ),
  runOn("the pharmacy was closed when I got there tomorrow I will try the one near the station", [
    "there. Tomorrow I",
  ]),
  runOn(
    "Luis finished the wiring yesterday today he is fixing the sockets",
    ["yesterday. Today he"],
    ["Luis"],
  ),
  runOn(
    "we stayed two nights in Cusco after that we took the train to Aguas Calientes",
    ["Cusco. After that"],
    ["Cusco", "Aguas Calientes"],
  ),
  runOn(
    "the old clinic was on Harbour Road now it is next to the library",
    ["Road. Now it"],
    ["Harbour Road"],
  ),
  runOn("I have classes in the morning in the evening I work at the restaurant", [
    "morning. In the evening",
  ]),
  runOn("the market was empty this morning in the afternoon it was full of tourists", [
    "morning. In the afternoon",
  ]),
  runOn("this is the new cold store here we keep the frozen fish", ["store. Here we"]),
  runOn(
    "the conference in Dubai ended yesterday on Sunday I fly back to Cairo",
    ["yesterday. On Sunday"],
    ["Dubai", "Cairo"],
  ),
  runOn("my grandson visited us at Christmas last year since then he calls every week", [
    "year. Since then",
  ]),
  runOn("we tested the app on old phones last month this month we test it on tablets", [
    "month. This month",
  ]),
  runOn(
    "the ferry left without us an hour ago tonight we sleep in Split",
    ["ago. Tonight we"],
    ["Split"],
  ),
  runOn(
    "we landed in Nairobi at dawn by lunchtime we were already at the hotel",
    ["dawn. By lunchtime"],
    ["Nairobi"],
  ),
  runOn(
    "the wedding was in Kraków two years ago this summer we go back for the anniversary",
    ["ago. This summer"],
    ["Kraków"],
  ),
  runOn("the store moved out of the mall last year downtown the rent is cheaper", [
    "year. Downtown",
  ]),
  runOn("before the holiday the team was very tired after the holiday everyone came back happy", [
    "tired. After the holiday",
  ]),
  runOn(
    "the lesson was cancelled on Wednesday on Thursday we have two lessons instead",
    ["Wednesday. On Thursday"],
    ["Wednesday", "Thursday"],
  ),
];
