import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isConnectionFailure } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isConnectionFailure", () => {
  it("recognises a database that is gone, refusing or cut off", () => {
    for (const err of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]),
      new DatabaseUnavailableError("SELECT x", withCode("ECONNREFUSED")),
    ]) {
      expect(isConnectionFailure(err), String(err)).toBe(true);
    }
  });

  it("leaves statement errors alone", () => {
    for (const err of [
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("42P01", "relation does not exist"),
      withCode("57014", "canceling statement due to statement timeout"),
      new Error("boom"),
      null,
      "Connection terminated",
    ]) {
      expect(isConnectionFailure(err), String(err)).toBe(false);
    }
  });

  it("keeps the cause's code", () => {
    const err = new DatabaseUnavailableError("INSERT INTO x", withCode("57P01"));
    expect(err.code).toBe("57P01");
    expect(err.statement).toBe("INSERT INTO x");
  });
});
