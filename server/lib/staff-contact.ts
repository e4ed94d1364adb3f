/**
 * How a declined or suspended member reaches the staff: the STAFF_CONTACT_EMAIL setting when it is
 * set, named in the sign-in refusal and in the decision's mail (docs/product.md, "Accounts and sign-in").
 */
export function staffContactText(staffContactEmail: string | undefined): string {
  return staffContactEmail
    ? `If you think this is a mistake, write to the convention staff at ${staffContactEmail}.`
    : "If you think this is a mistake, write to the convention staff.";
}
