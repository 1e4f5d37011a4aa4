/**
 * `npm run build`: the published `dist/src` and `dist/node`. The JavaScript holds no comments but the bundler
 * annotations (`/*#__PURE__*\/`, `/*#__NO_SIDE_EFFECTS__*\/`) and legal notices; the declarations keep every JSDoc
 * comment (editors show them).
 *
 * - `tsc -p tsconfig.build.json` type-checks and writes the declarations and their maps (`emitDeclarationOnly`);
 *   those that use Node's types get `/// <reference types="node" />` (scripts/NodeReferences.ts).
 * - esbuild writes one `.js` and one `.js.map` per `src/**\/*.ts` (no bundling, same paths as tsc's), with the
 *   tsconfig's target and class-field semantics: the per-file transform the test suite already runs `src` through.
 *   Before esbuild reads a file, its other comments become blanks (line breaks kept): esbuild alone keeps the comments
 *   before class members and object properties, and with the text's lines and columns unchanged the maps point at
 *   the `src` lines.
 * - esbuild bundles the entry points and the executable into `dist/node` (the `node` condition of `exports`, and
 *   `bin`), from the same comment-blanked text.
 * - Each namespace of the root is also a module of its own, `effect-bybit/<Name>` (`exports`' `./*`):
 *   `dist/src/modules/<Name>.js` (and `.d.ts`) re-exports its module (`export * from`, which a bundler tree-shakes
 *   member by member, where it keeps every member of a namespace the root re-exports), and
 *   `dist/node/modules/<Name>.js` is an entry of the Node bundle (one build: one copy of each module in a process,
 *   whichever doors a program uses), which loads that namespace's modules and no others: a Node program that names
 *   only the namespaces it uses, from their own modules, does not load the other ~60 families (RSS measured by
 *   `npm run bench -- --suites import`, the `effect-modules` row).
 *
 * Why: V8 keeps a module's source text in memory, comments included, and tsc's JavaScript kept every JSDoc comment
 * (3.5 MB of JavaScript; 2.5 MB as esbuild prints it without them): importing `effect-bybit` + `effect-bybit/node`
 * from an installed copy held 0.8 MB more JS heap. tsc's `removeComments` would also drop the annotations a bundler
 * needs to tree-shake.
 *
 *   npm run build
 *
 * @since 0.1.0
 */
import { execFile } from "node:child_process"
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import * as Module from "node:module"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import * as Esbuild from "esbuild"
import ts from "typescript"
import { dataNamespacesPlugin } from "./NamespaceObjects.js"
import { addNodeReferences } from "./NodeReferences.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const sources = join(root, "src")
const output = join(root, "dist", "src")
const nodeOutput = join(root, "dist", "node")

// The files of `src` the package's entry points (`exports`) and its executable (`bin`) are built from
const nodeSources = ["index", "node", "legacy", "emulator", "promise.node", "redis", "recording", "cluster", "Cli/bin"]

/** The comments esbuild must still see: bundler annotations and legal notices (esbuild keeps those itself). */
const kept = (comment: string): boolean =>
  /^\/\*\s*[#@]__(PURE|NO_SIDE_EFFECTS)__\s*\*\/$/.test(comment) ||
  comment.startsWith("/*!") ||
  comment.startsWith("//!") ||
  /@license|@preserve/.test(comment)

const isJsDocNode = (node: ts.Node): boolean =>
  node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode

/**
 * Every comment of a TypeScript or JavaScript text, as `[start, end)` offsets: the trivia before each token of its
 * syntax tree (the parser tells a comment from a regular expression, a string or a template).
 *
 * @since 0.1.0
 * @category comments
 */
export const comments = (fileName: string, text: string): ReadonlyArray<readonly [number, number]> => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found = new Map<number, number>()
  const seen = new Set<number>()
  const collect = (pos: number) => {
    if (seen.has(pos)) return
    seen.add(pos)
    for (const range of ts.getTrailingCommentRanges(text, pos) ?? []) found.set(range.pos, range.end)
    for (const range of ts.getLeadingCommentRanges(text, pos) ?? []) found.set(range.pos, range.end)
  }
  const visit = (node: ts.Node): void => {
    if (isJsDocNode(node)) return
    collect(node.pos)
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found].sort(([a], [b]) => a - b)
}

