/**
 * The yardstick of the list benchmark: a bare Fastify route answering the very bytes the real
 * `GET /api/movies` answered, in its own process like the real server.
 */
import fs from "node:fs";
import Fastify from "fastify";

const [file, port] = process.argv.slice(2);
const body = fs.readFileSync(file);
const app = Fastify();
app.get("/bare", async (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(body),
);
await app.listen({ port: Number(port), host: "127.0.0.1" });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
