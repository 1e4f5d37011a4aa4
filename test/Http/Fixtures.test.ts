// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { existsSync, readdirSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as All from "../../src/Http/v5/all.js"
import index from "../fixtures/v5/index.json" with { type: "json" }
import { decodeFixture } from "./v5/fixture.js"

// Every V5 definition decodes the official docs' response example, one per definition, with excess properties
// refused (so a schema missing a documented field fails). Where each example lives is data in
// test/fixtures/v5/index.json: a directory per family, file names that differ from the client method name, and the
// few definitions whose docs page has no Response Example at all.

interface Index {
  readonly families: Readonly<Record<string, string>>
  readonly files: Readonly<Record<string, ReadonlyArray<string>>>
  readonly withoutExample: Readonly<Record<string, string>>
}

const { families, files, withoutExample } = index as Index

const fixturesDir = new URL("../fixtures/v5/", import.meta.url)
const exists = (file: string): boolean => existsSync(new URL(`${file}.json`, fixturesDir))

const withEndpoints = All.families.filter((family) => family.endpoints.length > 0)
// A family whose every definition is on the allow-list (Demo) has no fixture directory.
const withFixtures = withEndpoints.filter((family) =>
  family.endpoints.some((endpoint) => !(All.key(endpoint) in withoutExample))
)

// The fixtures a definition must decode, or the reason it has none.
const fixturesOf = (family: string, endpoint: (typeof All.endpoints)[number]): ReadonlyArray<string> =>
  files[All.key(endpoint)] ?? [`${families[family]}/${endpoint.name}`]

describe("docs examples, one per V5 definition", () => {
  it("maps every family with definitions to a fixture directory that exists", () => {
    for (const family of withEndpoints) expect(families[family.name], family.name).toBeDefined()
    for (const family of withFixtures) {
      const dir = families[family.name]
      expect(dir, `${family.name} has no directory in test/fixtures/v5/index.json`).toBeDefined()
      expect(existsSync(new URL(`${dir}/`, fixturesDir)), `test/fixtures/v5/${dir}`).toBe(true)
    }
    const known = new Set(All.families.map((family) => family.name))
    expect(Object.keys(families).filter((name) => !known.has(name))).toEqual([])
  })

  it("names only existing definitions in the renames and the allow-list, never one in both", () => {
    const keys = new Set(All.endpoints.map(All.key))
    expect(Object.keys(files).filter((key) => !keys.has(key))).toEqual([])
    expect(Object.keys(withoutExample).filter((key) => !keys.has(key))).toEqual([])
    expect(Object.keys(withoutExample).filter((key) => key in files)).toEqual([])
    for (const [key, reason] of Object.entries(withoutExample)) expect(reason.length, key).toBeGreaterThan(20)
  })

  it("keeps the allow-list of definitions without a docs example small, and each truly without a fixture", () => {
    expect(Object.keys(withoutExample).length).toBeLessThanOrEqual(5)
    for (const family of withEndpoints) {
      for (const endpoint of family.endpoints) {
        if (All.key(endpoint) in withoutExample) {
          // An example added later must take the definition off the allow-list.
          expect(exists(`${families[family.name]}/${endpoint.name}`), All.key(endpoint)).toBe(false)
        }
      }
    }
  })

  it("leaves no fixture in a family directory that no definition reads", () => {
    const read = new Set(
      withEndpoints.flatMap((family) => family.endpoints.flatMap((endpoint) => fixturesOf(family.name, endpoint)))
    )
    const orphans = withFixtures.flatMap((family) => {
      const dir = families[family.name]
      return readdirSync(new URL(`${dir}/`, fixturesDir))
        .filter((file) => file.endsWith(".json"))
        .map((file) => `${dir}/${file.slice(0, -".json".length)}`)
        .filter((file) => !read.has(file))
    })
    expect(orphans).toEqual([])
  })

  for (const family of withFixtures) {
    describe(family.name, () => {
      for (const endpoint of family.endpoints) {
        const key = All.key(endpoint)
        if (key in withoutExample) continue
        for (const file of fixturesOf(family.name, endpoint)) {
          it.effect(`${key} (${endpoint.name}) decodes ${file}`, () =>
            Effect.gen(function* () {
              expect(exists(file), `test/fixtures/v5/${file}.json is missing`).toBe(true)
              yield* decodeFixture(endpoint, file)
            })
          )
        }
      }
    })
  }
})