/**
 * The text with its comments turned into blanks, bundler annotations and legal notices excepted: the same lines and
 * columns, so a source map of the result maps to the original.
 *
 * @since 0.1.0
 * @category comments
 */
export const blankComments = (fileName: string, text: string): string => {
  let result = ""
  let at = 0
  for (const [start, end] of comments(fileName, text)) {
    const comment = text.slice(start, end)
    if (kept(comment)) continue
    result += text.slice(at, start) + comment.replace(/[^\r\n]/g, " ")
    at = end
  }
  return result + text.slice(at)
}

const isCall = (node: ts.Node): node is ts.CallExpression | ts.NewExpression =>
  ts.isCallExpression(node) || ts.isNewExpression(node)

const isFunctionLike = (node: ts.Node): boolean =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node)

/** The node is the callee of a call or `new` (`f` in `f()`; `f(x).pipe` in `f(x).pipe(y)` is not a call). */
const isCallee = (node: ts.Node): boolean => isCall(node.parent) && node.parent.expression === node

/** Some node between this one and its statement (or function) is a callee: `f(x)` in `f(x).pipe(y)`. */
const isInCallee = (node: ts.Node): boolean => {
  for (let at = node.parent; at !== undefined; at = at.parent) {
    if (isCallee(at)) return true
    if (ts.isStatement(at) || isFunctionLike(at) || ts.isSourceFile(at)) return false
  }
  return false
}

/** Runs when the module is evaluated: every enclosing function is called on the spot. */
const runsAtImport = (node: ts.Node): boolean => {
  for (let at = node.parent; at !== undefined && !ts.isSourceFile(at); at = at.parent) {
    if (isFunctionLike(at) && !isCallee(at.parent && ts.isParenthesizedExpression(at.parent) ? at.parent : at))
      return false
  }
  return true
}

/** A definition: the value goes into a variable, an assignment, a class or the default export. */
const isAssigned = (node: ts.Node): boolean => {
  for (let at = node.parent; at !== undefined && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isVariableDeclaration(at) || ts.isClassDeclaration(at) || ts.isClassExpression(at)) return true
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.EqualsToken) return true
    if (ts.isExportAssignment(at)) return true
    if (ts.isStatement(at)) return false
  }
  return false
}

const hasPureMark = (text: string, node: ts.Node): boolean =>
  [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.pos) ?? [])].some(
    (range) => /[#@]__PURE__/.test(text.slice(range.pos, range.end))
  )

/**
 * The text with `/*#__PURE__*\/` before every call and `new` that builds a module-level definition, so a bundler
 * drops the definitions a program never names: the rule of babel-plugin-annotate-pure-calls (the call runs at import,
 * its value is assigned — a variable, an assignment, a class, the default export — and it is not the callee of
 * another call), applied to the TypeScript text. Only columns move; every line stays where it was.
 *
 * @since 1.0.0
 * @category annotations
 */
export const annotatePure = (fileName: string, text: string): string => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const marks: Array<number> = []
  const visit = (node: ts.Node): void => {
    if (
      isCall(node) &&
      !isCallee(node) &&
      !isInCallee(node) &&
      runsAtImport(node) &&
      isAssigned(node) &&
      !hasPureMark(text, node)
    )
      marks.push(node.getStart(source))
    ts.forEachChild(node, visit)
  }
  visit(source)
  let result = ""
  let at = 0
  for (const mark of marks.sort((a, b) => a - b)) {
    result += `${text.slice(at, mark)}/*#__PURE__*/ `
    at = mark
  }
  return result + text.slice(at)
}

