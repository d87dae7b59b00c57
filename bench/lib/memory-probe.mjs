/**
 * Loaded into the measured server by the footprint bench (NODE_OPTIONS=--import): on SIGUSR2 it
 * writes process.memoryUsage() to BENCH_PROBE_OUT. No collection is forced, so the figures are
 * what the process holds as it runs. Plain JavaScript: the built server runs without tsx.
 */
import fs from "node:fs";

const out = process.env.BENCH_PROBE_OUT;
if (out) process.on("SIGUSR2", () => fs.writeFileSync(out, JSON.stringify(process.memoryUsage())));
