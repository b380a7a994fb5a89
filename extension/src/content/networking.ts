import { startContentScript } from "./main";
import { NETWORKING } from "./sites";

startContentScript(NETWORKING);
