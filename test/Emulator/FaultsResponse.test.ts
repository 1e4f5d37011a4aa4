import * as http from "node:http"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Faults from "../../src/Emulator/Faults.js"

// http-delay and drop-response: in-process and over /__admin, consumed one request at a time, path-scoped.

const get = (url: string): Promise<{ readonly status: number } | { readonly dropped: string }> =>
  new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume()
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }))
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve({ dropped: error.code ?? error.message }))
  })

const post = (url: string, body: unknown, headers: Record<string, string>): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent: false, headers }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
    })
    req.on("error", reject)
    req.end(JSON.stringify(body))
  })

describe("Faults: response faults", () => {
  it("queues, scopes by path and consumes delay and drop faults; reset clears them", () => {
    const faults = new Faults.Faults()
    faults.apply({ op: "http-delay", ms: 50, count: 2, path: "/a" })
    faults.apply({ op: "drop-response" })
    expect(Faults.ops).toContain("http-delay")
    expect(Faults.ops).toContain("drop-response")
    expect(faults.takeResponse("/a")).toEqual({ kind: "delay", ms: 50 })
    expect(faults.takeResponse("/b")).toEqual({ kind: "drop" })
    expect(faults.takeResponse("/b")).toBeUndefined()
    expect(faults.state().responses).toEqual([{ kind: "delay", ms: 50, path: "/a", remaining: 1 }])
    faults.reset()
    expect(faults.takeResponse("/a")).toBeUndefined()
  })

  it.live("over HTTP: a delayed answer comes late, a dropped one never comes (the request was processed)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 2 })
        const url = `${emulator.rest}/v5/market/time`
        expect(
          yield* Effect.promise(() => post(emulator.adminUrl("http-delay"), { ms: 300 }, emulator.adminHeaders()))
        ).toBe(200)
        const started = Date.now()
        expect(yield* Effect.promise(() => get(url))).toEqual({ status: 200 })
        expect(Date.now() - started).toBeGreaterThanOrEqual(280)

        expect(yield* Effect.promise(() => post(emulator.adminUrl("drop-response"), {}, emulator.adminHeaders()))).toBe(
          200
        )
        const dropped = yield* Effect.promise(() => get(url))
        expect(dropped).toHaveProperty("dropped")
        // consumed: the next answer is normal
        expect(yield* Effect.promise(() => get(url))).toEqual({ status: 200 })
        expect(emulator.admin.faults.state().responses).toEqual([])
      })
    )
  )
})
