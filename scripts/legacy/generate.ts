/**
 * `npx tsx scripts/legacy/generate.ts`: writes `src/Http/legacy/generated/<Family>.ts` for every family of the
 * table in `scripts/legacy/table/<Family>.json`. The output depends only on the table, so the same table always
 * gives the same bytes; test/Scripts/LegacyGenerated.test.ts fails when a checked-in module differs from it.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as Module from "./Module.js"
import * as Table from "./Table.js"

/**
 * Every family's module: its path and its text.
 *
 * @since 0.1.0
 * @category rendering
 */
export const modules = (
  families: ReadonlyArray<Table.Family> = Table.read()
): ReadonlyArray<{ readonly path: string; readonly text: string }> =>
  families.map((family) => ({ path: path.join(Table.outputDir, `${family.family}.ts`), text: Module.render(family) }))

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  for (const module of modules()) {
    fs.writeFileSync(module.path, module.text)
    process.stdout.write(`wrote ${path.relative(process.cwd(), module.path)}\n`)
  }
}
