import * as Effect from "effect/Effect"
import * as SweepRun from "../src/Cluster/SweepRun.js"
import { hourFile } from "./hour.js"
const hour = await hourFile(5)
const t0 = performance.now()
const c0 = process.cpuUsage()
await Effect.runPromise(SweepRun.run({ strategy: () => Effect.void, settings: {}, recording: hour.file }))
const c = process.cpuUsage(c0)
console.log("lines", hour.lines, "wall", (performance.now() - t0).toFixed(0), "cpu", ((c.user + c.system) / 1000).toFixed(0))
