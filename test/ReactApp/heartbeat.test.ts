import { describe, expect, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import { socketTiming } from "../../react-app/src/atoms/Runtime.js"
import * as Session from "../../src/Socket/Session.js"

// A half-open socket (nothing comes back, nothing closes) is known only by a missing pong: the page pings often
// enough that frozen prices are marked stale within a ping and a pong's wait, not the library's server defaults.

describe("the page's socket heartbeat", () => {
  it("finds a silent socket within 3 s (a ping every 2 s, a pong awaited 1 s), well inside the library's 11 s", () => {
    const worst = (timing: { readonly pingInterval: Duration.Input; readonly pongTimeout: Duration.Input }) =>
      Duration.toMillis(Duration.fromInputUnsafe(timing.pingInterval)) +
      Duration.toMillis(Duration.fromInputUnsafe(timing.pongTimeout))
    expect(worst(socketTiming)).toBe(3000)
    expect(worst(Session.defaults)).toBe(11_000)
  })
})
