/**
 * One family's generated module: the header naming the generator and the table, the imports its declarations
 * use, the legacy signing and envelope when the family has them, the declarations in the table's order, then
 * `endpoints` (every endpoint and alias) and `calls` (their callables by bybit-api name).
 *
 * @since 0.1.0
 */
import * as Code from "./Code.js"
import * as Entry from "./Entry.js"
import * as Layout from "./Layout.js"
import * as Table from "./Table.js"

/**
 * The command that writes the modules, as the headers quote it.
 *
 * @since 0.1.0
 * @category constants
 */
export const command = "npx tsx scripts/legacy/generate.ts"

/**
 * What a family's module is, unless its table says otherwise.
 *
 * @since 0.1.0
 * @category header
 */
export const description = (family: string): ReadonlyArray<string> => [
  `${family}: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its`,
  "method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from",
  "the family's legacy docs (parameter tables and response examples), and the calls its client makes on another",
  "family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the",
  "family."
]

/**
 * Words wrapped into JSDoc lines of at most `width` columns (with the ` * ` before them).
 *
 * @since 0.1.0
 * @category header
 */
export const wrap = (text: string, width = 115): ReadonlyArray<string> => {
  const lines: Array<string> = []
  let current = ""
  for (const word of text.split(" ")) {
    if (current !== "" && ` * ${current} ${word}`.length > width) {
      lines.push(current)
      current = word
    } else current = current === "" ? word : `${current} ${word}`
  }
  return [...lines, current]
}

/**
 * The module's header: what it is, then how it is made.
 *
 * @since 0.1.0
 * @category header
 */
export const header = (family: Table.Family): string =>
  Code.jsDoc([
    ...(family.header ?? description(family.family)),
    "",
    ...wrap(
      `Written by \`${command}\` from \`${Table.tablePath(family.family)}\`: change the table (or the ` +
        "generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ."
    ),
    "",
    "@since 0.1.0"
  ])

const aliases = (family: Table.Family): ReadonlyArray<Table.Alias> => family.entries.filter(Table.isAlias)

const aliasImports = (family: Table.Family, module: Table.AliasTarget["module"]): ReadonlyArray<string> => {
  const targets = aliases(family)
    .map((entry) => entry.alias)
    .filter((target) => target.module === module)
  const names = [...new Set(targets.map((target) => target.family))].sort()
  const from = module === "generated" ? "./" : "../"
  return names.map((name) => `import * as ${Entry.moduleName(name, module)} from "${from}${name}.js"`)
}

/**
 * The imports, in Biome's order: Schema and LazySchema when a shape is written here, `callable`, `Endpoint`
 * (as a type only when every declaration is an alias), `alias` and the modules aliases point into.
 *
 * @since 0.1.0
 * @category imports
 */
export const imports = (family: Table.Family): ReadonlyArray<string> => {
  const defines = family.entries.some(Table.isEndpoint)
  const shares = family.entries.some(Table.isSharedSchema)
  const aliasing = aliases(family).length > 0
  return [
    ...(defines || shares ? [`import * as Schema from "effect/Schema"`] : []),
    ...(shares ? [`import * as LazySchema from "../../../Schema/LazySchema.js"`] : []),
    `import { callable } from "../../BybitHttp.js"`,
    `import ${defines ? "" : "type "}* as Endpoint from "../../Endpoint.js"`,
    ...(aliasing ? [`import { alias } from "../Alias.js"`] : []),
    ...aliasImports(family, "hand-written"),
    ...aliasImports(family, "generated")
  ]
}

const legacyConstant = `const legacy = { signing: "legacy", envelope: "legacy" } as const`

const exportedNames = (family: Table.Family): ReadonlyArray<string> =>
  family.entries.flatMap((entry) => (Table.isSharedSchema(entry) ? [] : [entry.name]))

/**
 * `endpoints`: every endpoint and alias of the family, in order.
 *
 * @since 0.1.0
 * @category lists
 */
export const endpointList = (family: Table.Family): string =>
  [
    Code.jsDoc(["Every generated endpoint of this family.", "", "@since 0.1.0", "@category endpoints"]),
    Layout.print(
      Layout.concat("export const endpoints: ReadonlyArray<Endpoint.Any> = ", Code.arrayLiteral(exportedNames(family)))
    )
  ].join("\n")

/**
 * `calls`: the callable of every endpoint and alias, by its bybit-api name.
 *
 * @since 0.1.0
 * @category lists
 */
export const callList = (family: Table.Family): string =>
  [
    Code.jsDoc(["The callables, by the bybit-api method name.", "", "@since 0.1.0", "@category callables"]),
    Layout.print(
      Layout.concat(
        "export const calls = ",
        Code.objectLiteral(
          exportedNames(family).map((name) => Code.property(name, `callable(${name})`)),
          true
        ),
        " as const"
      )
    )
  ].join("\n")

/**
 * The whole module of a family, as written to `src/Http/legacy/generated/<Family>.ts`.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (family: Table.Family): string => {
  const blocks = [
    [header(family), ...imports(family)].join("\n"),
    ...(family.legacy ? [legacyConstant] : []),
    ...family.entries.map((entry) => Entry.render(entry, family.legacy)),
    endpointList(family),
    callList(family)
  ]
  return `${blocks.join("\n\n")}\n`
}
