// The end of .ci/run: reads the JSON report of vitest (argv[2]) and the exit status of `npm test` (argv[3]), prints
// what failed and what passed only on its second run, then the count line "N passed, N failed".
const fs = require("node:fs")
const path = require("node:path")
const r = JSON.parse(fs.readFileSync(process.argv[2], "utf8"))
// the names come last, where a reader of the tail of the log sees them: each failed test, and each test that failed
// once and passed on its second run (vitest keeps the error of the first run), with the first lines of its error
const first = (messages) =>
  messages
    .join("\n")
    .split("\n")
    .slice(0, 6)
    .map((l) => "    " + l)
    .join("\n")
for (const file of r.testResults) {
  const where = path.relative(process.cwd(), file.name)
  for (const t of file.assertionResults) {
    if (t.status === "failed") console.log(`failed: ${t.fullName} (${where})\n${first(t.failureMessages)}`)
    else if (t.status === "passed" && t.failureMessages.length > 0)
      console.log(`flaky, passed on its second run: ${t.fullName} (${where})\n${first(t.failureMessages)}`)
  }
  if (file.status === "failed" && file.assertionResults.length === 0)
    console.log(`failed: ${where}\n    ${String(file.message).split("\n").slice(0, 6).join("\n    ")}`)
}
const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)
// a failed type check or lint (npm test runs them beside the tests) is a failure too, though no test failed
const checks = process.argv[3] !== "0" && failed === 0 ? 1 : 0
console.log(`${r.numPassedTests} passed, ${failed + checks} failed`)
