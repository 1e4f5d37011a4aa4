/**
 * An option's mark and IV history as the page keeps it (issue 60: the option chart was one bar): one sample per slot
 * of a few seconds, never going back in time, bounded, kept per environment and option across visits, and anything
 * else in storage dropped.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as OptionHistory from "../../react-app/src/lib/OptionHistory.js"

const withStorage = (body: (store: Map<string, string>) => void) => {
  const store = new Map<string, string>()
  const previous = Object.getOwnPropertyDescriptor(globalThis, "localStorage")
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    value: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k)
    }
  })
  try {
    body(store)
  } finally {
    if (previous === undefined) Reflect.deleteProperty(globalThis, "localStorage")
    else Object.defineProperty(globalThis, "localStorage", previous)
  }
}

const sample = fc.record({
  at: fc.integer({ min: 1_700_000_000_000, max: 1_700_100_000_000 }),
  mark: fc.double({ min: 0.01, max: 10_000, noNaN: true }),
  iv: fc.double({ min: 0, max: 3, noNaN: true })
})

describe("an option's history", () => {
  it("one sample per slot, in time order, the last word of a slot kept, at most maxSamples", () =>
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 300 }), (samples) => {
        const history = samples.reduce<ReadonlyArray<OptionHistory.Sample>>(OptionHistory.record, [])
        const slots = history.map((s) => Math.floor(s.at / OptionHistory.spacingMs))
        for (let i = 1; i < history.length; i++) {
          expect((history[i]?.at ?? 0) >= (history[i - 1]?.at ?? 0)).toBe(true)
          expect(slots[i]).not.toBe(slots[i - 1])
        }
        expect(history.length).toBeLessThanOrEqual(OptionHistory.maxSamples)
        // the newest sample taken is the last kept
        const newest = samples.reduce<OptionHistory.Sample | undefined>(
          (best, s) => (best === undefined || s.at >= best.at ? s : best),
          undefined
        )
        if (newest !== undefined && samples[samples.length - 1]?.at === newest.at)
          expect(history[history.length - 1]).toEqual(newest)
      })
    ))

  it("a sample a minute over an hour gives sixty samples, not one", () => {
    let history: ReadonlyArray<OptionHistory.Sample> = []
    for (let i = 0; i < 60; i++)
      history = OptionHistory.record(history, { at: 1_700_000_000_000 + i * 60_000, mark: 100 + i, iv: 0.5 })
    expect(history).toHaveLength(60)
    // a burst within one slot keeps one
    const burst = [0, 100, 200].reduce<ReadonlyArray<OptionHistory.Sample>>(
      (h, dt) => OptionHistory.record(h, { at: 1_700_000_000_000 + dt, mark: 1 + dt, iv: 0.4 }),
      []
    )
    expect(burst).toEqual([{ at: 1_700_000_000_200, mark: 201, iv: 0.4 }])
    // no mark: not a sample
    expect(OptionHistory.record(burst, { at: 1_700_000_010_000, mark: Number.NaN, iv: 0.4 })).toBe(burst)
  })

  it("is kept per environment and option; storage holding anything else gives none", () =>
    withStorage((store) => {
      const history = [
        { at: 1, mark: 10, iv: 0.5 },
        { at: 6000, mark: 11, iv: -1 }
      ]
      OptionHistory.save("emulator", "BTC-26DEC26-70000-C", history)
      expect(OptionHistory.load("emulator", "BTC-26DEC26-70000-C")).toEqual(history)
      expect(OptionHistory.load("live", "BTC-26DEC26-70000-C")).toEqual([])
      store.set(OptionHistory.storageKey("emulator", "X"), '[{"at":"no"}]')
      expect(OptionHistory.load("emulator", "X")).toEqual([])
      // out of order: not a history
      store.set(OptionHistory.storageKey("emulator", "Y"), JSON.stringify([...history].reverse()))
      expect(OptionHistory.load("emulator", "Y")).toEqual([])
    }))
})
