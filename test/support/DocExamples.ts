/**
 * The `@example` blocks of the doc comments in src/, type-checked the way Effect's docgen checks its own: each ```ts
 * block under an `@example` tag becomes a file that imports the package by its public names (`effect-bybit`,
 * `effect-bybit/node`, `effect-bybit/<Namespace>`, …, mapped to src/ by tsconfig `paths`), and TypeScript 7 checks
 * them all in one run. A failure names the doc comment's file and line, as a user copying the example would meet it.
 */
import { execFile } from "node:child_process"
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

const root = new URL("../..", import.meta.url).pathname

/** One example: where its first code line stands in src, and its code. */
export interface Example {
  /** The source file, from the project's root (`src/Bybit.ts`). */
  readonly file: string
  /** The 1-based line of the example's first code line in `file`. */
  readonly line: number
  /** The name the doc comment documents (the declaration after it), for coverage checks. */
  readonly documents: string
  readonly code: string
}

/** A type error in an example, placed at its line in src. */
export interface Failure {
  readonly at: string
  readonly message: string
}

// `/** … */` and the declaration that follows it (`export const name`, `export function name`, …)
const commentAndName =
  /\/\*\*([\s\S]*?)\*\/\s*(?:export\s+)?(?:declare\s+)?(?:const|function|class|interface|type|let)?\s*(\w*)/g

/** The examples of one file's doc comments. */
export const extract = (file: string, text: string): Array<Example> => {
  const found: Array<Example> = []
  for (const match of text.matchAll(commentAndName)) {
    const body = match[1] ?? ""
    if (!body.includes("@example")) continue
    const bodyStart = (match.index ?? 0) + 3
    const lines = body.split("\n").map((line) => line.replace(/^\s*\* ?/, ""))
    const firstLine = text.slice(0, bodyStart).split("\n").length
    let inExample = false
    let code: Array<string> | undefined
    let start = 0
    lines.forEach((line, i) => {
      if (code !== undefined) {
        if (line.trim() === "```") {
          found.push({ file, line: start, documents: match[2] ?? "", code: `${code.join("\n")}\n` })
          code = undefined
          inExample = false
        } else code.push(line)
      } else if (line.startsWith("@example")) inExample = true
      else if (line.startsWith("@")) inExample = false
      else if (inExample && /^```(ts|typescript)\b/.test(line.trim())) {
        code = []
        start = firstLine + i + 1
      }
    })
  }
  return found
}

const sources = (dir: string): Array<string> =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : []
  )

/** Every example in src/. */
export const all = (): Array<Example> =>
  sources("src").flatMap((file) => extract(file, readFileSync(join(root, file), "utf8")))

/**
 * The package's public names and the sources they stand for: the entries of package.json `exports`, and
 * `effect-bybit/<Name>` for each namespace of the root entry (the build's `dist/src/modules`).
 */
export const packagePaths = (): Record<string, Array<string>> => {
  const src = join(root, "src")
  const paths: Record<string, Array<string>> = { "effect-bybit": [join(src, "index.ts")] }
  for (const entry of ["node", "legacy", "emulator", "promise", "recording", "redis", "cluster"]) {
    paths[`effect-bybit/${entry}`] = [join(src, `${entry}.ts`)]
  }
  const index = readFileSync(join(src, "index.ts"), "utf8")
  for (const [, name, path] of index.matchAll(/export \* as (\w+) from "\.\/([^"]+)\.js"/g)) {
    paths[`effect-bybit/${name}`] = [join(src, `${path}.ts`)]
  }
  return paths
}

/**
 * Type-checks the examples (with TypeScript 7, in one run) and answers the failures, each at its line in src.
 * The files go to a folder of their own under `node_modules/.cache` (packages resolve from the project), removed after.
 */
export const check = async (examples: ReadonlyArray<Example>): Promise<Array<Failure>> => {
  const dir = join(root, "node_modules", ".cache", `doc-examples-${process.pid}-${Date.now()}`)
  mkdirSync(dir, { recursive: true })
  try {
    const names = examples.map((example, i) => {
      writeFileSync(join(dir, `example-${i}.ts`), example.code)
      return `example-${i}.ts`
    })
    // ESM, like the package: the examples import it
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }))
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: join(root, "tsconfig.json"),
        // an example may show a value without using it
        compilerOptions: { noUnusedLocals: false, noUnusedParameters: false, paths: packagePaths() },
        include: [],
        files: names
      })
    )
    const output = await tsc(dir)
    const failures: Array<Failure> = []
    let last: Failure | undefined
    for (const line of output.split("\n")) {
      const error = /^(?:.*\/)?example-(\d+)\.ts\((\d+),(\d+)\): (.*)$/.exec(line)
      if (error !== null) {
        const example = examples[Number(error[1])]
        if (example === undefined) continue
        last = {
          at: `${example.file}:${example.line + Number(error[2]) - 1}:${Number(error[3]) + 3}`,
          message: error[4] ?? ""
        }
        failures.push(last)
      } else if (line.trim() !== "" && last !== undefined && /^\s/.test(line)) {
        // a continuation line of the last error's message
        failures[failures.length - 1] = { ...last, message: `${last.message}\n${line.trim()}` }
        last = failures[failures.length - 1]
      } else if (line.trim() !== "") {
        failures.push({ at: relative(root, dir), message: line })
        last = undefined
      }
    }
    return failures
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const tsc = (dir: string): Promise<string> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, "node_modules/typescript-7/bin/tsc"), "--noEmit", "--checkers", "1", "--pretty", "false", "-p", dir],
      { cwd: dir, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`.trim())
    )
  })
