import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as DocExamples from "./support/DocExamples.js"

// Every ```ts block under an `@example` tag in src/ compiles against the package's public names, as Effect's docgen
// checks its own (test/support/DocExamples.ts): an example a user copies is one the types accept. One TypeScript run
// checks them all, with a broken example of our own beside them, so the test shows it can see a failure.

// The main functions of each public module: each has an example (a renamed or moved one fails here).
const documented: Readonly<Record<string, ReadonlyArray<string>>> = {
  "src/Bybit.ts": ["layer"],
  "src/BybitPublic.ts": ["layerPublic"],
  "src/Layers/ClockOffset.ts": ["layerSynced"],
  "src/Layers/Environment.ts": ["custom", "layer"],
  "src/Layers/RateBudget.ts": ["layer"],
  "src/Layers/RateBudgetStore.ts": ["layerMemory"],
  "src/Layers/RequestDefaults.ts": ["layer"],
  "src/Layers/credentials/Default.ts": ["withCredentials"],
  "src/Layers/credentials/Input.ts": ["layer"],
  "src/node.ts": ["layer", "layerHttpClient"],
  "src/WebPlatform.ts": ["layer", "layerPublic"],
  "src/Platform.ts": ["layer"],
  "src/Socket/BybitSocket.ts": ["layer", "subscribeV5", "state"],
  "src/Socket/Topics.ts": ["subscribe"],
  "src/Socket/OrderBook.ts": ["stream"],
  "src/Socket/Candles.ts": ["stream"],
  "src/Socket/TradeTape.ts": ["stream"],
  "src/Socket/AccountState.ts": ["stream"],
  "src/Socket/TradeApi.ts": ["createOrder"],
  "src/Socket/legacy/LegacySocket.ts": ["layer"],
  "src/promise.ts": ["createClient"],
  "src/Emulator/Emulator.ts": ["make"],
  "src/Recording/Recorder.ts": ["record"],
  "src/Recording/Reader.ts": ["read"],
  "src/Redis/RedisBudgetStore.ts": ["layer"],
  "src/Cluster/Sweep.ts": ["run"],
  "src/Errors/ExchangeErrorUnion.ts": ["isExchangeError"],
  "src/Http/KlineStream.ts": ["candles"],
  "src/Http/Paginate.ts": ["paginate"],
  "src/Http/InstrumentRules.ts": ["layer"],
  "src/Http/BybitHttp.ts": ["layer"],
  "src/Http/Pipeline.ts": ["callable"],
  "src/Http/RateLimit.ts": ["fromHeaders"],
  "src/Http/NodeTransport.ts": ["layer"],
  "src/Socket/BookView.ts": ["fill"],
  "src/Socket/SbeTopics.ts": ["bbo"],
  "src/Socket/ProductTopics.ts": ["spreadOrderbook"]
}

const broken: DocExamples.Example = {
  file: "test/DocExamples.test.ts",
  line: 1000,
  documents: "broken",
  code: 'import { Bybit } from "effect-bybit"\n\nexport const wrong: number = Bybit.layer\n'
}

describe("doc comment examples", () => {
  const examples = DocExamples.all()

  it("the main functions of the public modules show an example", () => {
    const missing = Object.entries(documented).flatMap(([file, names]) =>
      names.filter((name) => !examples.some((e) => e.file === file && e.documents === name)).map((n) => `${file} ${n}`)
    )
    expect(missing).toEqual([])
  })

  it("every entry of package.json `exports` is shown by an example that imports it", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      readonly exports: Readonly<Record<string, unknown>>
    }
    const entries = Object.keys(pkg.exports)
      .filter((key) => !key.includes("*") && key !== "./package.json")
      .map((key) => (key === "." ? "effect-bybit" : `effect-bybit/${key.slice(2)}`))
    const imported = new Set(
      examples.flatMap((e) => [...e.code.matchAll(/from "(effect-bybit[^"]*)"/g)].map((m) => m[1]))
    )
    expect(entries.filter((entry) => !imported.has(entry))).toEqual([])
  })

  it("every example type-checks against the package's public names", { timeout: 300_000 }, async () => {
    const failures = await DocExamples.check([...examples, broken])
    // the broken example is reported at its own line, with the compiler's word: the check sees errors and places them
    expect(failures.filter((f) => f.at.startsWith("test/DocExamples.test.ts:1002:"))).toEqual([
      { at: "test/DocExamples.test.ts:1002:17", message: expect.stringContaining("TS2322") }
    ])
    expect(failures.filter((f) => !f.at.startsWith("test/DocExamples.test.ts:"))).toEqual([])
  })
})
