import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { addNodeReferences, needsNode, nodeReference, withNodeReference } from "../../scripts/NodeReferences.js"

describe("Node references on the declarations (scripts/NodeReferences.ts)", () => {
  it.each([
    [`import type * as http from "node:http";\nexport declare const f: (s: http.Server) => void;`],
    [`import type { Duplex } from "stream";\nexport type D = Duplex;`],
    [`export { Readable } from "node:stream";`],
    [`export declare const f: (a: import("node:net").Socket) => void;`],
    [`export declare const f: (head: Buffer) => void;`],
    [`export declare const t: NodeJS.Timeout;`],
    [`export declare const env: typeof process.env;`],
    [`export interface Bytes extends Buffer {}`]
  ])("a declaration that uses Node needs its types: %s", (text) => {
    expect(needsNode("a.d.ts", text)).toBe(true)
  })

  it.each([
    [`/** Reads a Buffer from node:http. */\nexport declare const f: (u: Uint8Array) => void;`],
    [`export type Scheme = "node:http";\nexport declare const s: Scheme;`],
    [`import * as Effect from "effect/Effect";\nexport declare const e: Effect.Effect<void>;`],
    [`export declare const b: { readonly Buffer: string };`]
  ])("a declaration that does not use Node does not: %s", (text) => {
    expect(needsNode("a.d.ts", text)).toBe(false)
  })

  it("writes the reference first, moves the map's lines down by one and does it once", () => {
    const map = JSON.stringify({ version: 3, file: "a.d.ts", sources: ["a.ts"], names: [], mappings: "AAAA;AACA" })
    const once = withNodeReference("export declare const a: Buffer;\n", map)
    expect(once.text).toBe(`${nodeReference}\nexport declare const a: Buffer;\n`)
    expect(JSON.parse(once.map ?? "{}")).toEqual({ ...JSON.parse(map), mappings: ";AAAA;AACA" })
    expect(withNodeReference(once.text, once.map)).toEqual(once)
  })

  it("adds it to the folder's declarations that need it and to no other", async () => {
    const dir = await mkdtemp(join(tmpdir(), "node-references-"))
    try {
      await writeFile(join(dir, "wire.d.ts"), `import type * as http from "node:http";\nexport type S = http.Server;\n`)
      await writeFile(join(dir, "wire.d.ts.map"), JSON.stringify({ version: 3, mappings: "AAAA" }))
      await writeFile(join(dir, "market.d.ts"), `export declare const price: string;\n`)
      expect(await addNodeReferences(dir)).toEqual(["wire.d.ts"])
      expect((await readFile(join(dir, "wire.d.ts"), "utf8")).split("\n")[0]).toBe(nodeReference)
      expect(JSON.parse(await readFile(join(dir, "wire.d.ts.map"), "utf8")).mappings).toBe(";AAAA")
      expect(await readFile(join(dir, "market.d.ts"), "utf8")).toBe(`export declare const price: string;\n`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
