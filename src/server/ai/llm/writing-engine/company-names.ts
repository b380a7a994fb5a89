/**
 * Well-known companies and products, as they are written, for names said in
 * lower case ("she works at google" → "Google", "on linkedin" → "LinkedIn").
 * Names that are also common words are left out, as a person may mean the
 * word: Apple, Zoom, Slack, Teams, Notion, Oracle,
 * Shell, Visa, Wise, Stripe, Chrome, Safari, Signal, Telegram, Windows,
 * Word, Excel, Outlook, Office, Edge, Intel, UPS, Target, Next, Gap.
 *
 * Some of those words are a product's name after its maker ("microsoft
 * teams", "google drive"): a word is read so only right after the maker
 * that makes it, each maker with its own products.
 */
import { capitalizeFirst, type Token, wordSet } from "./tokens";

const COMPANIES: readonly string[] = [
  // Software, the web and their products.
  ...["Google", "Gmail", "YouTube", "Microsoft", "LinkedIn", "WhatsApp", "Facebook", "Instagram"],
  ...["TikTok", "Netflix", "Spotify", "PayPal", "eBay", "Airbnb", "Uber", "Lyft", "Amazon"],
  ...["Salesforce", "Jira", "Confluence", "GitHub", "GitLab", "Dropbox", "SharePoint", "OneDrive"],
  ...["Skype", "Trello", "Figma", "Canva", "Adobe", "Photoshop", "PowerPoint", "Shopify"],
  ...["WordPress", "Wikipedia", "ChatGPT", "OpenAI", "iPhone", "iPad", "MacBook", "Android"],
  ...["Linux", "Ubuntu", "Hotmail", "Yahoo", "Firefox", "WeChat", "Viber", "Nvidia", "Cisco"],
  ...["IBM", "SAP", "Huawei", "Xiaomi", "Lenovo", "Samsung", "Nokia", "Ericsson", "Siemens"],
  ...["Bosch", "Vodafone", "Accenture", "Deloitte", "KPMG", "PwC", "McKinsey", "Revolut"],
  ...["Mastercard", "Amex"],
  // Travel, carriers and cars.
  ...["Lufthansa", "Ryanair", "easyJet", "KLM", "Emirates", "Airbus", "Boeing", "DHL", "FedEx"],
  ...["Toyota", "Honda", "Nissan", "Hyundai", "Volkswagen", "BMW", "Audi", "Tesla"],
  // Shops and food.
  ...["IKEA", "Walmart", "Tesco", "Aldi", "Lidl", "Zara", "Starbucks", "Nestle", "Unilever"],
  ...["Heineken", "McDonald's"],
];

/** Each company's written name, under its name in lower case and without marks ("mcdonalds"). */
const COMPANY_NAMES = new Map(
  COMPANIES.map((name) => [name.toLowerCase().replace(/['’]/g, ""), name]),
);

/** What a maker names by one more word: "microsoft teams", "google drive", "amazon prime". */
const PRODUCTS = new Map([
  ["microsoft", wordSet("teams word excel outlook office azure edge")],
  ["google", wordSet("drive docs sheets slides meet maps calendar chrome cloud photos")],
  ["amazon", wordSet("prime")],
]);

/** Endings of a company's name, written as the company writes them: "acme corp" → "Acme Corp". */
const CORPORATE_ENDINGS = new Map(
  ["Corp", "Inc", "Ltd", "GmbH", "LLC", "PLC"].map((ending) => [ending.toLowerCase(), ending]),
);

/** Words that are no company's name before "corp" or "ltd": grammar, and whose it is. */
const NOT_A_COMPANY = wordSet(
  "the a an of on in at to and or for with from by my your our his her their its this that big",
);

/**
 * The company or product named at `index` in lower case: its words as
 * written, or undefined. A company and its product ("microsoft teams"), a
 * known company, or any word before an ending such as "corp" or "ltd".
 */
export function companyAt(tokens: Token[], index: number): string[] | undefined {
  const said = tokens[index];
  if (said?.kind !== "word" || !/^\p{Ll}[\p{Ll}'’]*$/u.test(said.text)) return undefined;
  const text = said.text.replace(/['’]/g, "");
  const next = tokens[index + 1];
  const nextText = next?.kind === "word" ? next.text : "";
  const ending = CORPORATE_ENDINGS.get(nextText);
  const company = COMPANY_NAMES.get(text);
  if (ending !== undefined && (company !== undefined || isCompanyWord(text)))
    return [company ?? capitalizeFirst(text), ending];
  if (company === undefined) return ownerAt(said.text);
  const product = PRODUCTS.get(text)?.has(nextText) ? nextText : undefined;
  return product ? [company, capitalizeFirst(product)] : [company];
}

const isCompanyWord = (text: string) => /^\p{Ll}{2,}$/u.test(text) && !NOT_A_COMPANY.has(text);

/** A company whose something it is: "google's" → "Google's", as said. */
function ownerAt(said: string): string[] | undefined {
  const [, name, owns] = /^(\p{Ll}+)(['’]s)$/u.exec(said) ?? [];
  const company = name === undefined ? undefined : COMPANY_NAMES.get(name);
  return company === undefined ? undefined : [`${company}${owns}`];
}
