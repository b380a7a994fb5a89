export * from "./limits";
export * from "./messages";
export * from "./schemas/account";
export * from "./schemas/dictionary";
export * from "./schemas/extension";
export * from "./schemas/feedback";
export * from "./schemas/profile";
export * from "./schemas/sessions";