/**
 * What esbuild reads of a source file: its comments blanked (annotations and legal notices kept), then the pure
 * annotations added.
 *
 * @since 1.0.0
 * @category annotations
 */
export const prepare = (fileName: string, text: string): string => annotatePure(fileName, blankComments(fileName, text))

/**
 * The esbuild plugin that feeds esbuild what the build feeds it: each `.ts` file through `prepare`. Bundles made
 * from `src` in tests and benches use it, so they see the annotations `dist/` has.
 *
 * @since 1.0.0
 * @category annotations
 */
export const preparePlugin: Esbuild.Plugin = {
  name: "blank-comments",
  setup: (build) => {
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: prepare(args.path, await readFile(args.path, "utf8")),
      loader: "ts"
    }))
  }
}

const modules = async (): Promise<ReadonlyArray<string>> =>
  (await readdir(sources, { recursive: true }))
    .filter((path) => path.endsWith(".ts") && !path.endsWith(".d.ts"))
    .map((path) => join(sources, path))
    .sort()

/** The compiler target of tsconfig.json, for esbuild (`ES2022` → `es2022`). */
const target = (): string => {
  const read = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile)
  const value: unknown = (read.config as { compilerOptions?: { target?: unknown } } | undefined)?.compilerOptions
    ?.target
  if (typeof value !== "string") throw new Error("tsconfig.json names no compilerOptions.target")
  return value.toLowerCase()
}

/** One esbuild run over the comment-blanked `src`, with the options every output shares. */
const emit = async (options: Esbuild.BuildOptions): Promise<void> => {
  const result = await Esbuild.build({
    outbase: sources,
    format: "esm",
    target: target(),
    tsconfig: join(root, "tsconfig.build.json"),
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "inline",
    plugins: [preparePlugin],
    logLevel: "warning",
    ...options
  })
  if (result.errors.length > 0) throw new Error(`esbuild failed with ${result.errors.length} errors`)
}

const javascript = async (): Promise<void> =>
  emit({ entryPoints: [...(await modules())], outdir: output, bundle: false, platform: "neutral" })

/**
 * The executable's Node platform (`@effect/platform-node`'s `NodeRuntime` and `NodeServices`, with the
 * `@effect/platform-node-shared` modules they import) bundled into `dist/node`, every other package left external:
 * `npx effect-bybit emulator` then runs where only `effect-bybit` was installed (npm installs `effect`, a non-optional
 * peer, but not the optional `@effect/platform-node`). Bundled rather than made a dependency: the bin takes ~25 modules
 * of it (its files, not undici 8 and the rest a dependency would install, nor its Node >= 22.19 engines), `effect`
 * stays one shared copy (the bundled modules import it as a package), and browsers' `dist/src` is untouched. Only
 * imports from `src/Cli` (and from those bundled modules) are bundled: `effect-bybit/node` keeps loading the
 * program's own `@effect/platform-node` for its traced undici client.
 *
 * @since 1.2.0
 * @category build
 */
export const binPlatformPlugin: Esbuild.Plugin = {
  name: "bin-platform",
  setup: (build) => {
    const cli = join(sources, "Cli")
    // the cluster's modules are in the bin too (`effect-bybit sweep`, `effect-bybit runner`): what they import of the
    // Node platform is bundled with them, or the bin's shared chunk asks a bare install for @effect/platform-node
    const cluster = join(sources, "Cluster")
    build.onResolve({ filter: /^@effect\/platform-node(-shared)?(\/|$)/ }, (args) => {
      const fromBin =
        args.importer.startsWith(cli) ||
        args.importer.startsWith(cluster) ||
        /[\\/]@effect[\\/]platform-node(-shared)?[\\/]/.test(args.importer)
      if (!fromBin) return undefined
      // resolved as Node resolves it from the importer (the packages' `exports`), then bundled
      const resolved = Module.createRequire(args.importer).resolve(args.path)
      return { path: resolved }
    })
  }
}

