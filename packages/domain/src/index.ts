export * from "./auth";
export * from "./errors";
export * from "./locals";
export * from "./modules";
export * from "./query";
export * from "./realtime";
export * from "./roles";
export * from "./text";
