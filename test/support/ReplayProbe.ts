/**
 * Test harness: how a replay test reads where an emulator's replay stands — its control (`controlOf`: status,
 * pause, play, speed, steps) and the server clock as `/v5/market/time` answers it (`serverTime`, a round trip: every
 * fiber the clock woke ran).
 */
import * as Effect from "effect/Effect"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import type * as ReplayStatus from "../../src/Emulator/market/ReplayStatus.js"

/** The replay's control; throws when the emulator is not replaying. */
export const controlOf = (emulator: Emulator.EmulatorHandle): ReplayStatus.Control => {
  if (emulator.replay === undefined) throw new Error("the emulator is not replaying")
  return emulator.replay
}

/** The server clock, ms, as `/v5/market/time` answers it. */
export const serverTime = (emulator: Emulator.EmulatorHandle) =>
  Effect.promise(() =>
    fetch(`${emulator.rest}/v5/market/time`)
      .then((r) => r.json())
      .then((j: { result: { timeNano: string } }) => Math.floor(Number(BigInt(j.result.timeNano) / 1_000_000n)))
  )
