// The end of .ci/run: reads each tier's vitest JSON report and exit status (arguments `name=report.json:status`),
// prints each tier's ten slowest files and what failed, then the count line "N passed, N failed" over both tiers.
const fs = require("node:fs")
const path = require("node:path")
// the first lines of an error, indented under the test's name
const first = (messages) =>
  messages
    .join("\n")
    .split("\n")
    .slice(0, 6)
    .map((l) => "    " + l)
    .join("\n")
let passed = 0
let failed = 0
const failures = []
for (const arg of process.argv.slice(2)) {
  const [name, rest] = arg.split("=")
  const colon = rest.lastIndexOf(":")
  const file = rest.slice(0, colon)
  const status = rest.slice(colon + 1)
  if (!fs.existsSync(file)) {
    // the tier never wrote its report (a crash, or a failed check before vitest ran)
    console.log(`${name}: no report (exit ${status})`)
    failed += 1
    continue
  }
  const r = JSON.parse(fs.readFileSync(file, "utf8"))
  const files = r.testResults.map((f) => ({
    where: path.relative(process.cwd(), f.name),
    seconds: (f.endTime - f.startTime) / 1000,
    tests: f.assertionResults.length
  }))
  const total = files.reduce((sum, f) => sum + f.seconds, 0)
  console.log(
    `\n${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed in ${files.length} files (${total.toFixed(0)} file-seconds); slowest:`
  )
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.where} (${f.tests} tests)`)
  // the names come last, where a reader of the tail of the log sees them
  for (const f of r.testResults) {
    const where = path.relative(process.cwd(), f.name)
    for (const t of f.assertionResults)
      if (t.status === "failed") failures.push(`failed: ${t.fullName} (${where})\n${first(t.failureMessages)}`)
    if (f.status === "failed" && f.assertionResults.length === 0)
      failures.push(`failed: ${where}\n    ${String(f.message).split("\n").slice(0, 6).join("\n    ")}`)
  }
  const tierFailed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)
  passed += r.numPassedTests
  // a failed type check or lint (npm test runs them beside the tests) is a failure too, though no test failed
  failed += tierFailed + (status !== "0" && tierFailed === 0 ? 1 : 0)
}
if (failures.length > 0) console.log("")
for (const f of failures) console.log(f)
console.log(`${passed} passed, ${failed} failed`)
