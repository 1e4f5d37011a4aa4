import { describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as Topics from "../../src/Socket/Topics.js"
import { waitFor, withTwoAccounts } from "../support/TwoAccounts.js"

describe("debug", () => {
  it.effect("adjust with a socket", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.UTC(2026, 0, 15, 12))
      yield* withTwoAccounts(
        ({ emulator }) =>
          Effect.gen(function* () {
            const log: Array<string> = []
            const t0 = Date.now()
            yield* Effect.forkChild(
              Stream.runForEach(BybitSocket.state("private"), (s) => Effect.sync(() => log.push(`${Date.now() - t0} ${s}`)))
            )
            yield* Effect.forkChild(Stream.runForEach(Topics.subscribe(Topics.wallet), () => Effect.void))
            yield* waitFor(() => emulator.admin.openSockets().some((s) => s.path === "/v5/private"), "socket")
            console.log("OPEN", JSON.stringify(emulator.admin.openSockets()))
            yield* TestClock.adjust("1 minute")
            console.log("AFTER ADJUST", Date.now() - t0, JSON.stringify(emulator.admin.openSockets()), log)
            yield* TestClock.withLive(Effect.sleep("3 seconds"))
            console.log("LATER", Date.now() - t0, JSON.stringify(emulator.admin.openSockets()), log)
          }),
        { tickMs: 600_000 }
      )
    }), 60_000)
})
