// The ceiling: a bare Node HTTP server answering each benchmarked path with the very bytes the
// app sent for it. Started by run.ts in its own process; reads { path: { type, body } } from
// the JSON file named in argv[2] and prints its port.
import { Buffer } from "node:buffer";
import console from "node:console";
import fs from "node:fs";
import http from "node:http";
import process from "node:process";

const responses = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const bodies = new Map(Object.entries(responses).map(([key, value]) => [key, { type: value.type, body: Buffer.from(value.body, "base64") }]));
const server = http.createServer((req, res) => {
  const hit = bodies.get(`${req.method} ${req.url}`) ?? bodies.get(`${req.method} *`);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  req.on("end", () => res.writeHead(200, { "Content-Type": hit.type, "Content-Length": hit.body.length }).end(hit.body));
});
server.listen(0, "127.0.0.1", () => console.log(String(server.address().port)));
