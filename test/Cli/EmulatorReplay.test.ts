import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import { Emulator } from "../../src/emulator.js"
import * as Format from "../../src/Recording/Format.js"
import { waitFor } from "../support/WaitFor.js"

// `effect-bybit emulator --replay FILES --speed max`: the options the flags become, over recording files on disk.

const T = 1_767_225_600_000
const header: Format.Header = {
  format: Format.formatName,
  version: Format.version,
  startedAt: T,
  environment: "emulator",
  part: 0,
  streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT"] }]
}
const bookLine = (
  r: number,
  type: "snapshot" | "delta",
  b: Array<[string, string]>,
  a: Array<[string, string]>,
  u: number
) =>
  Format.encode({
    r,
    c: "linear",
    m: { topic: "orderbook.50.BTCUSDT", type, ts: r, data: { s: "BTCUSDT", b, a, u, seq: u } }
  })

const write = (name: string, text: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replay-"))
  const file = path.join(dir, name)
  fs.writeFileSync(file, name.endsWith(".gz") ? zlib.gzipSync(text) : text)
  return file
}

const settings = (files: ReadonlyArray<string>) => ({
  port: 0,
  host: "127.0.0.1",
  seed: 1,
  replay: files,
  speed: "max" as const
})

describe("emulator --replay", () => {
  it.live("replays gzip recording files in order: the exchange's book is the recorded one", () =>
    Effect.gen(function* () {
      const first = write(
        "a.jsonl.gz",
        Format.encode(header) + bookLine(T, "snapshot", [["59999.00", "1.000"]], [["60001.00", "2.000"]], 1)
      )
      const second = write(
        "b.jsonl.gz",
        Format.encode({ ...header, part: 1 }) +
          bookLine(
            T + 100,
            "delta",
            [["59998.00", "0.500"]],
            [
              ["60001.00", "0"],
              ["60002.00", "3.000"]
            ],
            2
          ) +
          Format.encode({ r: T + 200, end: { messages: 1, gaps: 0 } })
      )
      const handle = yield* Emulator.make(EmulatorCommand.emulatorOptions(settings([first, second])))
      const book = () => handle.admin.exchange.engine.depth(handle.admin.exchange.instrument("linear", "BTCUSDT")!, 5)
      yield* waitFor(() => book().a[0]?.[0] === "60002.00", "the second file's delta")
      expect(book()).toMatchObject({
        b: [
          ["59999.00", "1.000"],
          ["59998.00", "0.500"]
        ],
        a: [["60002.00", "3.000"]]
      })
    })
  )

  it.live("a corrupt line stops the replay there; the emulator keeps serving", () =>
    Effect.gen(function* () {
      const file = write(
        "c.jsonl",
        Format.encode(header) +
          bookLine(T, "snapshot", [["59999.00", "1.000"]], [["60001.00", "2.000"]], 1) +
          "{not json\n" +
          bookLine(
            T + 100,
            "delta",
            [],
            [
              ["60001.00", "0"],
              ["60002.00", "3.000"]
            ],
            2
          )
      )
      const handle = yield* Emulator.make(EmulatorCommand.emulatorOptions(settings([file])))
      const i = handle.admin.exchange.instrument("linear", "BTCUSDT")!
      yield* waitFor(() => handle.admin.exchange.engine.depth(i, 5).a.length > 0, "the first line")
      const time = yield* Effect.promise(() => fetch(`${handle.rest}/v5/market/time`).then((r) => r.json()))
      expect(time).toMatchObject({ retCode: 0 })
      expect(handle.admin.exchange.engine.depth(i, 5).a).toEqual([["60001.00", "2.000"]])
    })
  )
})
