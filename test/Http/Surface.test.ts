import { describe, expect, it } from "@effect/vitest"
import * as All from "../../src/Http/v5/all.js"
import * as V5 from "../../src/Http/v5/index.js"
import surfaceJson from "../fixtures/surface-paths.json" with { type: "json" }
import pendingJson from "../fixtures/surface-pending.json" with { type: "json" }

// Every (method, path) of the V5 surface (the API reference's endpoint list and the spec's section 7, listed in
// test/fixtures/surface-paths.json) needs a definition. The ones not defined yet are listed, as known gaps, in
// test/fixtures/surface-pending.json; an entry there that gains a definition fails too, so the list only shrinks.

interface SurfaceEntry {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly sources: ReadonlyArray<string>
}

interface PendingEntry {
  readonly method: "GET" | "POST"
  readonly path: string
}

const surface: ReadonlyArray<SurfaceEntry> = surfaceJson as ReadonlyArray<SurfaceEntry>
const pending: ReadonlyArray<PendingEntry> = pendingJson as ReadonlyArray<PendingEntry>
const pendingKeys = new Set(pending.map(All.key))

describe("the V5 surface", () => {
  it("lists each (method, path) once, and every pending entry is on it", () => {
    const keys = surface.map(All.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(pendingKeys.size).toBe(pending.length)
    const known = new Set(keys)
    expect(pending.filter((p) => !known.has(All.key(p)))).toEqual([])
  })

  describe.each(surface.map((entry) => ({ ...entry, key: All.key(entry) })))("$key", (entry) => {
    if (pendingKeys.has(entry.key)) {
      it(`is still pending (remove it from surface-pending.json once defined)`, () => {
        expect(All.find(entry.method, entry.path)).toBeUndefined()
      })
    } else {
      it(`has a definition (${entry.sources.join(", ")})`, () => {
        const definition = All.find(entry.method, entry.path)
        expect(definition, `no definition for ${entry.key}`).toBeDefined()
        expect(definition?.path).toBe(entry.path)
        expect(definition?.method).toBe(entry.method)
      })
    }
  })
})

describe("the definition registry", () => {
  it("reads every module of the V5 barrel, and each module lists every definition it exports", () => {
    for (const [name, module] of Object.entries(V5 as Readonly<Record<string, object>>)) {
      const family = All.families.find((f) => f.name === name)
      expect(family, `${name} is not in the registry`).toBeDefined()
      expect("endpoints" in module && Array.isArray(module.endpoints), `${name} has no endpoints array`).toBe(true)
      const listed = new Set<unknown>(family?.endpoints)
      const unlisted = Object.entries(module)
        .filter(([, value]) => All.isEndpoint(value) && !listed.has(value))
        .map(([exported]) => `${name}.${exported}`)
      expect(unlisted).toEqual([])
    }
  })

  it("has one definition per (method, path) and one per client method name", () => {
    const keys = All.endpoints.map(All.key)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    const names = All.endpoints.map((e) => e.name)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
  })

  it("finds a definition by method and path", () => {
    expect(All.find("GET", "/v5/market/tickers")?.name).toBe("getTickers")
    expect(All.find("POST", "/v5/market/tickers")).toBeUndefined()
  })
})
