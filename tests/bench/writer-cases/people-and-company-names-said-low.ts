/**
 * People's and companies' names that a recogniser gives in lower case, said
 * mid-sentence: given names from many cultures ("i met priya and rahul"),
 * a family name after one ("anna kowalska", "juan carlos"), companies and
 * products ("she works at google", "we use microsoft teams", "acme corp")
 * and streets named without a number ("on king street"). Near misses keep
 * their lower case: given names that are common words ("mark the file",
 * "will you come", "the rose garden"), a word after a name that is no family
 * name ("i gave tom money", "i told anna yesterday"), a road with its
 * article ("the main road"), and capitals the person typed ("Github").
 */
import type { WriterCase } from "./writer-case";

export const PEOPLE_AND_COMPANY_NAMES_SAID_LOW: WriterCase[] = [
  // Given names and the family names after them.
  {
    via: "write",
    say: "i talked with anna kowalska from the warsaw office",
    keep: ["Anna Kowalska", "Warsaw"],
  },
  { via: "write", say: "i met priya and rahul at the airport", keep: ["Priya and Rahul"] },
  {
    via: "write",
    say: "send the report to carlos mendes by thursday",
    keep: ["Carlos Mendes", "Thursday"],
  },
  { via: "write", say: "juan carlos will pick you up at the station", keep: ["Juan Carlos"] },
  {
    via: "write",
    say: "i asked olga petrova and yuki tanaka to join the call",
    keep: ["Olga Petrova", "Yuki Tanaka"],
  },
  {
    via: "write",
    say: "i had lunch with mehmet yilmaz and fatima hassan",
    keep: ["Mehmet Yilmaz", "Fatima Hassan"],
  },
  { via: "write", say: "minh and linh will run the workshop", keep: ["Minh and Linh"] },
  {
    via: "write",
    say: "kwame and chiamaka joined the team last month",
    keep: ["Kwame and Chiamaka"],
  },
  {
    via: "write",
    say: "the meeting with siobhan and niamh is at three",
    keep: ["Siobhan and Niamh"],
  },
  { via: "write", say: "i met john smith at the conference", keep: ["John Smith"] },
  {
    via: "write",
    say: "we are waiting for wojciech and krzysztof",
    keep: ["Wojciech and Krzysztof"],
  },
  { via: "write", say: "the slides are from jisoo park", keep: ["Jisoo"] },
  { via: "write", say: "please call mohammed about the invoice", keep: ["Mohammed"] },
  { via: "reply", say: "send it to anna kowalska", keep: ["Anna Kowalska"] },
  {
    via: "comment",
    say: "great work from giulia and matteo on this",
    keep: ["Giulia and Matteo"],
  },
  { via: "write", say: "i borrowed priya's laptop for the demo", keep: ["Priya's"] },
  { via: "write", say: "i met anna tom and ben at the station", keep: ["Anna, Tom and Ben"] },
  // A name's capital shows where the next clause opens.
  {
    via: "write",
    say: "we finished the report anna sent it to the client",
    keep: ["Anna"],
    punctuated: ["the report. Anna sent it"],
  },
  {
    via: "write",
    say: "i called the bank priya said we should wait",
    keep: ["Priya"],
    punctuated: ["the bank. Priya said"],
  },
  { via: "write", say: "the meeting with kim lee is at noon", keep: ["Kim Lee"] },
  { via: "write", say: "the talks will peter out by march", keep: [], punctuated: ["peter out"] },
  // Companies and products, and a name before "corp" or "ltd".
  { via: "write", say: "we use microsoft teams for all our calls", keep: ["Microsoft Teams"] },
  { via: "write", say: "she works at google now", keep: ["Google"] },
  { via: "write", say: "we flew with lufthansa to munich", keep: ["Lufthansa", "Munich"] },
  { via: "write", say: "the client is acme corp", keep: ["Acme Corp"] },
  { via: "write", say: "the invoice went to brightline ltd", keep: ["Brightline Ltd"] },
  {
    via: "write",
    say: "i shared the invite on linkedin and whatsapp",
    keep: ["LinkedIn", "WhatsApp"],
  },
  { via: "write", say: "the parcel comes with dhl tomorrow", keep: ["DHL"] },
  {
    via: "write",
    say: "push the fix to github and open a ticket in jira",
    keep: ["GitHub", "Jira"],
  },
  {
    via: "write",
    say: "we moved our files from dropbox to google drive",
    keep: ["Dropbox", "Google Drive"],
  },
  { via: "write", say: "google's new policy starts in may", keep: ["Google's", "May"] },
  { via: "write", say: "check the prices on amazon dot de first", keep: ["amazon.de"] },
  // Streets said without a number.
  { via: "write", say: "our office is on king street near the station", keep: ["King Street"] },
  { via: "write", say: "turn left onto oak avenue after the bridge", keep: ["Oak Avenue"] },
  { via: "write", say: "the shop on baker street closed", keep: ["Baker Street"] },
  { via: "write", say: "we live just off main road", keep: ["Main Road"] },
  // Near misses: the words stay as said.
  {
    via: "write",
    say: "i gave tom money for the taxi",
    keep: ["Tom"],
    punctuated: ["Tom money"],
  },
  { via: "write", say: "i told anna yesterday", keep: [], punctuated: ["I told Anna yesterday."] },
  {
    via: "write",
    say: "i sent priya the file this morning",
    keep: [],
    punctuated: ["Priya the file"],
  },
  { via: "write", say: "mark the file as done", keep: [], punctuated: ["Mark the file as done."] },
  { via: "write", say: "will you come to the party", keep: [], punctuated: ["Will you come"] },
  { via: "write", say: "the rose garden is lovely", keep: [], punctuated: ["The rose garden"] },
  {
    via: "write",
    say: "we will bill the client for the extra hours",
    keep: [],
    punctuated: ["will bill the client"],
  },
  { via: "write", say: "the main road is closed today", keep: [], punctuated: ["The main road"] },
  { via: "write", say: "my son loves his teddy bear", keep: [], punctuated: ["teddy bear"] },
  {
    via: "write",
    say: "we have a pooja at home tonight",
    keep: [],
    punctuated: ["a pooja at home"],
  },
  { via: "write", say: "ok roger that", keep: [], punctuated: ["roger that"] },
  { via: "write", say: "i keep the notes on Github", keep: ["Github"] },
  { via: "write", say: "i met Mateo DeLuca at the fair", keep: ["Mateo DeLuca"] },
];
