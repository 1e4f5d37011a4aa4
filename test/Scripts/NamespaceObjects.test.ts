import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import * as Esbuild from "esbuild"
import { dataNamespaces, dataNamespacesPlugin } from "../../scripts/NamespaceObjects.js"

const helper = `var __export = (target, all) => {
  for (var name in all)
    Object.defineProperty(target, name, { get: all[name], enumerable: true });
};
`

const load = async (text: string): Promise<Record<string, unknown>> =>
  import(`data:text/javascript,${encodeURIComponent(text)}`)

describe("esbuild's namespace objects as data (scripts/NamespaceObjects.ts)", () => {
  it("assigns the bindings once the last is declared, freezes the object and keeps every line", async () => {
    const chunk = `${helper}
// src/A.ts
var A_exports = {};
__export(A_exports, {
  a: () => a,
  b: () => renamed,
  "not-an-identifier": () => c,
  f: () => f
});
var a = 1;
function f() {
  return 2;
}
var renamed = {
  x: 3
};
var c = 4;
export {
  A_exports
};
`
    const rewritten = dataNamespaces("chunk.js", chunk)
    expect(rewritten).toMatchObject({ namespaces: 1, getters: 4, kept: 0 })
    expect(rewritten.text).not.toContain("__export(A_exports")
    expect(rewritten.text.split("\n")).toHaveLength(chunk.split("\n").length)
    // the assignment joins the line of the last declaration (`c`), after it
    expect(rewritten.text).toContain(
      `var c = 4; Object.freeze(Object.assign(A_exports, { a, b: renamed, "not-an-identifier": c, f }));\n`
    )
    const { A_exports: before } = (await load(chunk)) as { A_exports: Record<string, unknown> }
    const { A_exports: after } = (await load(rewritten.text)) as { A_exports: Record<string, unknown> }
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
    for (const key of Object.keys(before)) {
      const [x, y] = [after[key], before[key]]
      if (typeof y === "function") expect(typeof x === "function" && x()).toBe(y())
      else expect(x).toEqual(y)
    }
    expect(Object.isFrozen(after)).toBe(true)
  })

  it("keeps the getters where the object may be read before it is filled, or a getter is not a binding", () => {
    const readEarly = `${helper}
var A_exports = {};
__export(A_exports, {
  a: () => a,
  b: () => b
});
var a = 1;
var seen = A_exports.a;
var b = 2;
export { A_exports, seen };
`
    expect(dataNamespaces("chunk.js", readEarly)).toEqual({ text: readEarly, namespaces: 0, getters: 0, kept: 1 })
    const computed = `${helper}
var A_exports = {};
__export(A_exports, {
  a: () => a + 1
});
var a = 1;
export { A_exports };
`
    expect(dataNamespaces("chunk.js", computed)).toMatchObject({ text: computed, namespaces: 0, kept: 1 })
    const undeclared = `${helper}
var A_exports = {};
function scope() {
  var a = 1;
}
__export(A_exports, {
  a: () => a
});
export { A_exports };
`
    expect(dataNamespaces("chunk.js", undeclared)).toMatchObject({ text: undeclared, namespaces: 0, kept: 1 })
  })

  it("gives a split build the namespaces of the source modules", async () => {
    const dir = await mkdtemp(join(tmpdir(), "namespace-objects-"))
    try {
      await writeFile(
        join(dir, "values.ts"),
        `export const one = 1\nexport class Two {}\nexport const three = () => 3\n`
      )
      await writeFile(join(dir, "more.ts"), `export * as Values from "./values.js"\nexport const four = 4\n`)
      await writeFile(join(dir, "a.ts"), `export * as Values from "./values.js"\nexport * as More from "./more.js"\n`)
      await writeFile(join(dir, "b.ts"), `export * as Values from "./values.js"\n`)
      await Esbuild.build({
        entryPoints: [join(dir, "a.ts"), join(dir, "b.ts")],
        outdir: join(dir, "out"),
        bundle: true,
        splitting: true,
        format: "esm",
        platform: "node",
        logLevel: "silent",
        plugins: [dataNamespacesPlugin]
      })
      const out = await readdir(join(dir, "out"))
      for (const file of out) expect(await readFile(join(dir, "out", file), "utf8")).not.toContain("__export(")
      const a = await import(pathToFileURL(join(dir, "out", "a.js")).href)
      const b = await import(pathToFileURL(join(dir, "out", "b.js")).href)
      expect(a.Values).toBe(b.Values)
      expect(Object.keys(a.Values).sort()).toEqual(["Two", "one", "three"])
      expect(a.Values.one).toBe(1)
      expect(a.Values.three()).toBe(3)
      expect(new a.Values.Two()).toBeInstanceOf(b.Values.Two)
      expect(a.More.Values).toBe(a.Values)
      expect(a.More.four).toBe(4)
      expect(Object.isFrozen(a.Values) && Object.isFrozen(a.More)).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
