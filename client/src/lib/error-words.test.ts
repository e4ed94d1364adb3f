import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError, errorWords, hasErrorCode, isUnauthorizedError, toApiError } from "./api-client";
import { isFull, seatsLeft } from "./seats";

const refusal = (status: number, body: unknown) => toApiError(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("errorWords", () => {
  it("when the server refuses with a code the client has words for, then those words show, whatever the message says", async () => {
    const error = await refusal(409, { message: "Worded differently now", code: "already_participating" });
    expect(error.code).toBe("already_participating");
    expect(hasErrorCode(error, "already_participating")).toBe(true);
    expect(errorWords(error, "Failed")).toBe("You have already joined this roundtable.");
  });

  it("when the code has no words of the client's, then the server's message shows for a refusal and the fallback for our failure", async () => {
    expect(errorWords(await refusal(409, { message: "This roundtable is full", code: "roundtable_full" }), "Failed")).toBe("This roundtable is full");
    expect(errorWords(await refusal(500, { message: "Something went wrong on our side.", code: "internal_error" }), "Failed")).toBe("Failed");
    expect(errorWords(new Error("offline"), "Failed")).toBe("Failed");
  });

  it("when a 401 is the session's end (not_signed_in), then it is the signed-out error; a wrong password's 401 is not", async () => {
    expect(isUnauthorizedError(await refusal(401, { message: "Unauthorized", code: "not_signed_in" }))).toBe(true);
    expect(isUnauthorizedError(await refusal(401, { message: "Unauthorized", code: "invalid_credentials" }))).toBe(false);
    expect(isUnauthorizedError(await refusal(401, { message: "Unauthorized" }))).toBe(false);
  });

  it("when the body names a code the list doesn't hold, then the error carries none", async () => {
    const error = await refusal(409, { message: "Odd", code: "no_such_code" });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBeUndefined();
  });
});

describe("the client matches no message text", () => {
  it("when the client's source reads an error, then it compares no message text (it decides by code)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    const matching = /(message|serverMessage)\??\.(includes|startsWith|endsWith|match)\(|(?<!typeof [\w.]*)(message|serverMessage) [!=]==? ["'`]|\.test\([\w.]*[mM]essage\)/;
    const found = files(root).filter((file) => matching.test(readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });
});

describe("isFull", () => {
  it("when every seat is taken (or more, after the maximum was lowered), then it is full and no seat is left", () => {
    expect(isFull({ participantCount: 5, maxParticipants: 5 })).toBe(true);
    expect(isFull({ participantCount: 6, maxParticipants: 5 })).toBe(true);
    expect(seatsLeft({ participantCount: 6, maxParticipants: 5 })).toBe(0);
    expect(isFull({ participantCount: 4, maxParticipants: 5 })).toBe(false);
    expect(seatsLeft({ participantCount: 3, maxParticipants: 5 })).toBe(2);
  });
});
