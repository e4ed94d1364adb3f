/** What the chapters feature offers the rest of the server: other folders import it from here, never from its files. */
export { SeedError, seedChaptersFromFile, seedChaptersIfEmpty, parseChapterCsv } from "./chapter-seed";
export { CHAPTER_ROUTES, chapterRoutes } from "./chapter.routes";
export { chapterExists, listChapters } from "./chapter.storage";
