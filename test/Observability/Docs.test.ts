import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import { Observability } from "../../src/index.js"

// docs/OBSERVABILITY.md names every span, attribute and metric the code defines, and its snippets are lines of the
// test files it links (which the suite type-checks and runs).
const root = new URL("../../", import.meta.url)
const doc = readFileSync(new URL("docs/OBSERVABILITY.md", root), "utf8")
const { Metrics, Spans } = Observability

describe("docs/OBSERVABILITY.md", () => {
  it("names every span and attribute of Observability.Spans", () => {
    const names = [
      Spans.restSpan("getTickers"),
      Spans.connectSpan,
      Spans.authSpan,
      Spans.subscribeSpan,
      ...Object.values(Spans.tradeSpans),
      ...Object.values(Spans.Attributes)
    ]
    expect(names.length).toBeGreaterThan(15)
    expect(names.filter((name) => !doc.includes(`\`${name}\``))).toEqual([])
  })

  it.effect("names every metric of Observability.Metrics, with its labels", () =>
    Effect.gen(function* () {
      // reading a metric registers it: the snapshot then lists each by the name an exporter sees
      yield* Metric.value(Metrics.requestLatency)
      yield* Metric.value(Metrics.budgetWait)
      yield* Metric.value(Metrics.reconnects)
      yield* Metric.value(Metrics.bookResets)
      yield* Metric.value(Metrics.reconnectsOf("linear"))
      yield* Metric.value(Metrics.bookResetsOf("linear", "gap"))
      yield* Metric.value(Metrics.wsMessagesOf("linear", "orderbook"))
      yield* Metric.value(Metrics.wsMessageDecodeOf("linear", "orderbook"))
      const pairs = (yield* Metric.snapshot).filter((snapshot) => snapshot.id.startsWith("bybit_"))
      const names = [...new Set(pairs.map((snapshot) => snapshot.id))].sort()
      expect(names).toEqual([
        "bybit_book_resets_total",
        "bybit_budget_wait_ms",
        "bybit_request_duration_ms",
        "bybit_ws_message_decode_us",
        "bybit_ws_messages_total",
        "bybit_ws_reconnects_total"
      ])
      // a row of the metrics table starts with each name
      for (const name of names) expect(doc).toMatch(new RegExp(`\\| \`${name}\` +\\|`))
      const labels = [...new Set(pairs.flatMap((snapshot) => Object.keys(snapshot.attributes ?? {})))]
      expect(labels.sort()).toEqual(["category", "market", "reason", "topic"])
      for (const label of [...labels, "endpoint"]) expect(doc).toContain(`\`${label}\``)
      for (const reason of ["gap", "crossed", "invalid", "stale", "disconnected"])
        expect(doc).toContain(`\`${reason}\``)
    })
  )

  it("quotes its snippets verbatim from the files it links, and the README links it", () => {
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)]
    expect(blocks.length).toBe(2)
    for (const block of blocks) {
      const before = doc.slice(0, block.index)
      const paragraph = before.slice(before.lastIndexOf("\n\n", before.length - 3))
      const source = [...paragraph.matchAll(/\]\(\.\.\/(test\/[^)]+\.ts)\)/g)].at(-1)?.[1]
      expect(source).toBeDefined()
      const lines = new Set(
        readFileSync(new URL(source ?? "", root), "utf8")
          .split("\n")
          .map((line) => line.trim())
      )
      // a line with an ellipsis marks a cut
      const missing = (block[1] ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "" && !line.includes("…") && !lines.has(line))
      expect(missing).toEqual([])
    }
    expect(readFileSync(new URL("README.md", root), "utf8")).toContain("(docs/OBSERVABILITY.md)")
  })
})
