// The floor for the live reads (live-reads.ts, --bare-streams): plain Node HTTP servers, in as
// many processes as the app has, that answer every GET /api/events with a stream and write each
// stream what the app writes it under the bench's seat flow: one write of EVENTS_PER_FLUSH seat
// events every FLUSH_MS (the app's pacing, server/live/live-hub.ts, measured at about 2.5 flushes
// a second with 1,000 streams a process). No session, no database, no events table: what is left
// is what delivering that many bytes to that many sockets costs the machine. argv[2] is the number
// of processes; the primary prints the port they share.
import cluster from "node:cluster";
import console from "node:console";
import http from "node:http";
import process from "node:process";
import { setInterval } from "node:timers";

const FLUSH_MS = 400;
const EVENTS_PER_FLUSH = 4;

if (cluster.isPrimary) {
  const processes = Number(process.argv[2] ?? 2);
  for (let index = 0; index < processes; index++) cluster.fork();
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    listening += 1;
    if (listening === processes) console.log(String(address.port));
  });
  process.on("disconnect", () => process.exit(0));
} else {
  const streams = new Set();
  let nextId = 1;
  const server = http.createServer((req, res) => {
    if (req.url !== "/api/events") return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no", Connection: "keep-alive" });
    res.write("retry: 3000\nid: 0\n\n");
    streams.add(res);
    res.once("close", () => streams.delete(res));
  });
  setInterval(() => {
    let text = "";
    for (let index = 0; index < EVENTS_PER_FLUSH; index++) {
      const data = { roundtableId: 1000 + (nextId % 50), participantCount: 3, maxParticipants: 5 };
      text += `id: ${nextId++}\nevent: seats\ndata: ${JSON.stringify(data)}\n\n`;
    }
    for (const res of streams) res.write(text);
  }, FLUSH_MS);
  // The port 0 of every worker is the primary's one port (node:cluster shares it).
  server.listen(0, "127.0.0.1");
}
