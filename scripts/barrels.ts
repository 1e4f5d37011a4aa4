/**
 * `npm run codegen` (`npx tsx scripts/barrels.ts`): writes the barrels of `src/` — the index and entry-point files
 * that only re-export modules (`export * as Name from "./Name.js"`) — from their table, scripts/barrels-table.ts.
 * A barrel re-exports every module of its folders (a `.ts` file directly in the folder, but `index.ts` and the ones
 * its table leaves out), so a module added to such a folder is picked up on the next run, and the modules its table
 * names by hand (another folder's, or under another name). Each re-export's JSDoc is `@since` of the module's own
 * header, or the table's `since` and line where the barrel says more. The output depends only on the table and the
 * modules, so the same tree always gives the same bytes; test/Scripts/Barrels.test.ts renders every barrel in
 * memory and fails when a checked-in one differs, or when the table names a module that is gone.
 *
 * `npx tsx scripts/barrels.ts --check` writes nothing and exits 1, naming the barrels that are not current.
 *
 * @since 1.2.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { type Barrel, barrels as table } from "./barrels-table.js"

/**
 * The library's sources, which every path of the table is relative to.
 *
 * @since 1.2.0
 * @category constants
 */
export const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src")

/**
 * The first line of every barrel the script writes: what wrote it, and where to change it instead.
 *
 * @since 1.2.0
 * @category constants
 */
export const firstLine =
  "// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this."

/** One re-export: the name it has in the barrel, the module (relative to `src/`, no extension) and its JSDoc. */
interface Reexport {
  readonly name: string
  readonly module: string
  readonly since: string
  readonly text: string | undefined
}

const exists = (module: string): boolean => fs.existsSync(path.join(srcDir, `${module}.ts`))

/** `@since` of a module's header JSDoc (its first block comment: a generated barrel's first line is a `//` one). */
const sinceOf = (module: string): string => {
  const source = fs.readFileSync(path.join(srcDir, `${module}.ts`), "utf8")
  const header = /^(?:\s*\/\/.*\n)*\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? ""
  const since = /@since (\S+)/.exec(header)?.[1]
  if (since === undefined) throw new Error(`src/${module}.ts: no @since in its header JSDoc`)
  return since
}

/** The modules of a folder a barrel takes: its `.ts` files (not `index.ts`, not declaration files), without `.ts`. */
const modulesOf = (folder: string): ReadonlyArray<string> =>
  fs
    .readdirSync(path.join(srcDir, folder), { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") && e.name !== "index.ts")
    .map((e) => `${folder}/${e.name.slice(0, -3)}`)

// Biome's order of export sources (its organize-imports assist): letter by letter, case left aside, and at the first
// letter that differs only in case, the capital first (`Asset` < `all` < `Batch`).
const sourceOrder = (a: string, b: string): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? ""
    const y = b[i] ?? ""
    if (x === y) continue
    const lx = x.toLowerCase()
    const ly = y.toLowerCase()
    return lx === ly ? (x < y ? -1 : 1) : lx < ly ? -1 : 1
  }
  return a.length - b.length
}

/**
 * What a barrel re-exports, sorted by module path; an error naming the table's entry when it names a module that
 * is not there (renamed, removed) or two re-exports share a name.
 *
 * @since 1.2.0
 * @category rendering
 */
export const reexportsOf = (barrel: Barrel): ReadonlyArray<Reexport> => {
  const where = `scripts/barrels-table.ts, ${barrel.file}`
  for (const module of [...(barrel.exceptions ?? []), ...Object.values(barrel.modules ?? {})]) {
    if (!exists(module)) throw new Error(`${where}: src/${module}.ts is not there (renamed or removed?)`)
  }
  const fromFolders = (barrel.folders ?? []).flatMap(modulesOf).filter((m) => !barrel.exceptions?.includes(m))
  const named: ReadonlyArray<readonly [string, string]> = [
    ...fromFolders.map((m) => [path.posix.basename(m), m] as const),
    ...Object.entries(barrel.modules ?? {})
  ]
  const seen = new Set<string>()
  for (const [name] of named) {
    if (seen.has(name)) throw new Error(`${where}: two modules are re-exported as ${name}`)
    seen.add(name)
  }
  for (const name of Object.keys(barrel.docs ?? {})) {
    if (!seen.has(name)) throw new Error(`${where}: docs name ${name}, which the barrel does not re-export`)
  }
  return named
    .map(([name, module]): Reexport => {
      const doc = barrel.docs?.[name]
      return { name, module, since: doc?.since ?? sinceOf(module), text: doc?.text }
    })
    .sort((a, b) => sourceOrder(a.module, b.module))
}

const width = 120

/** Words of `text` in lines of at most `room` characters. */
const wrap = (text: string, room: number): ReadonlyArray<string> => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > room) {
      lines.push(line)
      line = word
    } else line = line === "" ? word : `${line} ${word}`
  }
  return line === "" ? lines : [...lines, line]
}

/** A JSDoc block of lines (an empty line is a bare ` *`). */
const block = (lines: ReadonlyArray<string>): string =>
  ["/**", ...lines.map((l) => (l === "" ? " *" : ` * ${l}`)), " */"].join("\n")

/** A re-export's JSDoc: one line when it fits, else the line wrapped and `@since` after a blank line. */
const docOf = (r: Reexport): string => {
  const one = `/** ${r.text === undefined ? "" : `${r.text} `}@since ${r.since} */`
  return one.length <= width || r.text === undefined
    ? one
    : block([...wrap(r.text, width - 3), "", `@since ${r.since}`])
}

/** The specifier of `module` as the barrel `file` imports it (`./x.js`, `../x.js`). */
const specifier = (file: string, module: string): string => {
  const relative = path.posix.relative(path.posix.dirname(file), `${module}.js`)
  return relative.startsWith(".") ? relative : `./${relative}`
}

/**
 * The text of one barrel.
 *
 * @since 1.2.0
 * @category rendering
 */
export const render = (barrel: Barrel): string =>
  [
    firstLine,
    block(barrel.header),
    "",
    ...reexportsOf(barrel).map((r) => `${docOf(r)}\nexport * as ${r.name} from "${specifier(barrel.file, r.module)}"`)
  ].join("\n") + "\n"

/**
 * Every barrel of the table: its path and its text.
 *
 * @since 1.2.0
 * @category rendering
 */
export const barrels = (
  barrelTable: ReadonlyArray<Barrel> = table
): ReadonlyArray<{ readonly path: string; readonly text: string }> =>
  barrelTable.map((barrel) => ({ path: path.join(srcDir, barrel.file), text: render(barrel) }))

/**
 * The barrels whose checked-in text differs from what the table renders, relative to `src/`.
 *
 * @since 1.2.0
 * @category checks
 */
export const stale = (): ReadonlyArray<string> =>
  barrels()
    .filter((b) => !fs.existsSync(b.path) || fs.readFileSync(b.path, "utf8") !== b.text)
    .map((b) => path.relative(srcDir, b.path))

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  if (process.argv.includes("--check")) {
    const behind = stale()
    for (const file of behind) process.stderr.write(`src/${file} is not current: run npm run codegen\n`)
    process.exitCode = behind.length === 0 ? 0 : 1
  } else {
    for (const b of barrels()) {
      const before = fs.existsSync(b.path) ? fs.readFileSync(b.path, "utf8") : ""
      if (before === b.text) continue
      fs.writeFileSync(b.path, b.text)
      process.stdout.write(`wrote ${path.relative(process.cwd(), b.path)}\n`)
    }
  }
}
