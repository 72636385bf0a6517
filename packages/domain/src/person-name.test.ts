import { describe, expect, it } from "vitest";
import { personName, staffName } from "./person-name";

describe("names as staff say them", () => {
  it("join the first and last name that are there, trimmed", () => {
    expect(personName({ first_name: "Lucía", last_name: "Fernández Ruiz" })).toBe("Lucía Fernández Ruiz");
    expect(personName({ first_name: "Pablo", last_name: "" })).toBe("Pablo");
    expect(personName({ first_name: " Ana ", last_name: null })).toBe("Ana");
    expect(personName({ first_name: null, last_name: "Gómez" })).toBe("Gómez");
    expect(personName({})).toBe("");
  });

  it("give an employee without a name their username", () => {
    expect(staffName({ username: "moto1", first_name: null, last_name: null })).toBe("moto1");
    expect(staffName({ username: "camarero", first_name: " ", last_name: null })).toBe("camarero");
    expect(staffName({ username: "moto1", first_name: "Pablo", last_name: "Ruiz" })).toBe("Pablo Ruiz");
  });
});
