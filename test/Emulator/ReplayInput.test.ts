import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as FileSystem from "effect/FileSystem"
import * as Stream from "effect/Stream"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Format from "../../src/Recording/Format.js"
import * as Reader from "../../src/Recording/Reader.js"
import { badInputs } from "../support/BadReplayInputs.js"

// `Emulator.make({ market })` over a replay input that cannot be read: it fails with the reader's `RecordingError`
// (naming the file and the line) as an Effect failure, before it serves; never the seeded market instead.

const market = (file: string, maxLineBytes?: number) =>
  Effect.map(FileSystem.FileSystem, (files) =>
    Replay.from(
      Reader.scans([file], { truncated: "gap", maxLineBytes }).pipe(
        Stream.provideService(FileSystem.FileSystem, files)
      ),
      { speed: "max" }
    )
  ).pipe(Effect.provide(NodeFileSystem.layer))

describe("Emulator.make over a replay input that cannot be read", () => {
  for (const bad of badInputs()) {
    it.live(`${bad.name}: make fails with the RecordingError naming the file and the line`, () =>
      Effect.gen(function* () {
        // a failure (a defect would not flip), of the typed error
        const error = yield* Effect.flip(
          Effect.scoped(Effect.flatMap(market(bad.file, bad.maxLineBytes), (m) => Emulator.make({ market: m })))
        )
        expect(error).toBeInstanceOf(Format.RecordingError)
        expect(error).toMatchObject({ _tag: "RecordingError", file: bad.file, line: bad.line })
        expect((error as Format.RecordingError).reason).toMatch(bad.reason)
      })
    )
  }

  it.live("lines that end before their first: make fails (no seeded market instead)", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(Effect.scoped(Emulator.make({ market: Replay.from([], { speed: "max" }) })))
      expect(error).toMatchObject({ _tag: "EmulatorError", message: "the replayed recording holds no line to replay" })
    })
  )

  it.live("another failure of the lines before their first: make fails with an EmulatorError naming it", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        Effect.scoped(
          Emulator.make({ market: Replay.from(Stream.fail(new Error("the feed is down")), { speed: "max" }) })
        )
      )
      expect(error).toMatchObject({ _tag: "EmulatorError", message: "the replay stopped: the feed is down" })
    })
  )
})
