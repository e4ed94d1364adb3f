/** Path and header pieces several routes share, from the validators the routes parse them with. */
import { z } from "zod";
import { idParam } from "@shared/validators/fields";

export const roundtableParams = z.object({ id: idParam.meta({ description: "The roundtable's id" }) });

export const memberParams = roundtableParams.extend({ userId: idParam.meta({ description: "The member's id" }) });

/** A list's answer carries the number of matches before paging. */
export const totalCountHeaders = z.object({
  "X-Total-Count": z.number().int().meta({ description: "How many match the filters, before limit and offset" }),
});

/** The answers with Retry-After: too many attempts, or the database away. */
export const tooManyAttempts = "Too many attempts; retry after the Retry-After header's seconds";
