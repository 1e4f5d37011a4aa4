/**
 * `npm run weight:app`: builds the React app (or takes the cached build of the same sources) and prints the build's
 * own size report: every chunk with its gzip size, which of them the page loads before its first paint, their total
 * against the budget. Exits with 1 over the budget.
 *
 * @since 0.1.0
 */
import * as AppBuild from "./AppBuild.js"

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} kB`

const built = await AppBuild.builtApp()
const initial = new Set(AppBuild.initialFiles(built))
for (const entry of [...built.report].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(
    `${initial.has(entry.file) ? "first paint" : "later      "}  ${kB(entry.gzipBytes).padStart(10)} gzip  ${entry.file}`
  )
}
const total = AppBuild.initialJsGzip(built)
console.log(`JavaScript before the first paint: ${kB(total)} gzip (budget ${kB(AppBuild.firstPaintBudget)})`)
if (total > AppBuild.firstPaintBudget) process.exitCode = 1
