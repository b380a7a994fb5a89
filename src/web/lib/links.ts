/** Where "Verba for Gmail and LinkedIn" is installed: the Chrome Web Store listing. */
export const EXTENSION_STORE_URL =
  "https://chromewebstore.google.com/detail/verba-for-gmail-and-linkedin";
