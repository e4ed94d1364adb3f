import { describe, expect, it } from "vitest";
import { passwordChangeSchema, registerFormSchema, resetPasswordFormSchema } from "./auth";

describe("the checks that compare two password fields", () => {
  it.each([
    ["the password change", passwordChangeSchema],
    ["the register form", registerFormSchema],
    ["the reset form", resetPasswordFormSchema],
  ])("when %s gets something that is not an object, then it fails instead of throwing", (_name, schema) => {
    for (const value of [null, undefined, "text", 7]) expect(schema.safeParse(value).success).toBe(false);
  });

  it("when another field is invalid, then the mismatch is still reported", () => {
    const result = passwordChangeSchema.safeParse({ currentPassword: "", newPassword: "long enough", confirmPassword: "different" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Current password is required", "Passwords don't match"]);
  });
});
