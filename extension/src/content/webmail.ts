import { startContentScript } from "./main";
import { WEBMAIL } from "./sites";

startContentScript(WEBMAIL);
