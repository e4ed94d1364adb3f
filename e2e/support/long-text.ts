/**
 * Text as long and unbroken as members may write it, for the layout journeys: every page and
 * dialog must wrap or cut it without scrolling sideways.
 */

/** A 96-character run without a space (a title may hold 100 characters). */
export const LONG_RUN = "SupercalifragilisticexpialidociousPneumonoultramicroscopicsilicovolcanoconiosisAntidisestablishm";

/** A chapter whose name is one long word; the test server seeds it beside the shipped list. */
export const LONG_CHAPTER_NAME = "ZenobiaSupercalifragilisticexpialidociousAntidisestablishmentarianismPneumonoultramicroscopicUniversity";

/** 50 characters, the most a first or last name may have. */
export const LONG_FIRST_NAME = "Maximilianaxavieradelacruzbartholomewvanderbiltkin";
export const LONG_LAST_NAME = "Wolfeschlegelsteinhausenbergerdorffwelchevoralten";

/** A tag, an interest or an expertise of 60 characters, the most allowed. */
export const LONG_LABEL = "historiographicmetafictionandtheunreliablenarratorinmodernis";

export const longDescription = (suffix: string) =>
  `${LONG_RUN}${LONG_RUN}${LONG_RUN} A description with ordinary words after the long run, ${suffix}.`;

/** A long address with nothing to break on. */
export const longEmail = (unique: string) => `averyveryverylongmailboxnamethatneverendsatall${unique}@longdepartmentofcomparativeliterature.example.edu`;

/** A title that is one 96-character run, made unique by its last characters. */
export const longTitle = (unique: string) => `${LONG_RUN.slice(0, LONG_RUN.length - unique.length)}${unique}`;
