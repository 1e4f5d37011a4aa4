/**
 * The import graph of a source tree, read from the files as they are (no list of modules to keep in step): each
 * `.ts` or `.tsx` file with the files it imports by a relative path (`import`, `import type`, `export … from`, `import()`),
 * the strongly connected groups of it (circles), and a file's lines of logic. The structure tests of `src/`, of
 * the emulator and of the React app (`react-app/src`, whose components are `.tsx`) read the house through it.
 */
import * as fs from "node:fs"
import * as path from "node:path"

/** Every `.ts` and `.tsx` file under `dir` (declaration files too: they are part of what the tree compiles). */
export const sources = (dir: string): ReadonlyArray<string> =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) ? [full] : []
  })

// `./x.js` names `x.ts`, or `x.tsx` where that is the one there (a React component)
const resolved = (from: string, specifier: string): string => {
  const target = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ".ts"))
  return target.endsWith(".ts") && !fs.existsSync(target) && fs.existsSync(`${target}x`) ? `${target}x` : target
}

// `from "./x.js"` (imports and re-exports, one line or the last line of several), `import "./x.js"`, `import("./x.js")`
const specifier = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)"(\.{1,2}\/[^"]+)"/g

/** The files under `root` that `file` imports, resolved (`.js` read as the `.ts` or `.tsx` beside it); comment lines skipped. */
export const importsOf = (file: string, root: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const s = line.trim()
    if (s.startsWith("*") || s.startsWith("/*") || s.startsWith("//")) continue
    for (const m of line.matchAll(specifier)) {
      const target = resolved(file, m[1] ?? "")
      if (target.startsWith(root + path.sep)) out.push(target)
    }
  }
  return out
}

/** The graph of every file under `root`: file to the files it imports. */
export const graphOf = (root: string): ReadonlyMap<string, ReadonlyArray<string>> =>
  new Map(sources(root).map((f) => [f, importsOf(f, root)] as const))

/** A path relative to `root`, with `/` on every platform. */
export const relative = (root: string, file: string): string => path.relative(root, file).split(path.sep).join("/")

/** Every strongly connected group of more than one module (Tarjan), each as sorted paths relative to `root`. */
export const circles = (
  graph: ReadonlyMap<string, ReadonlyArray<string>>,
  root: string
): ReadonlyArray<ReadonlyArray<string>> => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const found: Array<ReadonlyArray<string>> = []
  let next = 0
  const visit = (v: string): void => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
    }
    if (low.get(v) === index.get(v)) {
      const group: Array<string> = []
      let w: string | undefined
      do {
        w = stack.pop()
        if (w === undefined) break
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1) found.push(group.map((f) => relative(root, f)).sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""))
}

/** Lines of logic: what is left of a file without blank lines and comment lines (JSDoc, `//`). */
export const logicLines = (file: string): number =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => {
      const s = l.trim()
      return s !== "" && !s.startsWith("*") && !s.startsWith("/*") && !s.startsWith("//")
    }).length
