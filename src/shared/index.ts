export * from "./limits";
export * from "./messages";
export * from "./schemas/account";
export * from "./schemas/extension";
export * from "./schemas/feedback";
export * from "./schemas/profile";
export * from "./schemas/sessions";
export * from "./schemas/text";
