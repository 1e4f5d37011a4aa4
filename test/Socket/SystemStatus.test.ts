import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Queue from "effect/Queue"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type * as Faults from "../../src/Emulator/Faults.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as Harness from "../support/Harness.js"

// system.status lives on its own stream (/v5/public/misc/status): the typed topic goes to the `misc` market, the
// emulator answers with the current list at once and pushes every change made through its admin API.

const maintenance: Faults.SystemStatusEntry = {
  id: "4d95b2a0-587f-11f0-bcc9-56f28c94d6ea",
  title: "spot and derivatives maintenance",
  state: "scheduled",
  begin: "1751596902000",
  end: "1751597011000",
  href: "https://announcements.bybit.com/",
  serviceTypes: [2, 3, 4, 5],
  product: [1, 2],
  uidSuffix: [],
  maintainType: 1,
  env: 1
}

const harness: Harness.Options = {
  seed: 5,
  credentials: false,
  socket: { reconnect: Schedule.spaced("30 millis"), ackTimeout: "2 seconds" }
}

describe("system.status", () => {
  it.live("comes from the misc stream: the current list on subscribe, then each change, typed", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        // each change is made only once the message before it arrived: a change made before the subscription is
        // acknowledged would be folded into the first snapshot (a fixed sleep raced it under load)
        const status = Topics.subscribe(Topics.systemStatus, "misc")
        const received = yield* Queue.unbounded<Stream.Success<typeof status>>()
        const reader = yield* Effect.forkChild(Stream.runForEach(status, (message) => Queue.offer(received, message)))
        const next = Queue.take(received).pipe(Effect.timeout("10 seconds"))
        const first = yield* next
        emulator.admin.apply({ op: "system-status", status: [maintenance] })
        const second = yield* next
        emulator.admin.apply({ op: "system-status", status: [{ ...maintenance, state: "ongoing" }] })
        const third = yield* next
        yield* Fiber.interrupt(reader)
        expect(first?.topic).toBe("system.status")
        expect(first?.data).toEqual([])
        expect(second?.data).toEqual([maintenance])
        expect(third?.data[0]?.state).toBe("ongoing")
        expect(third?.data[0]?.serviceTypes).toEqual([2, 3, 4, 5])
      })
    )
  )

  it.live("the raw entry point routes system.status to the misc stream, private topics elsewhere", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "system-status", status: [maintenance] })
        const socket = yield* BybitSocket.BybitSocket
        const frames = yield* BybitSocket.take(socket.subscribe("system.status"), 1)
        expect(frames[0]?.topic).toBe("system.status")
        const list = (frames[0]?.data ?? []) as ReadonlyArray<{ readonly id: string }>
        expect(list.map((entry) => entry.id)).toEqual([maintenance.id])
        // the misc connection is the misc URL of the environment
        expect(emulator.environment.ws.misc).toBe(
          `${emulator.ws.spot.replace("/v5/public/spot", "")}/v5/public/misc/status`
        )
      })
    )
  )

  it.live("an unknown topic on the misc stream is refused with '(topic) failed to subscribe'", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5("system.nonsense", "misc")))
        expect(error.message).toBe("(system.nonsense) failed to subscribe")
      })
    )
  )
})
