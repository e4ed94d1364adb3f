import { Writable } from "node:stream";

/** A log destination kept in memory, for tests that read what was logged: `text` holds it all. */
export function memoryLog(): { sink: Writable; text: string } {
  const log = {
    text: "",
    sink: new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.text += chunk.toString();
        done();
      },
    }),
  };
  return log;
}
