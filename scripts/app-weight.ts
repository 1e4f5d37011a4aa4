/**
 * `npm run weight:app`: builds the React app (or takes the cached build of the same sources) and prints the build's
 * own size report: every chunk with its gzip size and which of them the entry loads statically (the frame, which the
 * build makes one file with the first paint's market side and charts: scripts/PaintChunk.ts). What the
 * first useful paint (ticker, book and chart drawn) downloads is measured in the browser: test/ReactApp/e2e.paint,
 * and `npm run bench -- --suites paint`.
 *
 * @since 0.1.0
 */
import * as AppBuild from "./AppBuild.js"

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} kB`

const built = await AppBuild.builtApp()
const initial = new Set(AppBuild.initialFiles(built))
for (const entry of [...built.report].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(`${initial.has(entry.file) ? "frame" : "later"}  ${kB(entry.gzipBytes).padStart(10)} gzip  ${entry.file}`)
}
const total = AppBuild.initialJsGzip(built)
console.log(`JavaScript of the frame (entry and its static imports): ${kB(total)} gzip`)
