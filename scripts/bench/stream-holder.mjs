// Holds the live bench's event streams in a process of its own (live-reads.ts forks it): reading
// thousands of streams in the bench's process would share autocannon's event loop and slow the
// load it drives only while the streams are open, which is the difference being measured.
// Messages: { open: { base, cookies } } answers { opened, retried }; { close: true } answers
// { closed, events, endedEarly }. It reads each stream as a browser would and counts its seat events.
import { setTimeout as sleep } from "node:timers/promises";
import http from "node:http";
import process from "node:process";

const MARK = "event: seats\n";
/** Open streams: their requests, and whether the bench is closing them. */
let streams = [];
let events = 0;
let endedEarly = 0;
let retried = 0;

function countMarks(text) {
  let count = 0;
  for (let at = text.indexOf(MARK); at >= 0; at = text.indexOf(MARK, at + MARK.length)) count += 1;
  return count;
}

/** One GET /api/events: the stream when answered 200, else the status and its Retry-After. */
function openOne(base, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { agent: false, headers: { Cookie: cookie, Accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve({ status: response.statusCode, retryAfter: Number(response.headers["retry-after"] ?? 1) });
        return;
      }
      const stream = { request, closing: false };
      // An event may come split over two chunks: the last chunk's tail, too short to hold a whole mark, goes before the next.
      let tail = "";
      response.setEncoding("latin1");
      response.on("data", (chunk) => {
        const text = tail + chunk;
        events += countMarks(text);
        tail = text.slice(-(MARK.length - 1));
      });
      response.on("error", () => {});
      response.on("close", () => {
        if (!stream.closing) endedEarly += 1;
      });
      resolve({ status: 200, stream });
    });
    // Once answered, the promise is settled and an error (the bench closing the stream) changes nothing.
    request.on("error", reject);
  });
}

/** As a browser's EventSource does: a 503 (the database slow to answer on a busy machine) is tried again after its Retry-After. */
async function open(base, cookie) {
  for (let tries = 0; ; tries += 1) {
    const answer = await openOne(base, cookie);
    if (answer.status === 200) return answer.stream;
    if (answer.status !== 503 || tries === 10) throw new Error(`GET /api/events: ${answer.status}`);
    retried += 1;
    await sleep(answer.retryAfter * 1000);
  }
}

process.on("message", async (message) => {
  try {
    if (message.open) {
      const { base, cookies } = message.open;
      // A hundred at a time: thousands at one instant queue past the pool's connect timeout and answer 503.
      for (let index = 0; index < cookies.length; index += 100) {
        streams.push(...(await Promise.all(cookies.slice(index, index + 100).map((cookie) => open(base, cookie)))));
      }
      process.send({ opened: streams.length, retried });
    } else if (message.close) {
      for (const stream of streams) {
        stream.closing = true;
        stream.request.destroy();
      }
      const closed = streams.length;
      streams = [];
      process.send({ closed, events, endedEarly });
    }
  } catch (error) {
    process.send({ error: String(error) });
  }
});
// The bench gone, the streams go too.
process.on("disconnect", () => process.exit(0));