/**
 * What Node loads (`dist/node`): the entry points bundled together, the packages left external, with the code two
 * entries share in chunks of their own, so every entry imported in one process runs one copy of each module (one
 * class per error, one `Bybit` tag). Loading ~250 module files one by one cost Node users about 10 MB of RSS and a
 * fifth of the import time more than these bundles (measured from an installed tarball); browsers' bundlers keep
 * `dist/src`, whose per-file modules they tree-shake. The namespaces' own entries (`effect-bybit/<Name>`) split the
 * root's code into more chunks (~160 files for `effect-bybit` + `effect-bybit/node`, against ~20 with the root's
 * entry alone): measured on 2026-11-27 (load ~30, five runs each), the root's import holds ~1 MB more JS heap and
 * ~0.5 MB more RSS (median 88.3 against 87.8 MiB), while the namespaces the minimal program names, each from its own
 * module, + `effect-bybit/node` take 81.8 MiB.
 *
 * `npm run bench -- --suites import` imports this very layout, built into its own folder.
 *
 * @since 1.0.0
 * @category build
 */
export const nodeBundles = async (outdir: string = nodeOutput): Promise<void> =>
  emit({
    entryPoints: [
      ...nodeSources.map((source) => ({ in: join(sources, `${source}.ts`), out: source })),
      // `effect-bybit/<Name>` under Node: each namespace's module an entry of the same build, so it shares its chunks
      // with the root's (the same classes and tags through either door) and loads no other namespace
      ...(await rootNamespaces()).map(({ name, path }) => ({ in: join(sources, `${path}.ts`), out: `modules/${name}` }))
    ],
    outdir,
    bundle: true,
    splitting: true,
    packages: "external",
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    // esbuild's namespace objects (`export * as Market`) as data, not a getter per export (scripts/NamespaceObjects.ts)
    plugins: [preparePlugin, dataNamespacesPlugin, binPlatformPlugin]
  })

/**
 * The root's namespaces (`export * as Name from "./path.js"` in `src/index.ts`): each name with its module's path
 * from `src`, without extension.
 *
 * @since 1.0.0
 * @category modules
 */
export const rootNamespaces = async (): Promise<ReadonlyArray<{ readonly name: string; readonly path: string }>> => {
  const index = await readFile(join(sources, "index.ts"), "utf8")
  return [...index.matchAll(/^export \* as (\w+) from "\.\/([\w/]+)\.js"$/gm)].map((match) => ({
    name: match[1] as string,
    path: match[2] as string
  }))
}

/**
 * `effect-bybit/<Name>` for bundlers: a module per root namespace in `dist/src/modules`, re-exporting its module
 * (the Node bundle builds `dist/node/modules` itself, `nodeBundles`).
 *
 * @since 1.0.0
 * @category modules
 */
export const namespaceModules = async (): Promise<void> => {
  const namespaces = await rootNamespaces()
  await mkdir(join(output, "modules"), { recursive: true })
  for (const { name, path } of namespaces) {
    const reexport = `export * from "../${path}.js"\n`
    await writeFile(join(output, "modules", `${name}.js`), reexport)
    await writeFile(join(output, "modules", `${name}.d.ts`), reexport)
  }
}

const declarations = async (): Promise<void> => {
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc")
  await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: root }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      process.stdout.write(error.stdout ?? "")
      process.stderr.write(error.stderr ?? "")
      throw new Error("tsc reported errors")
    }
  )
}

const main = async () => {
  await rm(output, { recursive: true, force: true })
  await rm(nodeOutput, { recursive: true, force: true })
  await javascript()
  await nodeBundles()
  await declarations()
  // TypeScript 6 and 7 default `types` to none: the declarations that use Node name it (scripts/NodeReferences.ts)
  await addNodeReferences(output)
  await namespaceModules()
  process.stdout.write(`built ${relative(process.cwd(), output) || "."}\n`)
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  })
}
