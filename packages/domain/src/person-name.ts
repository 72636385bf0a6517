/** The parts of a person's name the entities keep; either may be missing or blank. */
export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
}

/** A person's name as staff say it: first and last name, trimmed; "" when neither is set. */
export function personName(person: NameParts): string {
  return [person.first_name, person.last_name]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** An employee's name, or the username for one who has none: staff always have a name to read. */
export function staffName(employee: NameParts & { username: string }): string {
  return personName(employee) || employee.username;
}
