/** What the demo feature offers the rest of the server: other folders import it from here, never from its files. */
export { chapterIds, countMembers, insertSociety, removeDemoData, reserveIds } from "./demo.storage";
export { generateSociety } from "./generate-society";
export { prepareDemoConventions, type DemoConventions } from "./next-convention";
export { fileDemoPast, fillPastConvention, insertPastConvention, PAST_CONVENTION } from "./past-convention";
