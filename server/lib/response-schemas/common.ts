/** The answers every part of the API shares: the error body, a plain message, the health check's. */
import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@shared/error-codes";
import type { ApiErrorBody } from "@shared/types";
import { exactly } from "./rows";

export const errorSchema = exactly<ApiErrorBody>()(
  z
    .object({
      message: z.string(),
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).meta({ description: "The stable reason (docs/api-errors.md); clients choose their words by it" }),
      errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: "The messages per field, for invalid input" }),
    })
    .meta({ id: "Error" }),
);

export const messageSchema = z.object({ message: z.string() }).meta({ id: "Message" });

export const healthSchema = z.object({ status: z.literal("ok") });
export const unhealthySchema = z.object({ status: z.literal("unavailable"), message: z.string() });
