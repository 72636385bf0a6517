// Kept free of schemas: the web app's login checks the length with these before asking the server.

export const MIN_PASSWORD_LENGTH = 3;
export const MAX_PASSWORD_LENGTH = 128;
