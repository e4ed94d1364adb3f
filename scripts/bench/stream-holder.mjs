// Holds the live bench's event streams in a process of its own (live-reads.ts forks it): reading
// thousands of streams in the bench's process would share autocannon's event loop and slow the
// load it drives only while the streams are open, which is the difference being measured.
// Messages: { open: { base, cookies } } answers { opened, retried }; { close: true } answers
// { closed, events, endedEarly }. It counts each stream's seat events.
import { setTimeout as sleep } from "node:timers/promises";
import { Buffer } from "node:buffer";
import net from "node:net";
import process from "node:process";
import { URL } from "node:url";

// It stands for members' phones, yet runs on the server's cores: it reads raw sockets and counts
// the marks in their bytes, without parsing HTTP or decoding text, so that it takes little of the
// machine beside what the app's writes take.
const MARK = Buffer.from("event: seats\n");
const HEAD_END = Buffer.from("\r\n\r\n");
/** Open streams: their sockets, and whether the bench is closing them. */
let streams = [];
let events = 0;
let endedEarly = 0;
let retried = 0;

function countMarks(bytes) {
  let count = 0;
  for (let at = bytes.indexOf(MARK); at >= 0; at = bytes.indexOf(MARK, at + MARK.length)) count += 1;
  return count;
}

/**
 * Counts the marks in a stream's body as its bytes come. A mark may come split over two chunks:
 * the last chunk's tail (too short to hold a whole mark) and the next one's head are searched
 * together, which finds only a mark across the two. The chunked framing lies between the app's
 * writes, each of whole events, so it never splits a mark.
 */
function markCounter() {
  let tail = Buffer.alloc(0);
  return (chunk) => {
    events += countMarks(chunk) + (tail.length > 0 ? countMarks(Buffer.concat([tail, chunk.subarray(0, MARK.length - 1)])) : 0);
    tail = chunk.length >= MARK.length - 1 ? chunk.subarray(chunk.length - (MARK.length - 1)) : Buffer.concat([tail, chunk]).subarray(-(MARK.length - 1));
  };
}

/** One GET /api/events on a socket of its own: the stream when answered 200, else the status and its Retry-After. */
function openOne(base, cookie) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(`GET /api/events HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    let head = Buffer.alloc(0);
    let count;
    const stream = { socket, closing: false };
    socket.on("data", (chunk) => {
      if (count) return void count(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end < 0) return;
      const text = head.subarray(0, end).toString("latin1");
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
      if (status !== 200) {
        socket.destroy();
        resolve({ status, retryAfter: Number(/\r\nretry-after: *(\d+)/i.exec(text)?.[1] ?? 1) });
        return;
      }
      count = markCounter();
      count(head.subarray(end + HEAD_END.length));
      head = undefined;
      resolve({ status: 200, stream });
    });
    socket.on("close", () => {
      if (count && !stream.closing) endedEarly += 1;
    });
    // Once answered, the promise is settled and an error (the bench closing the stream) changes nothing.
    socket.on("error", reject);
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
        stream.socket.destroy();
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
