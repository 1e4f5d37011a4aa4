import * as path from "node:path"
import * as Effect from "effect/Effect"
import * as SweepRun from "../src/Cluster/SweepRun.js"
import * as SweepStrategy from "../src/Cluster/SweepStrategy.js"
import * as Market from "../src/Http/v5/Market.js"
import * as Trade from "../src/Http/v5/Trade.js"
const small = path.resolve("examples/recordings/btcusdt.jsonl")
const deciding = (n: number, act: boolean): SweepStrategy.Strategy => () =>
  Effect.gen(function* () {
    for (let k = 0; k < n; k++) {
      yield* SweepStrategy.wait(200)
      if (!act) continue
      const book = yield* Market.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 1 })
      if (book.b.length === 0) continue
      yield* Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: k % 2 === 0 ? "Buy" : "Sell", orderType: "Market", qty: "0.001", orderLinkId: `decision-${k}` })
    }
  })
const runOf = (s: SweepStrategy.Strategy) => Effect.runPromise(SweepRun.run({ strategy: s, settings: {} as never, recording: small }))
const wall = async (f: () => Promise<unknown>) => { const t = performance.now(); await f(); return performance.now() - t }
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
for (let w = 0; w < Number(process.env.WARM ?? 0); w++) await runOf(deciding(250, true))
await runOf(deciding(10, true))
const none: number[] = [], some: number[] = []
for (let r = 0; r < Number(process.env.REPS ?? 7); r++) { none.push(await wall(() => runOf(deciding(250, false)))); some.push(await wall(() => runOf(deciding(250, true)))) }
console.log("decision ms", ((med(some) - med(none)) / 250).toFixed(3), "none", med(none).toFixed(1), "some", med(some).toFixed(1))
